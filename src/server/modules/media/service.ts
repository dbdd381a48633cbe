import { desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { mediaUrl, parseMediaUrl } from '~/shared/media-url';
import type { MediaItem, MediaText, MediaUpdate, MediaUse } from '~/shared/schemas/media';
import { articles, authorProfiles, media, users } from '../../db/schema';
import type { Store } from '../../db/store';
import type { PreparedOriginal } from './image-processing';

/** Every column but the image bytes: what lists and checks read. */
const summaryColumns = {
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
};

type MediaSummary = {
  [K in keyof typeof summaryColumns]: (typeof media.$inferSelect)[K];
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
  const { db } = store;
  /**
   * Where each image is used, by hash: articles (hero or additional images)
   * and author profiles (avatar). Two queries for any number of images.
   */
  function usesByHash(): Map<string, MediaUse[]> {
    const uses = new Map<string, MediaUse[]>();
    const add = (hash: string, use: MediaUse) => {
      const list = uses.get(hash) ?? [];
      if (!list.some((known) => known.kind === use.kind && known.id === use.id)) list.push(use);
      uses.set(hash, list);
    };
    const articleRows = db
      .select({
        id: articles.id,
        title: articles.title,
        slug: articles.slug,
        image: articles.image,
        additionalImages: articles.additionalImages,
      })
      .from(articles)
      .where(or(like(articles.image, '/media/%'), like(articles.additionalImages, '%/media/%')))
      .all();
    for (const row of articleRows) {
      for (const hash of hashesIn([row.image, ...row.additionalImages])) {
        add(hash, { kind: 'article', id: row.id, title: row.title, slug: row.slug });
      }
    }
    const authorRows = db
      .select({ id: authorProfiles.id, name: authorProfiles.name, avatar: authorProfiles.avatar })
      .from(authorProfiles)
      .where(like(authorProfiles.avatar, '/media/%'))
      .all();
    for (const row of authorRows) {
      for (const hash of hashesIn([row.avatar])) {
        add(hash, { kind: 'author', id: row.id, title: row.name });
      }
    }
    return uses;
  }

  /** Usernames by account id: the newsroom has few accounts. */
  function usernames(): Map<string, string> {
    const rows = db.select({ id: users.id, username: users.username }).from(users).all();
    return new Map(rows.map((row) => [row.id, row.username]));
  }

  function item(row: MediaSummary, uses = usesByHash()): MediaItem {
    return toItem(row, uses.get(row.hash) ?? [], usernames());
  }

  function summary(id: number): MediaSummary | undefined {
    return db.select(summaryColumns).from(media).where(eq(media.id, id)).get();
  }

  return {
    /**
     * Stores one prepared image. One INSERT: it is there whole or not at
     * all. The same picture uploaded twice is stored once; the second
     * upload answers the first one's item.
     */
    create(input: NewMedia): MediaItem {
      const existing = db
        .select(summaryColumns)
        .from(media)
        .where(eq(media.hash, input.hash))
        .get();
      if (existing) return item(existing);
      const row = db
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
        .returning(summaryColumns)
        .get();
      return item(row, new Map());
    },

    /** The library, newest first; `query` matches file name, alt text or caption. */
    list(query?: string): MediaItem[] {
      const pattern = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const rows = db
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
        .limit(500)
        .all();
      const uses = usesByHash();
      const names = usernames();
      return rows.map((row) => toItem(row, uses.get(row.hash) ?? [], names));
    },

    get(id: number): MediaItem | null {
      const row = summary(id);
      return row ? item(row) : null;
    },

    /** Who uploaded an image: undefined when there is no such image. */
    uploaderOf(id: number): string | null | undefined {
      return db.select({ by: media.uploadedBy }).from(media).where(eq(media.id, id)).get()?.by;
    },

    /**
     * What serving an image's URLs needs, by hash, without its bytes: the
     * columns before the blob, so SQLite does not read the blob's pages.
     */
    describe(hash: string) {
      return db
        .select({
          mimeType: media.mimeType,
          width: media.width,
          height: media.height,
          placeholder: media.placeholder,
        })
        .from(media)
        .where(eq(media.hash, hash))
        .get();
    },

    /** The stored original and what serving it needs, by hash. */
    original(hash: string) {
      return db
        .select({
          data: media.data,
          mimeType: media.mimeType,
          width: media.width,
          height: media.height,
          placeholder: media.placeholder,
        })
        .from(media)
        .where(eq(media.hash, hash))
        .get();
    },

    /** Replaces alt text or caption; every page showing the image shows the new text. */
    update(id: number, change: MediaUpdate): MediaItem | null {
      const row = db
        .update(media)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(media.id, id))
        .returning(summaryColumns)
        .get();
      return row ? item(row) : null;
    },

    /**
     * Deletes images, all or none: when any is still used by an article or a
     * profile, nothing is deleted and the ones in use are answered.
     */
    delete(ids: readonly number[]): { deleted: number } | { inUse: MediaItem[] } {
      const rows = db
        .select(summaryColumns)
        .from(media)
        .where(inArray(media.id, [...ids]))
        .all();
      const uses = usesByHash();
      const inUse = rows.filter((row) => (uses.get(row.hash) ?? []).length > 0);
      if (inUse.length > 0) return { inUse: inUse.map((row) => item(row, uses)) };
      if (rows.length === 0) return { deleted: 0 };
      const deleted = db
        .delete(media)
        .where(
          inArray(
            media.id,
            rows.map((row) => row.id),
          ),
        )
        .returning({ id: media.id })
        .all().length;
      return { deleted };
    },

    /** Alt text and caption of the uploaded images among these URLs, by URL (reader pages). */
    textsFor(urls: readonly (string | null | undefined)[]): Record<string, MediaText> {
      const refs = new Map<string, string>();
      for (const url of urls) {
        const ref = url ? parseMediaUrl(url) : null;
        if (ref && url) refs.set(ref.hash, url);
      }
      if (refs.size === 0) return {};
      const rows = db
        .select({ hash: media.hash, alt: media.alt, caption: media.caption })
        .from(media)
        .where(inArray(media.hash, [...refs.keys()]))
        .all();
      return Object.fromEntries(
        rows.map((row) => [refs.get(row.hash)!, { alt: row.alt, caption: row.caption }]),
      );
    },

    count(): number {
      return db.select({ n: sql<number>`count(*)` }).from(media).get()?.n ?? 0;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
