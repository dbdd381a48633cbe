import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { chunks, INSERT_CHUNK } from './row-batches';

/** Titles of the given articles, for the lists that name them. */
export function titlesOf(db: Db, ids: number[]): Map<number, string> {
  const titles = new Map<number, string>();
  for (const part of chunks(ids, INSERT_CHUNK)) {
    for (const row of db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(inArray(articles.id, part))
      .all()) {
      titles.set(row.id, row.title);
    }
  }
  return titles;
}
