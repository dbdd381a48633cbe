import { desc, eq } from 'drizzle-orm';
import type { BreakingNewsItem, ValidBreakingNewsInput } from '~/shared/schemas/breaking-news';
import type { Db } from '../../db/client';
import { breakingNews } from '../../db/schema';

type BreakingNewsRow = typeof breakingNews.$inferSelect;

function toItem(row: BreakingNewsRow): BreakingNewsItem {
  return {
    id: row.id,
    text: row.text,
    link: row.link || null,
    priority: row.priority,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createBreakingNewsService(db: Db) {
  return {
    /** The public ticker: active items, highest priority first, newest first within a priority. */
    listActive(): BreakingNewsItem[] {
      return db
        .select()
        .from(breakingNews)
        .where(eq(breakingNews.active, true))
        .orderBy(desc(breakingNews.priority), desc(breakingNews.createdAt), desc(breakingNews.id))
        .all()
        .map(toItem);
    },

    create(input: ValidBreakingNewsInput, authorId: string | null = null): BreakingNewsItem {
      const now = new Date();
      return toItem(
        db
          .insert(breakingNews)
          .values({ ...input, link: input.link || null, authorId, createdAt: now, updatedAt: now })
          .returning()
          .get(),
      );
    },
  };
}

export type BreakingNewsService = ReturnType<typeof createBreakingNewsService>;
