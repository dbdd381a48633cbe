import {
  SEARCH_COUNT_CAP,
  SEARCH_RESULT_LIMIT,
  SEARCH_WEIGHTS,
  searchScore,
} from '~/shared/search-scoring';
import { searchTerms } from '~/shared/search-terms';
import type { CatalogueEntry, ShortScores } from './search-catalogue';
import {
  byRelevance,
  FIRST_BATCH,
  type Hit,
  keepBest,
  markCandidates,
  newerFirst,
  type RankedSearch,
  SCORING_BATCH,
  type SearchScope,
  scoreBatch,
  totalOf,
} from './search-hits';
import { read, type Steps } from './search-steps';

/**
 * Relevance without scoring every match. Per candidate, the catalogue gives
 * its short fields' points exactly, and the body's own index says which
 * terms its body may hold: the body adds at most 5 points for each of
 * those, and the whole-query bonus only when the whole query can be found.
 * A candidate whose body holds no term is scored exactly without reading it.
 * Candidates are taken best bound first, newest first among equal bounds
 * (the shared order's tie-break), until none left could enter the first
 * 100: its bound below the 100th's score, or equal to it and older. The
 * bodies needed are read a batch at a time.
 */
export function* rankByRelevance(scope: SearchScope, q: string): Steps<RankedSearch> {
  const terms = searchTerms(q);
  const short = scope.catalogue.shortScores(terms, scope.keep);
  return (yield* rankByShortFields(scope, q, short)) ?? (yield* rankWithBodyIndex(scope, q, short));
}

/** Bodies a search may read before it asks the body index for tighter bounds. */
const SHORT_FIELD_BUDGET = 2 * SCORING_BATCH;

/**
 * The same, for an engine whose body index confirms each candidate by
 * reading it (`reads.confirming`: PostgreSQL's trigram index rechecks every
 * body holding a term's trigrams, a third of the archive for a common
 * word): reading up to a quarter of the archive's bodies by id is the
 * cheaper bet.
 */
const bodyBudget = ({ reads, catalogue }: SearchScope) =>
  reads.confirming
    ? Math.max(SHORT_FIELD_BUDGET, Math.floor(catalogue.size() / 4))
    : SHORT_FIELD_BUDGET;

/**
 * The common case, without the body index: when more than 1,000 articles
 * hold a term in a short field, and the best of them fill the page after
 * reading a few hundred bodies (each bounded by its short-field points, plus
 * 5 per term and the whole-query bonus), nothing else is read. Null when
 * that does not settle it: the body index then bounds every candidate.
 */
function* rankByShortFields(
  scope: SearchScope,
  q: string,
  { slots, scores }: ShortScores,
): Steps<RankedSearch | null> {
  if (slots.length <= SEARCH_COUNT_CAP) return null;
  const { catalogue } = scope;
  const loose = SEARCH_WEIGHTS.content * searchTerms(q).length + SEARCH_WEIGHTS.wholeQuery;
  const levels = new Map<number, CatalogueEntry[]>();
  for (const slot of slots) {
    const entry = catalogue.entry(slot)!;
    const level = levels.get(scores[slot]!);
    if (level) level.push(entry);
    else levels.set(scores[slot]!, [entry]);
  }
  let top: Hit[] = [];
  const budget = bodyBudget(scope);
  let bodiesRead = 0;
  let zero = 0;
  for (const level of [...levels.keys()].sort((a, b) => b - a)) {
    const entries = levels.get(level)!.sort(newerFirst);
    for (let start = 0, size = FIRST_BATCH; start < entries.length; start += size) {
      if (start > 0) size = SCORING_BATCH;
      const last = top[SEARCH_RESULT_LIMIT - 1];
      const next = entries[start]!;
      if (last && byRelevance({ ...next, score: level + loose }, last) >= 0) {
        return {
          shown: top.map(({ id, score }) => ({ id, score })),
          total: totalOf(slots.length, top.length, zero),
        };
      }
      if (bodiesRead >= budget) return null;
      const batch = entries.slice(start, start + size);
      const scored = yield* scoreBatch(scope, batch, q);
      bodiesRead += batch.length;
      zero += scored.zero;
      top = keepBest(top, scored.hits, byRelevance);
    }
  }
  // Every short-field hit was read and the page is not settled: the body-only ones may count.
  return null;
}

function* rankWithBodyIndex(
  scope: SearchScope,
  q: string,
  { slots, scores, termsFound }: ShortScores,
): Steps<RankedSearch> {
  const { catalogue, keep } = scope;
  const terms = searchTerms(q);
  const size = catalogue.size();

  // Per slot, how many terms its body may hold.
  const inBody = new Uint8Array(size);
  const perTerm = yield* read(scope.reads.bodyIds(q));
  const scanned = perTerm.filter((ids) => ids === null).length;
  // A term the index cannot look up may be in any candidate's body.
  const scanCandidates = scanned > 0 ? (yield* markCandidates(scope, q, slots)).marked : null;
  for (const ids of perTerm) {
    for (const id of ids ?? []) {
      const slot = catalogue.slotOf(id);
      if (slot !== undefined) inBody[slot] = Math.min(255, inBody[slot]! + 1);
    }
  }

  const phrase = terms.join(' ');
  /**
   * Whether the whole query may be in the combined text. It is either in the
   * short fields (known here), inside the body (every term in the body), or
   * runs from the short fields into a body whose text starts at once (a term
   * in the body). One term is in the short fields whenever it scores there;
   * several are all in the short fields before their text is looked at.
   */
  const wholeQueryPossible = (slot: number, short: number, body: number) => {
    if (body === terms.length) return true;
    if (short === 0) return false;
    const entry = catalogue.entry(slot)!;
    if (terms.length === 1 || (body > 0 && entry.bodyJoins)) return true;
    if (termsFound[slot]! < terms.length) return false;
    const shortText = [entry.title, entry.summary, entry.author, entry.tags.join(' ')].join(' ');
    return shortText.includes(phrase);
  };

  const bounds = new Int32Array(size);
  const levels = new Map<number, number[]>();
  let candidates = 0;
  const consider = (slot: number) => {
    if (bounds[slot] !== 0) return;
    const entry = catalogue.entry(slot);
    if (!entry || !keep(entry)) return;
    const body = Math.min(terms.length, inBody[slot]! + (scanCandidates?.[slot] ? scanned : 0));
    const short = scores[slot]!;
    if (short === 0 && body === 0) return;
    const whole = wholeQueryPossible(slot, short, body) ? SEARCH_WEIGHTS.wholeQuery : 0;
    const bound = short + SEARCH_WEIGHTS.content * body + whole;
    bounds[slot] = bound;
    candidates += 1;
    const level = levels.get(bound);
    if (level) level.push(slot);
    else levels.set(bound, [slot]);
  };
  for (const slot of slots) consider(slot);
  for (let slot = 0; slot < size; slot += 1) {
    if (inBody[slot] !== 0 || scanCandidates?.[slot]) consider(slot);
  }

  let top: Hit[] = [];
  let matched = 0;
  let zero = 0;
  let pending: Hit[] = [];
  let batch: CatalogueEntry[] = [];
  function* flush() {
    const scored = yield* scoreBatch(scope, batch, q);
    zero += scored.zero;
    matched += scored.hits.length + pending.length;
    top = keepBest(top, [...pending, ...scored.hits], byRelevance);
    pending = [];
    batch = [];
  }
  /** Whether an article of this bound could still enter the page. */
  const couldEnter = (bound: number, next: CatalogueEntry) => {
    const last = top[top.length - 1];
    return (
      !last || top.length < SEARCH_RESULT_LIMIT || byRelevance({ ...next, score: bound }, last) < 0
    );
  };

  let seen = 0;
  search: for (const level of [...levels.keys()].sort((a, b) => b - a)) {
    for (const slot of inTimeOrder(scope, levels.get(level)!, bounds, level)) {
      const entry = catalogue.entry(slot)!;
      if (!couldEnter(level, entry)) break search;
      if (inBody[slot] === 0 && !scanCandidates?.[slot]) {
        // The body holds no term: its score needs no body.
        const score = searchScore({ ...entry, content: '' }, q);
        if (score > 0) pending.push({ id: entry.id, score, time: entry.time });
        else zero += 1;
      } else batch.push(entry);
      seen += 1;
      const limit = matched + zero === 0 ? FIRST_BATCH : SCORING_BATCH;
      if (batch.length === limit || seen % limit === 0) yield* flush();
    }
  }
  yield* flush();
  return {
    shown: top.map(({ id, score }) => ({ id, score })),
    total: totalOf(candidates, matched, zero),
  };
}

/**
 * A level's slots newest first: sorted when few, else picked out of the
 * catalogue's own time order (one pass, no sort of tens of thousands).
 */
function inTimeOrder(
  scope: SearchScope,
  level: number[],
  bounds: Int32Array,
  bound: number,
): readonly number[] {
  const { catalogue } = scope;
  if (level.length * 16 < catalogue.size()) {
    return level.sort((a, b) => newerFirst(catalogue.entry(a)!, catalogue.entry(b)!));
  }
  return catalogue.timeOrder().filter((slot) => bounds[slot] === bound);
}
