import { and, count, inArray, type SQL, sql } from 'drizzle-orm';
import { searchTerms } from '~/shared/search-terms';
import type { ArticlesTable } from './article-rows';
import type { SearchReads } from './search-hits';
import type { SearchIndex } from './search-index';
import { termPattern } from './search-pattern';
import type { Reader } from './search-steps';

/**
 * SQLite's reads for a ranking: FTS5 gives the candidates (search-index.ts,
 * the body's own index for "may hold"), all synchronous on `tx`, the
 * search's read transaction on the reading connection.
 */
export function sqliteSearchReads(
  tx: Reader,
  articles: ArticlesTable,
  index: SearchIndex,
  where: SQL | undefined,
): SearchReads {
  return {
    bodies: (ids) =>
      new Map(
        tx
          .select({ id: articles.id, content: articles.content })
          .from(articles)
          .where(inArray(articles.id, ids))
          .all()
          .map((row) => [row.id, row.content]),
      ),
    candidateIds: (q) => index.candidateIds(q),
    scannedIds: () =>
      tx
        .select({ id: articles.id })
        .from(articles)
        .where(where)
        .all()
        .map((row) => row.id),
    bodyIds: (q) => index.bodyIds(q),
  };
}

/**
 * PostgreSQL's reads for a ranking, awaited on `tx`: the candidates are the
 * rows `where` (the public conditions with search-postgres.ts's trigram
 * condition) selects, ids only; a term's body candidates are the rows whose
 * body its expression matches (the body's trigram index). The database
 * checks each expression itself, so only ids travel.
 */
export function postgresSearchReads(
  tx: Reader,
  articles: ArticlesTable,
  where: SQL | undefined,
): SearchReads {
  const ids = async (condition: SQL | undefined) =>
    (await tx.select({ id: articles.id }).from(articles).where(condition)).map((row) => row.id);
  return {
    bodies: async (wanted) =>
      new Map(
        (
          await tx
            .select({ id: articles.id, content: articles.content })
            .from(articles)
            .where(inArray(articles.id, wanted))
        ).map((row) => [row.id, row.content]),
      ),
    candidateIds: () => ids(where),
    scannedIds: () => ids(where),
    confirming: {
      async count(limit) {
        const candidates = tx
          .select({ id: articles.id })
          .from(articles)
          .where(where)
          .limit(limit)
          .as('candidates');
        const [row] = await tx.select({ n: count() }).from(candidates);
        return row?.n ?? 0;
      },
      among: async (wanted) =>
        new Map(
          (
            await tx
              .select({ id: articles.id, content: articles.content })
              .from(articles)
              .where(and(inArray(articles.id, wanted), where))
          ).map((row) => [row.id, row.content]),
        ),
    },
    async bodyIds(q) {
      const byTerm = new Map<string, Promise<number[]>>();
      const terms = searchTerms(q);
      for (const term of terms) {
        if (!byTerm.has(term))
          byTerm.set(term, ids(sql`${articles.content} ~ ${termPattern(term)}`));
      }
      return Promise.all(terms.map((term) => byTerm.get(term)!));
    },
  };
}
