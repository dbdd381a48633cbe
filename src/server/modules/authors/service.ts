import { and, desc, eq, sql } from 'drizzle-orm';
import { COUNTED_ARTICLE_STATUSES } from '~/shared/article-constants';
import { usableAvatar } from '~/shared/avatars';
import type {
  AuthorProfile,
  AuthorSummary,
  ValidAuthorProfileInput,
} from '~/shared/schemas/author-profile';
import type { Db } from '../../db/client';
import type { authorProfiles } from '../../db/schema';
import type { Store } from '../../db/store';
import { isPublishedBy } from '../articles/article-rows';
import type { PublicationClock } from '../articles/publication-clock';

type AuthorProfileRow = typeof authorProfiles.$inferSelect;

export function toAuthorProfile(row: AuthorProfileRow): AuthorProfile {
  return {
    ...row,
    joinedDate: row.joinedDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Refused: another profile already has this exact name (names are unique). */
export class ProfileNameTakenError extends Error {
  constructor(readonly profileName: string) {
    super(`An author profile named "${profileName}" already exists`);
  }
}

const countedStatuses = sql.join(
  COUNTED_ARTICLE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

export function createAuthorService(store: Store, clock: PublicationClock) {
  const { db } = store;
  const { articles, authorProfiles } = store.tables;

  /** Names are unique: another profile (not `exceptId`) with this exact name refuses the write. */
  async function refuseTakenName(tx: Db, name: string, exceptId?: number): Promise<void> {
    const [row] = await tx
      .select({ id: authorProfiles.id })
      .from(authorProfiles)
      .where(eq(authorProfiles.name, name))
      .limit(1);
    if (row !== undefined && row.id !== exceptId) throw new ProfileNameTakenError(name);
  }

  return {
    /**
     * The newsroom list: every author with at least one counted (verified,
     * breaking or published) article, most prolific first, with the avatar of
     * their profile when they have one.
     */
    async listSummaries(): Promise<AuthorSummary[]> {
      // Counted first, then joined to the few profiles: the count reads the
      // status and publish-time index alone (a sixth of the time of joining
      // every article to its profile at 100,000 articles).
      const counted = db
        .select({ name: articles.author, articleCount: sql<number>`count(*)`.as('article_count') })
        .from(articles)
        .where(
          and(
            sql`${articles.status} IN (${countedStatuses})`,
            isPublishedBy(clock.now(), articles),
          ),
        )
        .groupBy(articles.author)
        .as('counted');
      const rows = await db
        .select({
          name: counted.name,
          avatar: authorProfiles.avatar,
          articleCount: sql<number>`${counted.articleCount}`.mapWith(Number),
        })
        .from(counted)
        .leftJoin(authorProfiles, eq(authorProfiles.name, counted.name))
        .orderBy(desc(counted.articleCount), counted.name);
      return rows.map((row) => ({ ...row, avatar: usableAvatar(row.avatar) }));
    },

    /** Every profile, active or not, by name: the back office's list. */
    async listProfiles(): Promise<AuthorProfile[]> {
      const rows = await db.select().from(authorProfiles).orderBy(authorProfiles.name);
      return rows.map(toAuthorProfile);
    },

    /** An active profile by its exact name, or null. */
    async findProfileByName(name: string): Promise<AuthorProfile | null> {
      const [row] = await db
        .select()
        .from(authorProfiles)
        .where(eq(authorProfiles.name, name))
        .limit(1);
      return row?.isActive ? toAuthorProfile(row) : null;
    },

    /**
     * A new profile. Throws ProfileNameTakenError when one already has this
     * exact name: the check and the insert share one transaction.
     */
    async createProfile(input: ValidAuthorProfileInput): Promise<AuthorProfile> {
      const now = new Date(clock.now());
      return store.transaction(async (tx) => {
        await refuseTakenName(tx, input.name);
        const [row] = await tx
          .insert(authorProfiles)
          .values({
            ...input,
            joinedDate: input.joinedDate ? new Date(input.joinedDate) : now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return toAuthorProfile(row!);
      });
    },

    /**
     * Replaces a profile's fields, keeping its joined date unless one is
     * given; null when absent. Throws ProfileNameTakenError when another
     * profile has the name (checked in the same transaction as the write).
     */
    async updateProfile(id: number, input: ValidAuthorProfileInput): Promise<AuthorProfile | null> {
      const { joinedDate, ...fields } = input;
      return store.transaction(async (tx) => {
        await refuseTakenName(tx, input.name, id);
        const [row] = await tx
          .update(authorProfiles)
          .set({
            ...fields,
            ...(joinedDate ? { joinedDate: new Date(joinedDate) } : {}),
            updatedAt: new Date(clock.now()),
          })
          .where(eq(authorProfiles.id, id))
          .returning();
        return row ? toAuthorProfile(row) : null;
      });
    },

    /**
     * False when there was no such profile. The author's articles stay: their
     * link to the profile is cleared by the foreign key (ON DELETE SET NULL).
     */
    async deleteProfile(id: number): Promise<boolean> {
      const gone = await store.transaction((tx) =>
        tx
          .delete(authorProfiles)
          .where(eq(authorProfiles.id, id))
          .returning({ id: authorProfiles.id }),
      );
      return gone.length > 0;
    },
  };
}

export type AuthorService = ReturnType<typeof createAuthorService>;
