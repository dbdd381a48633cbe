import { count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { mediaUrl, parseMediaUrl } from '~/shared/media-url';
import type { MediaItem, MediaText, MediaUpdate, MediaUse } from '~/shared/schemas/media';
import type { Db } from '../../db/client';
import type { media } from '../../db/schema';
import type { Store } from '../../db/store';
import type { PreparedOriginal } from './image-processing';

/** Every column but the image bytes: what lists and checks read. */
const summaryColumnsOf = (media: Store['tables']['media']) => ({
  id: media.id,
  hash: media.hash,
  fileName: media.fileName,
  mimeType: media.mimeType,
  width: media.width,
  height: media.height,
  placeholder: media.placeholder,
  byteSize: media.byteSize,
  alt: media.alt,
  caption: media.caption,
  uploadedBy: media.uploadedBy,
  createdAt: media.createdAt,
  updatedAt: media.updatedAt,
});

type MediaSummary = {
  [K in keyof ReturnType<typeof summaryColumnsOf>]: (typeof media.$inferSelect)[K];
};

function urlOf(row: Pick<MediaSummary, 'hash' | 'width' | 'height' | 'placeholder' | 'mimeType'>) {
  return mediaUrl({
    hash: row.hash,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    fallback: row.mimeType === 'image/png' ? 'png' : 'jpg',
  });
}

function toItem(
  row: MediaSummary,
  usedBy: MediaUse[],
  names: ReadonlyMap<string, string>,
): MediaItem {
  return {
    id: row.id,
    url: urlOf(row),
    fileName: row.fileName,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
    alt: row.alt,
    caption: row.caption,
    uploadedBy: row.uploadedBy ? (names.get(row.uploadedBy) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    usedBy,
  };
}

/** The media hashes an image field or list names. */
function hashesIn(urls: readonly (string | null)[]): string[] {
  return urls.flatMap((url) => {
    const ref = url ? parseMediaUrl(url) : null;
    return ref ? [ref.hash] : [];
  });
}

export interface NewMedia {
  original: PreparedOriginal;
  hash: string;
  fileName: string;
  alt: string;
  caption: string;
  uploadedBy: string | null;
}

export function createMediaService(store: Store) {
  const { db, fragments } = store;
  const { articles, authorProfiles, media, users } = store.tables;
  /** What serving an image's URLs needs besides its bytes. */
  const servedColumns = {
    mimeType: media.mimeType,
    width: media.width,
    height: media.height,
    placeholder: media.placeholder,
  };
  const summaryColumns = summaryColumnsOf(media);
  /**
   * Where each image is used, by hash: articles (hero or additional images)
   * and author profiles (avatar). Two queries for any number of images.
   */
  async function usesByHash(reader: Pick<Db, 'select'> = db): Promise<Map<string, MediaUse[]>> {
    const uses = new Map<string, MediaUse[]>();
    const add = (hash: string, use: MediaUse) => {
      const list = uses.get(hash) ?? [];
      if (!list.some((known) => known.kind === use.kind && known.id === use.id)) list.push(use);
      uses.set(hash, list);
    };
    const articleRows = await reader
      .select({
        id: articles.id,
        title: articles.title,
        slug: articles.slug,
        image: articles.image,
        additionalImages: articles.additionalImages,
      })
      .from(articles)
      .where(
        or(
          fragments.likeFoldingAscii(articles.image, '/media/%'),
          sql`EXISTS (SELECT 1 FROM ${fragments.listItems(articles.additionalImages, 'image')} WHERE ${fragments.likeFoldingAscii(sql`${sql.identifier('image')}.value`, '%/media/%')})`,
        ),
      );
    for (const row of articleRows) {
      for (const hash of hashesIn([row.image, ...row.additionalImages])) {
        add(hash, { kind: 'article', id: row.id, title: row.title, slug: row.slug });
      }
    }
    const authorRows = await reader
      .select({ id: authorProfiles.id, name: authorProfiles.name, avatar: authorProfiles.avatar })
      .from(authorProfiles)
      .where(fragments.likeFoldingAscii(authorProfiles.avatar, '/media/%'));
    for (const row of authorRows) {
      for (const hash of hashesIn([row.avatar])) {
        add(hash, { kind: 'author', id: row.id, title: row.name });
      }
    }
    return uses;
  }

  /** Usernames by account id: the newsroom has few accounts. */
  async function usernames(): Promise<Map<string, string>> {
    const rows = await db.select({ id: users.id, username: users.username }).from(users);
    return new Map(rows.map((row) => [row.id, row.username]));
  }

  async function item(row: MediaSummary, known?: Map<string, MediaUse[]>): Promise<MediaItem> {
    const uses = known ?? (await usesByHash());
    return toItem(row, uses.get(row.hash) ?? [], await usernames());
  }

  async function summary(id: number): Promise<MediaSummary | undefined> {
    const [row] = await db.select(summaryColumns).from(media).where(eq(media.id, id)).limit(1);
    return row;
  }

  return {
    /**
     * Stores one prepared image. One INSERT: it is there whole or not at
     * all. The same picture uploaded twice is stored once; the second
     * upload answers the first one's item.
     */
    async create(input: NewMedia): Promise<MediaItem> {
      const stored = await store.transaction(async (tx) => {
        const [existing] = await tx
          .select(summaryColumns)
          .from(media)
          .where(eq(media.hash, input.hash))
          .limit(1);
        if (existing) return { row: existing, added: false };
        const [row] = await tx
          .insert(media)
          .values({
            hash: input.hash,
            fileName: input.fileName,
            mimeType: input.original.mimeType,
            width: input.original.width,
            height: input.original.height,
            placeholder: input.original.placeholder,
            byteSize: input.original.data.byteLength,
            data: input.original.data,
            alt: input.alt,
            caption: input.caption,
            uploadedBy: input.uploadedBy,
          })
          .returning(summaryColumns);
        return { row: row!, added: true };
      });
      // A new image is used nowhere yet.
      return item(stored.row, stored.added ? new Map() : undefined);
    },

    /** The library, newest first; `query` matches file name, alt text or caption. */
    async list(query?: string): Promise<MediaItem[]> {
      const pattern = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const rows = await db
        .select(summaryColumns)
        .from(media)
        .where(
          pattern
            ? or(
                sql`${media.fileName} like ${pattern} escape '\\'`,
                sql`${media.alt} like ${pattern} escape '\\'`,
                sql`${media.caption} like ${pattern} escape '\\'`,
              )
            : undefined,
        )
        .orderBy(desc(media.createdAt), desc(media.id))
        .limit(500);
      const uses = await usesByHash();
      const names = await usernames();
      return rows.map((row) => toItem(row, uses.get(row.hash) ?? [], names));
    },

    async get(id: number): Promise<MediaItem | null> {
      const row = await summary(id);
      return row ? item(row) : null;
    },

    /** Who uploaded an image: undefined when there is no such image. */
    async uploaderOf(id: number): Promise<string | null | undefined> {
      const [row] = await db
        .select({ by: media.uploadedBy })
        .from(media)
        .where(eq(media.id, id))
        .limit(1);
      return row?.by;
    },

    /**
     * What serving an image's URLs needs, by hash, without its bytes: the
     * columns before the blob, so SQLite does not read the blob's pages.
     */
    async describe(hash: string) {
      const [row] = await db.select(servedColumns).from(media).where(eq(media.hash, hash)).limit(1);
      return row;
    },

    /** The stored original and what serving it needs, by hash. */
    async original(hash: string) {
      const [row] = await db
        .select({ data: media.data, ...servedColumns })
        .from(media)
        .where(eq(media.hash, hash))
        .limit(1);
      return row;
    },

    /** Replaces alt text or caption; every page showing the image shows the new text. */
    async update(id: number, change: MediaUpdate): Promise<MediaItem | null> {
      const [row] = await store.transaction((tx) =>
        tx
          .update(media)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(media.id, id))
          .returning(summaryColumns),
      );
      return row ? item(row) : null;
    },

    /**
     * Deletes images, all or none: when any is still used by an article or a
     * profile, nothing is deleted and the ones in use are answered.
     */
    async delete(ids: readonly number[]): Promise<{ deleted: number } | { inUse: MediaItem[] }> {
      // The check and the delete in one transaction: an image put to use
      // meanwhile is not deleted from under its page.
      const outcome = await store.transaction(async (tx) => {
        const rows = await tx
          .select(summaryColumns)
          .from(media)
          .where(inArray(media.id, [...ids]));
        const uses = await usesByHash(tx);
        const inUse = rows.filter((row) => (uses.get(row.hash) ?? []).length > 0);
        if (inUse.length > 0 || rows.length === 0) return { inUse, uses, deleted: 0 };
        const deleted = await tx
          .delete(media)
          .where(
            inArray(
              media.id,
              rows.map((row) => row.id),
            ),
          )
          .returning({ id: media.id });
        return { inUse, uses, deleted: deleted.length };
      });
      if (outcome.inUse.length === 0) return { deleted: outcome.deleted };
      const names = await usernames();
      return {
        inUse: outcome.inUse.map((row) => toItem(row, outcome.uses.get(row.hash) ?? [], names)),
      };
    },

    /** Alt text and caption of the uploaded images among these URLs, by URL (reader pages). */
    async textsFor(
      urls: readonly (string | null | undefined)[],
    ): Promise<Record<string, MediaText>> {
      const refs = new Map<string, string>();
      for (const url of urls) {
        const ref = url ? parseMediaUrl(url) : null;
        if (ref && url) refs.set(ref.hash, url);
      }
      if (refs.size === 0) return {};
      const rows = await db
        .select({ hash: media.hash, alt: media.alt, caption: media.caption })
        .from(media)
        .where(inArray(media.hash, [...refs.keys()]));
      return Object.fromEntries(
        rows.map((row) => [refs.get(row.hash)!, { alt: row.alt, caption: row.caption }]),
      );
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(media);
      return row?.n ?? 0;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
