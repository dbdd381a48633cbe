import {
  SEARCH_COUNT_CAP,
  SEARCH_RESULT_LIMIT,
  SEARCH_WEIGHTS,
  searchScore,
} from '~/shared/search-scoring';
import { searchTerms } from '~/shared/search-terms';
import { type CatalogueEntry, type ShortScores, shortText } from './search-catalogue';
import {
  byRelevance,
  FIRST_BATCH,
  type Hit,
  keepBest,
  markCandidates,
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
  // Several terms: the body's 5 per term and the whole-query bonus leave
  // loose bounds, rarely settled by a few hundred bodies; the body index
  // bounds them at once.
  const settled = terms.length === 1 ? yield* rankByShortFields(scope, q, short) : null;
  return settled ?? (yield* rankWithBodyIndex(scope, q, short));
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
  const levels = new Map<number, number[]>();
  for (const slot of slots) {
    const level = levels.get(scores[slot]!);
    if (level) level.push(slot);
    else levels.set(scores[slot]!, [slot]);
  }
  let top: Hit[] = [];
  const budget = bodyBudget(scope);
  let bodiesRead = 0;
  let zero = 0;
  for (const level of [...levels.keys()].sort((a, b) => b - a)) {
    const order = inTimeOrder(scope, levels.get(level)!, scores, level);
    for (let start = 0, size = FIRST_BATCH; start < order.length; start += size) {
      if (start > 0) size = SCORING_BATCH;
      const last = top[SEARCH_RESULT_LIMIT - 1];
      const next = catalogue.entry(order[start]!)!;
      if (last && byRelevance({ ...next, score: level + loose }, last) >= 0) {
        return {
          shown: top.map(({ id, score }) => ({ id, score })),
          total: totalOf(slots.length, top.length, zero),
        };
      }
      if (bodiesRead >= budget) return null;
      const batch = order.slice(start, start + size).map((slot) => catalogue.entry(slot)!);
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
  // Past the cap the ids only bound scores: the total no longer counts them.
  const onlyBounds = slots.length > SEARCH_COUNT_CAP;
  const perTerm = yield* read(scope.reads.bodyIds(q, { onlyBounds }));
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
  /** The phrase's first terms, one to all but the last, as the phrase spells them. */
  const phraseHeads = terms.slice(1).map((_, end) => terms.slice(0, end + 1).join(' '));
  // Across the join, the joining space is one of the phrase's: the short
  // text ends with the terms before it, the body starts with the rest.
  const joinable = terms.length > 1 ? joinableSlots(scope, terms, phraseHeads) : null;
  const joins = (slot: number) => {
    if (joinable) return joinable[slot] === 1;
    const entry = catalogue.entry(slot)!;
    return entry.bodyJoins && phraseHeads.some((head) => shortTextEndsWith(entry, head));
  };
  /**
   * Whether the whole query may be in the combined text other than inside
   * the body: in the short fields (known here), or running from them into a
   * body whose text starts at once (a term in the body, the short text
   * ending with the terms before it). One term is in the
   * short fields whenever it scores there; several are all in the short
   * fields before their text is looked at. Inside the body it may be when
   * every term is there (`phraseUnknown`, below).
   */
  const shortOrJoinHolds = (slot: number, short: number, body: number) => {
    if (short === 0) return false;
    if (terms.length === 1) return true;
    if (body > 0 && joins(slot)) return true;
    if (termsFound[slot]! < terms.length) return false;
    return shortText(catalogue.entry(slot)!).includes(phrase);
  };

  // Past the cap the total is "more than 1,000" whatever else matches, and
  // the 100 best short-field scores are a floor under the 100th result: a
  // candidate whose bound cannot reach that floor is never looked at.
  const most = SEARCH_WEIGHTS.content * terms.length + SEARCH_WEIGHTS.wholeQuery;
  const floor = slots.length > SEARCH_COUNT_CAP ? hundredthBest(slots, scores) : 0;
  const bounds = new Int32Array(size);
  /**
   * Candidates whose whole-query bonus rests only on their body holding
   * every term: the phrase is checked in the database (`phraseIds`) for a
   * level's such candidates just before the level is walked.
   */
  const phraseUnknown = new Uint8Array(size);
  const levels = new Map<number, number[]>();
  let candidates = 0;
  const consider = (slot: number) => {
    if (bounds[slot] !== 0 || !keep(slot)) return;
    const body = Math.min(terms.length, inBody[slot]! + (scanCandidates?.[slot] ? scanned : 0));
    const short = scores[slot]!;
    if (short === 0 && body === 0) return;
    if (short + SEARCH_WEIGHTS.content * body + SEARCH_WEIGHTS.wholeQuery < floor) return;
    const inShortOrJoin = shortOrJoinHolds(slot, short, body);
    const everyTerm = body === terms.length;
    if (everyTerm && !inShortOrJoin && terms.length > 1) phraseUnknown[slot] = 1;
    const whole = everyTerm || inShortOrJoin ? SEARCH_WEIGHTS.wholeQuery : 0;
    const bound = short + SEARCH_WEIGHTS.content * body + whole;
    bounds[slot] = bound;
    candidates += 1;
    const level = levels.get(bound);
    if (level) level.push(slot);
    else levels.set(bound, [slot]);
  };
  for (const slot of slots) if (scores[slot]! + most >= floor) consider(slot);
  if (most >= floor) {
    for (let slot = 0; slot < size; slot += 1) {
      if (inBody[slot] !== 0 || scanCandidates?.[slot]) consider(slot);
    }
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

  /**
   * Moves the level's candidates whose body cannot hold the phrase down by
   * the bonus; the rest keep it (their body is read, and scored exactly).
   */
  function* checkPhrase(level: number, order: readonly number[]): Steps<readonly number[]> {
    const unknown = order.filter((slot) => phraseUnknown[slot] === 1);
    if (unknown.length === 0) return order;
    const holding = new Set<number>();
    for (let start = 0; start < unknown.length; start += PHRASE_BATCH) {
      const ids = unknown
        .slice(start, start + PHRASE_BATCH)
        .map((slot) => catalogue.entry(slot)!.id);
      const found = scope.reads.phraseIds(ids, terms);
      if (found === null) return order;
      for (const id of yield* read(found)) holding.add(id);
    }
    const lower = level - SEARCH_WEIGHTS.wholeQuery;
    for (const slot of unknown) {
      phraseUnknown[slot] = 0;
      if (holding.has(catalogue.entry(slot)!.id)) continue;
      bounds[slot] = lower;
      const moved = levels.get(lower);
      if (moved) moved.push(slot);
      else levels.set(lower, [slot]);
    }
    const kept = order.filter((slot) => bounds[slot] === level);
    levels.set(level, kept);
    return kept;
  }

  let seen = 0;
  // Levels are taken highest first; checking a phrase may add a lower one.
  const below = (level: number) =>
    [...levels.keys()].reduce<number | null>(
      (best, key) => (key < level && (best === null || key > best) ? key : best),
      null,
    );
  search: for (let level = below(Infinity); level !== null; level = below(level)) {
    let order = inTimeOrder(scope, levels.get(level)!, bounds, level);
    if (order.length > 0 && !couldEnter(level, catalogue.entry(order[0]!)!)) break;
    order = yield* checkPhrase(level, order);
    for (const slot of order) {
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
    total: totalOf(Math.max(candidates, slots.length), matched, zero),
  };
}

/**
 * The slots whose short text ends with one of the phrase's heads and whose
 * body's text starts at once, found from the catalogue's last words: only
 * those entries are read. Null when a head's last term is not one word (each
 * candidate is then looked at).
 */
function joinableSlots(
  { catalogue }: SearchScope,
  terms: readonly string[],
  heads: readonly string[],
): Uint8Array | null {
  const marked = new Uint8Array(catalogue.size());
  for (let end = 0; end < heads.length; end += 1) {
    const tails = catalogue.joinTails(terms[end]!);
    if (!tails) return null;
    for (const slots of tails) {
      for (const slot of slots) {
        if (marked[slot] === 1) continue;
        // A one-term head is the last word's own end; a longer one is checked.
        if (end === 0) marked[slot] = 1;
        else {
          const entry = catalogue.entry(slot);
          if (entry !== null && shortTextEndsWith(entry, heads[end]!)) marked[slot] = 1;
        }
      }
    }
  }
  return marked;
}

/**
 * Whether the short fields' text, joined as the scoring joins them (title,
 * summary, byline, tags, one space apart), ends with `head`: built from the
 * end only as far back as `head` reaches, not whole for every candidate.
 */
function shortTextEndsWith(entry: CatalogueEntry, head: string): boolean {
  let text = entry.tags.join(' ');
  for (const field of [entry.author, entry.summary, entry.title]) {
    if (text.length >= head.length) break;
    text = `${field} ${text}`;
  }
  return text.endsWith(head);
}

/**
 * The 100th highest short-field score among these slots (each an article
 * within the filters): at least 100 articles score that much or more.
 */
function hundredthBest(slots: readonly number[], scores: Int32Array): number {
  const byScore = new Map<number, number>();
  for (const slot of slots) byScore.set(scores[slot]!, (byScore.get(scores[slot]!) ?? 0) + 1);
  let seen = 0;
  for (const score of [...byScore.keys()].sort((a, b) => b - a)) {
    seen += byScore.get(score)!;
    if (seen >= SEARCH_RESULT_LIMIT) return score;
  }
  return 0;
}

/** Candidates whose phrase is checked in one query, at most (bound parameters). */
const PHRASE_BATCH = 5_000;

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
  if (level.length * 16 < catalogue.size()) return level.sort(catalogue.newerFirst);
  return catalogue.timeOrder().filter((slot) => bounds[slot] === bound);
}
