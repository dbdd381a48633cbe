import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { searchTerms } from '~/shared/search-terms';
import type { ArticlesTable } from './article-rows';
import type { SearchReads } from './search-hits';
import type { SearchIndex } from './search-index';
import { termPattern } from './search-pattern';
import { postgresPhraseCondition, sqlitePhraseCondition } from './search-phrase';
import {
  byPrimaryKey,
  type CandidateCursor,
  idIn,
  idsWhere,
  type KnownRows,
  openCandidateCursor,
  postgresSearchCondition,
} from './search-postgres';
import type { Reader } from './search-steps';
import { FEW_BODIES, termBodies } from './search-term-bodies';

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
    phraseIds(ids, terms) {
      const phrase = sqlitePhraseCondition(articles.content, terms);
      if (!phrase) return null;
      return tx
        .select({ id: articles.id })
        .from(articles)
        .where(and(inArray(articles.id, ids), phrase))
        .all()
        .map((row) => row.id);
    },
  };
}

/**
 * A walk's batch asks which of some articles are candidates. Asked with the
 * trigram condition, the database rechecks every article the index names
 * and then keeps those in the batch: for a word in few bodies (1,737 of
 * 100,000 for "cheque") each batch rechecked them all again. So a batch is
 * checked on its own rows, through the primary key, and once the batches
 * so far found fewer than one candidate in SPARSE_SHARE, the rest of the
 * candidates are listed from the count's cursor (up to
 * LISTED_CANDIDATES_CAP: one recheck each, those counted not again) and
 * later batches are answered from that list, bodies read by id. A common
 * word fills the page from its first batch and never lists.
 */
const SPARSE_SHARE = 20;
const LISTED_CANDIDATES_CAP = 10_000;

/**
 * A term whose case-class expression matches a title, summary or author only
 * where the catalogue's lowercase text holds it (so the catalogue's holders
 * are a superset of the expression's rows): ASCII letters and digits but "i",
 * whose class holds "İ", which lowercases to two characters.
 */
const SHORT_FIELD_EXACT_TERM = /^[a-hj-z0-9]+$/;

/** A search's conditions: the filters (status, publication, section) and the query. */
export interface SearchConditions {
  filters: SQL | undefined;
  q: string;
}

/**
 * PostgreSQL's reads for a ranking, awaited on `tx`: the candidates are the
 * rows the filters and search-postgres.ts's trigram condition select, ids
 * only; a term's body candidates are the rows whose body its expression
 * matches, found through the bodies' trigram array (search-term-bodies.ts)
 * when it can answer the term. The database checks each expression itself,
 * so only ids travel.
 */
export function postgresSearchReads(
  tx: Reader,
  articles: ArticlesTable,
  { filters, q }: SearchConditions,
  shortFieldHolders: (term: string) => number[],
): SearchReads {
  const ids = (condition: SQL | undefined) => idsWhere(tx, articles, condition);
  const bodies = termBodies(tx, articles);
  /**
   * The search's condition for the statements that scan candidates (the
   * count's cursor, a candidate list), built in its transaction on first
   * use: a term whose bodies the trigram array names few of has those
   * bodies, checked, as its body condition, and a term the catalogue finds
   * in few short fields has its expressions checked on those rows. A rare
   * word with a "k" or an "i" (whose case classes cost the trigram indexes
   * most of the word's trigrams) is then not checked on the 15,640 bodies
   * and 1,625 titles those indexes name for "quokka" at 100,000 articles.
   */
  let narrowed: Promise<SQL | undefined> | null = null;
  const narrowConditions = () => {
    narrowed ??= (async () => {
      const terms = [...new Set(searchTerms(q))];
      if (terms.length === 0) return filters;
      const known = new Map<string, KnownRows>();
      for (const term of terms) {
        const holders = SHORT_FIELD_EXACT_TERM.test(term) ? shortFieldHolders(term) : null;
        known.set(term, {
          bodies: (await bodies.fewMatching(term)) ?? undefined,
          shortFields: holders && holders.length <= FEW_BODIES ? holders : undefined,
        });
      }
      return and(filters, postgresSearchCondition(q, articles, known));
    })();
    return narrowed;
  };
  /**
   * The same rows for a statement that checks a few rows of its own through
   * the primary key (a walk's batch): the expressions, without asking the
   * array first (27 ms for a common word at 100,000 articles), unless
   * another statement of the search has already.
   */
  const plain =
    searchTerms(q).length > 0 ? and(filters, postgresSearchCondition(q, articles)) : filters;
  const batchConditions = () => narrowed ?? plain;
  const bodiesOf = async (wanted: number[]) =>
    new Map(
      (
        await tx
          .select({ id: articles.id, content: articles.content })
          .from(articles)
          .where(idIn(articles.id, wanted))
      ).map((row) => [row.id, row.content]),
    );
  /** The count's cursor over every candidate, and the candidates it has read. */
  let cursor: CandidateCursor | null = null;
  const counted = new Set<number>();
  /** The walk's batches so far: articles asked about, candidates found among them. */
  let asked = 0;
  let found = 0;
  /** Every candidate, once listed for a sparse word; 'many' when there were too many to list. */
  let listed: Set<number> | 'many' | null = null;
  /** A cursor over every candidate, counted from the start. */
  const openCount = async () => {
    // Counted again in the same search: start over.
    if (cursor) await cursor.close();
    counted.clear();
    listed = null;
    asked = 0;
    found = 0;
    const where = await narrowConditions();
    cursor = await openCandidateCursor(
      tx,
      tx.select({ id: articles.id }).from(articles).where(where),
    );
    return cursor;
  };
  return {
    bodies: bodiesOf,
    // The count read every candidate when it stopped short of its limit.
    candidateIds: async () => (cursor?.done ? [...counted] : ids(await narrowConditions())),
    scannedIds: async () => ids(await narrowConditions()),
    confirming: {
      async count(limit) {
        const opened = await openCount();
        for (const id of await opened.next(limit)) counted.add(id);
        return counted.size;
      },
      async among(wanted) {
        if (listed === null && asked > 0 && found * SPARSE_SHARE < asked) {
          // A sparse word: list the candidates the count did not reach (or
          // every one, when the walk began without a count).
          cursor ??= await openCount();
          const rest = await cursor.next(LISTED_CANDIDATES_CAP + 1 - counted.size);
          for (const id of rest) counted.add(id);
          listed = cursor.done ? counted : 'many';
        }
        if (listed !== null && listed !== 'many') {
          const known = listed;
          const mine = wanted.filter((id) => known.has(id));
          return mine.length === 0 ? new Map<number, string>() : bodiesOf(mine);
        }
        const where = await batchConditions();
        const rows = await byPrimaryKey(tx, () =>
          tx
            .select({ id: articles.id, content: articles.content })
            .from(articles)
            .where(and(idIn(articles.id, wanted), where)),
        );
        asked += wanted.length;
        found += rows.length;
        return new Map(rows.map((row) => [row.id, row.content]));
      },
    },
    phraseIds(wanted, terms) {
      const phrase = postgresPhraseCondition(articles.content, terms);
      return phrase && ids(and(idIn(articles.id, wanted), phrase));
    },
    async bodyIds(query, { onlyBounds = false } = {}) {
      const byTerm = new Map<string, number[]>();
      const terms = searchTerms(query);
      for (const term of terms) {
        if (byTerm.has(term)) continue;
        // The trigram array names the bodies holding the term's trigrams
        // without reading them: every body the expression matches, and a
        // few more. Bounds only: that serves. Otherwise those bodies alone
        // are checked, through the primary key: the content's own trigram
        // index may name far more (a term with a "k" or an "i" loses most of
        // its trigrams to the case classes: 15,640 bodies for "quokka").
        const found = onlyBounds ? await bodies.named(term) : await bodies.matching(term);
        byTerm.set(term, found ?? (await ids(sql`${articles.content} ~ ${termPattern(term)}`)));
      }
      return terms.map((term) => byTerm.get(term)!);
    },
  };
}
