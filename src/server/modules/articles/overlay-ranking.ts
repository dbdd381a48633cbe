import {
  OVERLAY_RESULT_LIMIT,
  OVERLAY_SCORES,
  overlayScore,
  overlayTerms,
  sectionText,
} from '~/shared/overlay-search';
import type { CatalogueEntry, ShortFieldWeights } from './search-catalogue';
import { type Hit, newerFirst, type SearchScope } from './search-hits';
import { read, type Steps } from './search-steps';

/** The overlay's points per term in the fields the catalogue keeps (its section is scored apart). */
const OVERLAY_WEIGHTS: ShortFieldWeights = {
  title: OVERLAY_SCORES.title,
  titleStartsWith: OVERLAY_SCORES.titleStart,
  summary: OVERLAY_SCORES.summary,
  author: OVERLAY_SCORES.author,
  tags: OVERLAY_SCORES.tag,
};

/** Bodies read at a time while the walk confirms "any field" points that rest on the body. */
const BODY_BATCH = 40;

/** The overlay's order: the higher score, then the newer article (the public list's order). */
const byScore = (a: Hit, b: Hit) => b.score - a.score || newerFirst(a, b);

/**
 * The search overlay's top ten over every public article, under the
 * overlay's own scoring (src/shared/overlay-search.ts: per distinct term,
 * title 20 +10 starting with it, summary 15, byline 10, section 8, tag 5,
 * any field 3), best first and newest first among equals, exactly as
 * `overlaySearch` ranks the public list. The catalogue gives every point but
 * one exactly: "any field" for a term found only in the body. Each candidate
 * is bounded (its known points plus 3 per term its body may hold) and taken
 * best bound first, newest first within a bound, its body read when the
 * bound rests on it, until no bound left can enter the ten.
 *
 * First without the body index: when ten articles hold the terms in their
 * other fields for more points than a body alone could earn, only those
 * articles can enter, each missing term its body may hold. If that walk
 * reads more than 80 bodies, the body index bounds every
 * candidate instead.
 */
export function* rankOverlay(scope: SearchScope, q: string): Steps<Hit[]> {
  const terms = overlayTerms(q);
  if (terms.length === 0) return [];
  const fields = knownPoints(scope, terms);
  return (
    (yield* rankByKnownFields(scope, terms, fields)) ??
    (yield* rankWithBodyIndex(scope, terms, fields))
  );
}

/** What the fields other than the body earn, per slot, for a query's terms. */
interface KnownPoints {
  /** Points known without the body, by slot. */
  known: Int32Array;
  /** By term, the slots holding it in a field other than the body. */
  holders: number[][];
  /** Slots with known points, each once. */
  touched: number[];
}

function knownPoints({ catalogue, keep }: SearchScope, terms: readonly string[]): KnownPoints {
  const size = catalogue.size();
  const known = new Int32Array(size);
  const stamps = new Int32Array(size);
  const touched: number[] = [];
  const holders = terms.map((term, index) => {
    const stamp = index + 1;
    const holding: number[] = [];
    const add = (slot: number, points: number) => {
      if (known[slot] === 0) touched.push(slot);
      known[slot]! += points;
      if (stamps[slot] !== stamp) holding.push(slot);
      stamps[slot] = stamp;
    };
    const short = catalogue.shortScores([term], keep, OVERLAY_WEIGHTS);
    for (const slot of short.slots) add(slot, short.scores[slot]! + OVERLAY_SCORES.anyField);
    // Whether each section's slug or name holds the term, asked once per section.
    const inSection = new Map<string, boolean>();
    const sectionHolds = (slug: string) => {
      let holds = inSection.get(slug);
      if (holds === undefined) {
        holds = sectionText(slug).includes(term);
        inSection.set(slug, holds);
      }
      return holds;
    };
    // One pass over the catalogue: a section is stored as free text, so
    // the known slugs alone cannot rule a term out.
    for (let slot = 0; slot < size; slot += 1) {
      const entry = catalogue.entry(slot);
      if (!entry || !sectionHolds(entry.section) || !keep(slot)) continue;
      add(slot, OVERLAY_SCORES.section + (stamps[slot] === stamp ? 0 : OVERLAY_SCORES.anyField));
    }
    return holding;
  });
  return { known, holders, touched };
}

/** Bodies the walk without the body index may read before it gives way to the index. */
const KNOWN_FIELDS_BUDGET = 2 * BODY_BATCH;

function* rankByKnownFields(
  scope: SearchScope,
  terms: readonly string[],
  { known, holders, touched }: KnownPoints,
): Steps<Hit[] | null> {
  // A body alone earns at most 3 per term: past the ten best known scores
  // (each a floor under its article's score), such an article cannot enter.
  if (touched.length < OVERLAY_RESULT_LIMIT) return null;
  const scores = Int32Array.from(touched, (slot) => known[slot]!).sort();
  const tenth = scores[scores.length - OVERLAY_RESULT_LIMIT]!;
  if (tenth <= OVERLAY_SCORES.anyField * terms.length) return null;
  const held = new Uint16Array(scope.catalogue.size());
  for (const slots of holders) for (const slot of slots) held[slot]! += 1;
  const missing = (slot: number) => terms.length - held[slot]!;
  return yield* walkBounds(scope, terms, touched, known, missing, KNOWN_FIELDS_BUDGET);
}

function* rankWithBodyIndex(
  scope: SearchScope,
  terms: readonly string[],
  { known, holders, touched }: KnownPoints,
): Steps<Hit[]> {
  const { catalogue, keep } = scope;
  const size = catalogue.size();
  const bodyIds = yield* read(scope.reads.bodyIds(terms.join(' ')));
  /** Per slot, how many terms its body may hold that no other field does. */
  const open = new Uint8Array(size);
  const candidates = [...touched];
  const stamps = new Int32Array(size);
  terms.forEach((_term, index) => {
    const stamp = index + 1;
    for (const slot of holders[index]!) stamps[slot] = stamp;
    const mayHold = (slot: number) => {
      if (stamps[slot] === stamp) return;
      if (!keep(slot) || !catalogue.entry(slot)) return;
      if (known[slot] === 0 && open[slot] === 0) candidates.push(slot);
      open[slot]! += 1;
      stamps[slot] = stamp;
    };
    const ids = bodyIds[index];
    if (ids === null || ids === undefined) {
      // A term the index cannot look up: any body may hold it.
      for (let slot = 0; slot < size; slot += 1) mayHold(slot);
    } else {
      for (const id of ids) {
        const slot = catalogue.slotOf(id);
        if (slot !== undefined) mayHold(slot);
      }
    }
  });
  const found = yield* walkBounds(scope, terms, candidates, known, (slot) => open[slot]!, null);
  return found!;
}

/**
 * Takes the candidates best bound first (known points + 3 per term their
 * body may still hold), newest first within a bound, reading the bodies a
 * bound rests on, until no bound left can enter the ten. Null when it would
 * read more than `budget` bodies.
 */
function* walkBounds(
  scope: SearchScope,
  terms: readonly string[],
  candidates: readonly number[],
  known: Int32Array,
  open: (slot: number) => number,
  budget: number | null,
): Steps<Hit[] | null> {
  const { catalogue } = scope;
  const bounds = new Int32Array(catalogue.size());
  const levels = new Map<number, number[]>();
  for (const slot of candidates) {
    const bound = known[slot]! + OVERLAY_SCORES.anyField * open(slot);
    bounds[slot] = bound;
    const level = levels.get(bound);
    if (level) level.push(slot);
    else levels.set(bound, [slot]);
  }

  let top: Hit[] = [];
  const keepBest = (hits: Hit[]) => {
    const scored = hits.filter((hit) => hit.score > 0);
    if (scored.length > 0) top = [...top, ...scored].sort(byScore).slice(0, OVERLAY_RESULT_LIMIT);
  };
  const couldEnter = (bound: number, entry: CatalogueEntry) => {
    const last = top[OVERLAY_RESULT_LIMIT - 1];
    return !last || byScore({ ...entry, score: bound }, last) < 0;
  };
  let batch: CatalogueEntry[] = [];
  let bodiesRead = 0;
  function* flush(): Steps<void> {
    if (batch.length === 0) return;
    const bodies = yield* read(scope.reads.bodies(batch.map((entry) => entry.id)));
    bodiesRead += batch.length;
    keepBest(
      batch.map((entry) => ({
        id: entry.id,
        time: entry.time,
        score: overlayScore({ ...entry, content: bodies.get(entry.id) ?? '' }, terms),
      })),
    );
    batch = [];
  }
  walk: for (const bound of [...levels.keys()].sort((a, b) => b - a)) {
    for (const slot of newestFirst(scope, levels.get(bound)!, bounds, bound)) {
      const entry = catalogue.entry(slot)!;
      // Newest first within a bound: no later one of this bound, nor of a
      // lower one, can enter once this one cannot.
      if (!couldEnter(bound, entry)) break walk;
      if (open(slot) === 0) keepBest([{ id: entry.id, time: entry.time, score: known[slot]! }]);
      else {
        batch.push(entry);
        if (batch.length === BODY_BATCH) {
          yield* flush();
          if (budget !== null && bodiesRead >= budget) return null;
        }
      }
    }
  }
  yield* flush();
  return top;
}

/**
 * A level's slots newest first: sorted when few, else picked out of the
 * catalogue's own time order (a common word's body-only level holds a third
 * of the archive).
 */
function newestFirst(
  { catalogue }: SearchScope,
  level: number[],
  bounds: Int32Array,
  bound: number,
): readonly number[] {
  if (level.length * 16 < catalogue.size()) {
    return level.sort((a, b) => newerFirst(catalogue.entry(a)!, catalogue.entry(b)!));
  }
  return catalogue.timeOrder().filter((slot) => bounds[slot] === bound);
}
