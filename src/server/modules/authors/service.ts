import { desc, eq, sql } from 'drizzle-orm';
import { COUNTED_ARTICLE_STATUSES } from '~/shared/article-constants';
import { usableAvatar } from '~/shared/avatars';
import type {
  AuthorProfile,
  AuthorSummary,
  ValidAuthorProfileInput,
} from '~/shared/schemas/author-profile';
import type { Db } from '../../db/client';
import { articles, authorProfiles } from '../../db/schema';

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

export function createAuthorService(db: Db) {
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
        .where(sql`${articles.status} IN (${countedStatuses})`)
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
  };
}

export type AuthorService = ReturnType<typeof createAuthorService>;
