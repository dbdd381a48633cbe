import { and, type Column, gt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { searchTerms } from '~/shared/search-terms';
import type { Store } from '../../db/store';
import type { ArticlesTable } from './article-rows';
import type { CatalogueSource } from './search-catalogue';
import { changesOf, changesSince } from './search-change-log';
import { termPattern } from './search-pattern';
import type { Reader } from './search-steps';

/**
 * PostgreSQL's candidates for a reader's query (docs/decisions/019): the
 * articles in which some term's expression (search-pattern.ts) matches the
 * title, summary, author, tags (their jsonb text) or body, each column
 * served by its trigram index (drizzle-postgres/0003). Every article the
 * shared scoring gives points is among them: a term holds no space, so it
 * never runs across markup the scoring replaces by one.
 *
 * `known`, per term, what a search already knows: `bodies`, the bodies its
 * expression matches (search-term-bodies.ts), in place of the content's
 * condition; `shortFields`, a superset of the articles whose title, summary
 * or author it matches (the catalogue's, search-reads.ts), which the
 * expressions on those columns are then checked on, through the primary
 * key. The same rows either way, without a trigram index naming (and the
 * database reading) every row that shares a trigram or two: a "k" or an "i"
 * costs the case classes most of a word's trigrams (15,640 bodies and 1,625
 * titles named for "quokka" at 100,000 articles).
 */
export function postgresSearchCondition(
  q: string,
  articles: ArticlesTable,
  known: ReadonlyMap<string, KnownRows> = new Map(),
): SQL {
  const shortColumns: (SQL | Column)[] = [articles.title, articles.summary, articles.author];
  const conditions = [...new Set(searchTerms(q))].flatMap((term) => {
    const pattern = termPattern(term);
    const { bodies, shortFields } = known.get(term) ?? {};
    const inShortColumns = shortColumns.map((column) => sql`${column} ~ ${pattern}`);
    return [
      ...(shortFields
        ? [and(idIn(articles.id, shortFields), or(...inShortColumns))!]
        : inShortColumns),
      // The tags' jsonb text spells escapes a term may match ("\n" holds an
      // "n"): no catalogue superset, the expression on its own index.
      sql`(${articles.tags}::text) ~ ${pattern}`,
      bodies ? idIn(articles.id, bodies) : sql`${articles.content} ~ ${pattern}`,
    ];
  });
  return or(...conditions) ?? sql`false`;
}

/** What a search knows of a term's rows before asking (postgresSearchCondition). */
export interface KnownRows {
  bodies?: readonly number[];
  shortFields?: readonly number[];
}

/**
 * The catalogue's source on PostgreSQL: the same change log as SQLite's
 * (`search_changes`, filled by drizzle-postgres/0003's triggers, written in
 * commit order by 0006's lock) and the same columns, read through drizzle.
 */
export function postgresCatalogueSource(tables: Store['tables']): CatalogueSource {
  const { articles, searchChanges } = tables;
  return {
    async position(reader) {
      const [row] = await reader
        .select({ seq: sql<number | null>`max(${searchChanges.seq})` })
        .from(searchChanges);
      return Number(row?.seq ?? 0);
    },
    async changesAfter(reader, position) {
      const [row] = await reader
        .select({
          newest: sql<number | null>`max(${searchChanges.seq})`,
          first: sql<number | null>`min(${searchChanges.seq})`,
        })
        .from(searchChanges);
      const settled = changesSince(position, Number(row?.newest ?? 0), Number(row?.first ?? 0));
      if (settled) return settled;
      const rows = await reader
        .select({ seq: searchChanges.seq, id: searchChanges.articleId })
        .from(searchChanges)
        .where(gt(searchChanges.seq, position))
        .orderBy(searchChanges.seq);
      return changesOf(position, rows);
    },
    rows: async (reader, ids) =>
      (
        await reader
          .select({
            id: articles.id,
            time: articles.sortTime,
            status: articles.status,
            section: articles.section,
            publishedAt: articles.publishedAt,
            title: articles.title,
            summary: articles.summary,
            author: articles.author,
            tags: articles.tags,
            bodyStart: sql<string>`substr(${articles.content}, 1, 1)`,
          })
          .from(articles)
          .where(ids === null ? undefined : idIn(articles.id, ids))
      ).map((row) => ({ ...row, publishedAt: row.publishedAt?.getTime() ?? null })),
  };
}

/** How PostgreSQL's search reads run a statement of their own in the search's transaction. */
function execute(tx: Reader, statement: SQL): Promise<Record<string, unknown>[]> {
  return (tx as unknown as { execute(query: SQL): Promise<Record<string, unknown>[]> }).execute(
    statement,
  );
}

/**
 * A search's candidate ids read a part at a time from one cursor over the
 * trigram-indexed condition (docs/decisions/019): counting up to the cap
 * and, later, listing the rest of a sparse word's candidates then recheck
 * each body once, where a count and a list would each recheck them again.
 * The cursor lives until the search's transaction ends.
 */
export interface CandidateCursor {
  /** Up to `n` more candidate ids; fewer once they ran out. */
  next(n: number): Promise<number[]>;
  /** Whether every candidate has been read. */
  readonly done: boolean;
  /** Closes the cursor before the transaction ends (another may then be opened). */
  close(): Promise<void>;
}

const CURSOR = sql.identifier('search_candidates');

export async function openCandidateCursor(tx: Reader, query: SQLWrapper): Promise<CandidateCursor> {
  // A cursor is planned for its first rows unless told otherwise; these are read to the end.
  await execute(tx, sql`SET LOCAL cursor_tuple_fraction = 1`);
  await execute(tx, sql`DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${query}`);
  let done = false;
  return {
    get done() {
      return done;
    },
    async next(n) {
      if (done) return [];
      const rows = await execute(tx, sql`FETCH ${sql.raw(String(Math.max(1, n)))} FROM ${CURSOR}`);
      if (rows.length < n) done = true;
      return rows.map((row) => Number(row.id));
    },
    async close() {
      done = true;
      await execute(tx, sql`CLOSE ${CURSOR}`);
    },
  };
}

/**
 * Runs `work` with bitmap scans off, so that a condition on a few ids is
 * checked on those rows through the primary key: with bitmaps the planner
 * takes the trigram index and rechecks every body the word's trigrams name,
 * then keeps the few asked about (1,737 bodies for a batch of 250 ids).
 */
export async function byPrimaryKey<T>(tx: Reader, work: () => Promise<T>): Promise<T> {
  await execute(tx, sql`SET LOCAL enable_bitmapscan = off`);
  const result = await work();
  await execute(tx, sql`SET LOCAL enable_bitmapscan = on`);
  return result;
}

/**
 * Runs `work` with sequential and plain index scans off, so that a
 * condition on the bodies' trigram array (body-trigrams.ts) is answered by
 * its index: the planner costs the expression as cheap, and for a common
 * word would scan the table computing it for every row (a millisecond
 * each). The bitmap gets room to stay exact (a row per match, not a page):
 * a lossy page is checked row by row, computing the expression again.
 */
export async function byBodyIndex<T>(tx: Reader, work: () => Promise<T>): Promise<T> {
  await execute(tx, sql`SET LOCAL enable_seqscan = off`);
  await execute(tx, sql`SET LOCAL enable_indexscan = off`);
  await execute(tx, sql`SET LOCAL work_mem = '64MB'`);
  const result = await work();
  await execute(tx, sql`SET LOCAL enable_seqscan TO DEFAULT`);
  await execute(tx, sql`SET LOCAL enable_indexscan TO DEFAULT`);
  await execute(tx, sql`SET LOCAL work_mem TO DEFAULT`);
  return result;
}

/**
 * `column = ANY(ids)` with the ids as one array parameter, not one
 * parameter each: a search asks about thousands at a time, and each
 * parameter costs encoding, sending and binding (PostgreSQL takes at most
 * 65,535). The primary key serves it as it serves `IN`.
 */
export function idIn(column: Column, ids: readonly number[]): SQL {
  return sql`${column} = ANY(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::integer[])`;
}

/**
 * The ids of the articles `where` selects, as one array, not a row per id:
 * decoding tens of thousands of rows cost more than finding them (about
 * 80 ms for "portal treaty" at 100,000). `limit` stops reading rows there.
 */
export async function idsWhere(
  tx: Reader,
  articles: ArticlesTable,
  where: SQL | undefined,
  limit?: number,
): Promise<number[]> {
  const selected = tx.select({ id: articles.id }).from(articles).where(where);
  const rows = (limit === undefined ? selected : selected.limit(limit)).as('selected');
  const [row] = await tx.select({ ids: sql<number[] | null>`array_agg(${rows.id})` }).from(rows);
  return row?.ids ?? [];
}
