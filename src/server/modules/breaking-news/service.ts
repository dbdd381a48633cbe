import { desc, eq } from 'drizzle-orm';
import type { BreakingNewsItem, ValidBreakingNewsInput } from '~/shared/schemas/breaking-news';
import type { breakingNews } from '../../db/schema';
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
  const { breakingNews } = store.tables;
  return {
    /** The public ticker: active items, highest priority first, newest first within a priority. */
    async listActive(): Promise<BreakingNewsItem[]> {
      const rows = await db
        .select()
        .from(breakingNews)
        .where(eq(breakingNews.active, true))
        .orderBy(desc(breakingNews.priority), desc(breakingNews.createdAt), desc(breakingNews.id));
      return rows.map(toItem);
    },

    async create(
      input: ValidBreakingNewsInput,
      authorId: string | null = null,
    ): Promise<BreakingNewsItem> {
      const now = new Date();
      const [row] = await store.transaction((tx) =>
        tx
          .insert(breakingNews)
          .values({ ...input, link: input.link || null, authorId, createdAt: now, updatedAt: now })
          .returning(),
      );
      return toItem(row!);
    },

    /** The back office's list: every item, active or not, by priority and then newest. */
    async listAll(): Promise<BreakingNewsItem[]> {
      const rows = await db
        .select()
        .from(breakingNews)
        .orderBy(desc(breakingNews.priority), desc(breakingNews.createdAt), desc(breakingNews.id));
      return rows.map(toItem);
    },

    /** Replaces an item's fields; null when there is no such item. */
    async update(id: number, input: ValidBreakingNewsInput): Promise<BreakingNewsItem | null> {
      const [row] = await store.transaction((tx) =>
        tx
          .update(breakingNews)
          .set({ ...input, link: input.link || null, updatedAt: new Date() })
          .where(eq(breakingNews.id, id))
          .returning(),
      );
      return row ? toItem(row) : null;
    },

    /** False when there was no such item. */
    async delete(id: number): Promise<boolean> {
      const gone = await store.transaction((tx) =>
        tx.delete(breakingNews).where(eq(breakingNews.id, id)).returning({ id: breakingNews.id }),
      );
      return gone.length > 0;
    },
  };
}

export type BreakingNewsService = ReturnType<typeof createBreakingNewsService>;
