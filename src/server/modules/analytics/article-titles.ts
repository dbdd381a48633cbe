import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Store } from '../../db/store';
import { chunks, INSERT_CHUNK } from './row-batches';

/** Titles of the given articles, for the lists that name them. */
export async function titlesOf(
  db: Pick<Db, 'select'>,
  { articles }: Store['tables'],
  ids: number[],
): Promise<Map<number, string>> {
  const titles = new Map<number, string>();
  for (const part of chunks(ids, INSERT_CHUNK)) {
    for (const row of await db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(inArray(articles.id, part))) {
      titles.set(row.id, row.title);
    }
  }
  return titles;
}
