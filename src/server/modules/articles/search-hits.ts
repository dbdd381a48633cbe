import { SEARCH_COUNT_CAP, SEARCH_RESULT_LIMIT, searchScore } from '~/shared/search-scoring';
import { searchTerms } from '~/shared/search-terms';
import type { CatalogueEntry, SearchCatalogue } from './search-catalogue';
import { read, type Steps, type Wait } from './search-steps';

/** Articles scored at a time after the first batch. */
export const SCORING_BATCH = 250;
/**
 * The first batch: a page of 100 and a few more. Most candidates do score,
 * so this usually fills the page, and a larger first batch would only read
 * and score bodies that are never shown.
 */
export const FIRST_BATCH = SEARCH_RESULT_LIMIT + 20;

/** A scored article: what the shared order compares. */
export interface Hit {
  id: number;
  score: number;
  time: number;
}

/** What a search shows: the ids and scores of its first 100 hits, and how many matched (capped). */
export interface RankedSearch {
  shown: { id: number; score: number }[];
  total: number;
}

/**
 * What a ranking asks of its engine (search-reads.ts): the only reads that
 * differ between SQLite and PostgreSQL. Each runs within the search's one
 * read transaction, so the candidates counted, scored and shown agree.
 */
export interface SearchReads {
  /** The bodies of these articles, by id. */
  bodies(ids: number[]): Wait<Map<number, string>>;
  /**
   * The ids of every article the engine's index finds for the query (a
   * superset of those any term appears in; callers filter); null when a term
   * must be scanned for instead.
   */
  candidateIds(q: string): Wait<number[] | null>;
  /** The ids within the search's conditions, found by scanning: the fallback of candidateIds. */
  scannedIds(): Wait<number[]>;
  /**
   * Per term (as searchTerms splits them), the ids whose body may hold it;
   * null for a term to scan for. `onlyBounds`: the ids only bound scores
   * (past the count cap the total is "more than 1,000" whatever they are),
   * so an engine may answer with a looser superset it finds faster.
   */
  bodyIds(q: string, options?: { onlyBounds?: boolean }): Wait<(number[] | null)[]>;
  /**
   * Which of these articles' bodies may hold the terms as one phrase (the
   * whole query), tested in the database (search-phrase.ts): a superset of
   * those whose body does. Null when the engine cannot test this phrase
   * exactly: every body holding each term may then hold it.
   */
  phraseIds(ids: number[], terms: readonly string[]): Wait<number[]> | null;
  /**
   * For an engine whose index confirms a candidate only by reading its row
   * (PostgreSQL's trigram indexes recheck each one), so that listing every
   * candidate of a common word costs reading a third of the archive: the
   * candidates counted up to `limit` (the database stops there), and which
   * of some articles are candidates, with their bodies. Past the cap, the
   * date and title orders then walk the catalogue asking a batch at a time.
   */
  confirming?: {
    count(limit: number): Wait<number>;
    among(ids: number[]): Wait<Map<number, string>>;
  };
}

/** What ranking needs: the engine's reads, the catalogue, and the filters for a catalogued article. */
export interface SearchScope {
  reads: SearchReads;
  catalogue: SearchCatalogue;
  /**
   * The search's filters (public-service's conditions), asked of a stored
   * catalogue slot: the catalogue's `keeper`, which reads typed arrays, not
   * the article's entry.
   */
  keep: (slot: number) => boolean;
}

/** The shared order's tie-break: the newer article, then the higher id. */
export const newerFirst = (a: Omit<Hit, 'score'>, b: Omit<Hit, 'score'>) =>
  b.time - a.time || b.id - a.id;

/** "relevance": the higher score, then the shared tie-break. */
export const byRelevance = (a: Hit, b: Hit) => b.score - a.score || newerFirst(a, b);

/** Scores a batch of catalogued articles, their bodies read in one query; hits keep the batch's order. */
export function* scoreBatch(
  { reads }: Pick<SearchScope, 'reads'>,
  batch: CatalogueEntry[],
  q: string,
): Steps<{ hits: Hit[]; zero: number }> {
  const bodies =
    batch.length === 0
      ? new Map<number, string>()
      : yield* read(reads.bodies(batch.map((entry) => entry.id)));
  const hits: Hit[] = [];
  let zero = 0;
  for (const entry of batch) {
    const score = searchScore({ ...entry, content: bodies.get(entry.id) ?? '' }, q);
    if (score > 0) hits.push({ id: entry.id, score, time: entry.time });
    else zero += 1;
  }
  return { hits, zero };
}

/** The candidates of a query, by catalogue slot, within the filters; and how many. */
export interface Candidates {
  marked: Uint8Array;
  count: number;
}

/**
 * Every candidate within the filters: those the full-text index finds (read
 * alone, ids only; the filters are the catalogue's), which include every
 * article holding a term in a short field, and `certain` ones already known.
 * A term the index cannot look up falls back to the SQL conditions, which
 * scan, and to the catalogue's short-field hits.
 */
export function* markCandidates(
  scope: SearchScope,
  q: string,
  certain: number[] = [],
): Steps<Candidates> {
  const { catalogue, keep } = scope;
  const marked = new Uint8Array(catalogue.size());
  let count = 0;
  const mark = (slot: number) => {
    if (marked[slot] === 1) return;
    marked[slot] = 1;
    count += 1;
  };
  for (const slot of certain) mark(slot);
  let ids = yield* read(scope.reads.candidateIds(q));
  if (ids === null) {
    for (const slot of catalogue.shortScores(searchTerms(q), keep).slots) mark(slot);
    ids = yield* read(scope.reads.scannedIds());
  }
  for (const id of ids) {
    const slot = catalogue.slotOf(id);
    if (slot !== undefined && keep(slot)) mark(slot);
  }
  return { marked, count };
}

/**
 * Walks the candidates in `order`, scoring a batch at a time, while `goOn`
 * says so before each batch (given its first article); `skip` leaves some
 * candidates out. Returns the hits in walking order and how many scored 0.
 */
export function* scoreInOrder(
  scope: SearchScope,
  q: string,
  order: readonly number[],
  { marked }: Candidates,
  goOn: (next: CatalogueEntry, hits: readonly Hit[]) => boolean,
  skip: (slot: number) => boolean = () => false,
): Steps<{ hits: Hit[]; zero: number }> {
  const hits: Hit[] = [];
  let zero = 0;
  let batch: CatalogueEntry[] = [];
  let size = FIRST_BATCH;
  function* flush() {
    const scored = yield* scoreBatch(scope, batch, q);
    hits.push(...scored.hits);
    zero += scored.zero;
    batch = [];
    size = SCORING_BATCH;
  }
  for (const slot of order) {
    if (marked[slot] !== 1 || skip(slot)) continue;
    const entry = scope.catalogue.entry(slot)!;
    if (batch.length === 0 && !goOn(entry, hits)) return { hits, zero };
    batch.push(entry);
    if (batch.length === size) yield* flush();
  }
  if (batch.length > 0) yield* flush();
  return { hits, zero };
}

/**
 * Walks `order` (every article within the filters, not only candidates),
 * asking the engine a batch at a time which are candidates (with their
 * bodies), and scores those, until `limit` have scored. The batches grow
 * while they find few: a rarer word is walked further at a time.
 */
export function* walkConfirming(
  scope: SearchScope,
  q: string,
  order: readonly number[],
  confirming: NonNullable<SearchReads['confirming']>,
  limit: number,
): Steps<{ hits: Hit[]; zero: number }> {
  const { catalogue, keep } = scope;
  const hits: Hit[] = [];
  let zero = 0;
  let batch: CatalogueEntry[] = [];
  let size = SCORING_BATCH;
  function* confirm() {
    const bodies = yield* read(confirming.among(batch.map((entry) => entry.id)));
    for (const entry of batch) {
      const content = bodies.get(entry.id);
      if (content === undefined) continue;
      const score = searchScore({ ...entry, content }, q);
      if (score > 0) hits.push({ id: entry.id, score, time: entry.time });
      else zero += 1;
    }
    batch = [];
    size = Math.min(size * 2, MAX_WALK_BATCH);
  }
  for (const slot of order) {
    if (!keep(slot)) continue;
    const entry = catalogue.entry(slot);
    if (!entry) continue;
    batch.push(entry);
    if (batch.length === size) {
      yield* confirm();
      if (hits.length >= limit) return { hits, zero };
    }
  }
  if (batch.length > 0) yield* confirm();
  return { hits, zero };
}

/** The most articles a walk asks about at once. */
const MAX_WALK_BATCH = 4_000;

/**
 * How many matched, exact up to the cap, one past it when there are more:
 * the candidates less those scored 0 (candidates left unscored count as
 * matches, as they always have).
 */
export function totalOf(candidates: number, matched: number, zero: number): number {
  if (candidates > SEARCH_COUNT_CAP) return SEARCH_COUNT_CAP + 1;
  return Math.max(matched, candidates - zero);
}

/** Keeps the best `SEARCH_RESULT_LIMIT` of two lists' union. */
export function keepBest(top: Hit[], hits: Hit[], order: (a: Hit, b: Hit) => number): Hit[] {
  return [...top, ...hits].sort(order).slice(0, SEARCH_RESULT_LIMIT);
}
