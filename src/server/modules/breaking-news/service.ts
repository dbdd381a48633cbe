import { desc, eq } from 'drizzle-orm';
import type { BreakingNewsItem, ValidBreakingNewsInput } from '~/shared/schemas/breaking-news';
import { breakingNews } from '../../db/schema';
import type { Store } from '../../db/store';

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

export function createBreakingNewsService(store: Store) {
  const { db } = store;
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

    /** The back office's list: every item, active or not, by priority and then newest. */
    listAll(): BreakingNewsItem[] {
      return db
        .select()
        .from(breakingNews)
        .orderBy(desc(breakingNews.priority), desc(breakingNews.createdAt), desc(breakingNews.id))
        .all()
        .map(toItem);
    },

    /** Replaces an item's fields; null when there is no such item. */
    update(id: number, input: ValidBreakingNewsInput): BreakingNewsItem | null {
      const row = db
        .update(breakingNews)
        .set({ ...input, link: input.link || null, updatedAt: new Date() })
        .where(eq(breakingNews.id, id))
        .returning()
        .get();
      return row ? toItem(row) : null;
    },

    /** False when there was no such item. */
    delete(id: number): boolean {
      return (
        db
          .delete(breakingNews)
          .where(eq(breakingNews.id, id))
          .returning({ id: breakingNews.id })
          .all().length > 0
      );
    },
  };
}

export type BreakingNewsService = ReturnType<typeof createBreakingNewsService>;
