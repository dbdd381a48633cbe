import { and, desc, eq, sql } from 'drizzle-orm';
import { COUNTED_ARTICLE_STATUSES } from '~/shared/article-constants';
import { usableAvatar } from '~/shared/avatars';
import type {
  AuthorProfile,
  AuthorSummary,
  ValidAuthorProfileInput,
} from '~/shared/schemas/author-profile';
import { articles, authorProfiles } from '../../db/schema';
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

const countedStatuses = sql.join(
  COUNTED_ARTICLE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

export function createAuthorService(store: Store, clock: PublicationClock) {
  const { db } = store;
  return {
    /**
     * The newsroom list: every author with at least one counted (verified,
     * breaking or published) article, most prolific first, with the avatar of
     * their profile when they have one.
     */
    listSummaries(): AuthorSummary[] {
      const articleCount = sql<number>`count(*)`.mapWith(Number);
      const rows = db
        .select({ name: articles.author, avatar: authorProfiles.avatar, articleCount })
        .from(articles)
        .leftJoin(authorProfiles, eq(authorProfiles.name, articles.author))
        .where(and(sql`${articles.status} IN (${countedStatuses})`, isPublishedBy(clock.now())))
        .groupBy(articles.author)
        .orderBy(desc(articleCount), articles.author)
        .all();
      return rows.map((row) => ({ ...row, avatar: usableAvatar(row.avatar) }));
    },

    /** Every profile, active or not, by name: the back office's list. */
    listProfiles(): AuthorProfile[] {
      return db
        .select()
        .from(authorProfiles)
        .orderBy(authorProfiles.name)
        .all()
        .map(toAuthorProfile);
    },

    /** An active profile by its exact name, or null. */
    findProfileByName(name: string): AuthorProfile | null {
      const row = db.select().from(authorProfiles).where(eq(authorProfiles.name, name)).get();
      return row?.isActive ? toAuthorProfile(row) : null;
    },

    createProfile(input: ValidAuthorProfileInput): AuthorProfile {
      const now = new Date();
      return toAuthorProfile(
        db
          .insert(authorProfiles)
          .values({
            ...input,
            joinedDate: input.joinedDate ? new Date(input.joinedDate) : now,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
          .get(),
      );
    },

    /** Whether a profile other than `exceptId` already has this exact name (names are unique). */
    isProfileNameTaken(name: string, exceptId?: number): boolean {
      const row = db
        .select({ id: authorProfiles.id })
        .from(authorProfiles)
        .where(eq(authorProfiles.name, name))
        .get();
      return row !== undefined && row.id !== exceptId;
    },

    /** Replaces a profile's fields, keeping its joined date unless one is given; null when absent. */
    updateProfile(id: number, input: ValidAuthorProfileInput): AuthorProfile | null {
      const { joinedDate, ...fields } = input;
      const row = db
        .update(authorProfiles)
        .set({
          ...fields,
          ...(joinedDate ? { joinedDate: new Date(joinedDate) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(authorProfiles.id, id))
        .returning()
        .get();
      return row ? toAuthorProfile(row) : null;
    },

    /**
     * False when there was no such profile. The author's articles stay: their
     * link to the profile is cleared by the foreign key (ON DELETE SET NULL).
     */
    deleteProfile(id: number): boolean {
      return (
        db
          .delete(authorProfiles)
          .where(eq(authorProfiles.id, id))
          .returning({ id: authorProfiles.id })
          .all().length > 0
      );
    },
  };
}

export type AuthorService = ReturnType<typeof createAuthorService>;
