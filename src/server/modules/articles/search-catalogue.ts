import { SEARCH_WEIGHTS, titleCollator } from '~/shared/search-scoring';
import type { SearchChanges } from './search-change-log';
import { createSlotOrder } from './search-slot-order';
import { type Reader, read, type Steps, type Wait } from './search-steps';

/** The fields every search scores that are short enough to keep in memory. */
const SHORT_FIELDS = ['title', 'summary', 'author', 'tags'] as const;
type ShortField = (typeof SHORT_FIELDS)[number];

const FIELD_WEIGHT: Record<ShortField, number> = {
  title: SEARCH_WEIGHTS.title,
  summary: SEARCH_WEIGHTS.summary,
  author: SEARCH_WEIGHTS.author,
  tags: SEARCH_WEIGHTS.tag,
};

/**
 * Words as the catalogue splits text: runs of letters, marks and digits. A
 * term made only of such characters is inside a field exactly when it is
 * inside one of the field's words, so looking through the words is exact.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/** What the catalogue holds of an article: its short fields in lowercase, and who may see it when. */
export interface CatalogueEntry {
  id: number;
  /** sort_time: the date the shared rules order by. */
  time: number;
  status: string;
  section: string;
  publishedAt: number | null;
  title: string;
  /** The title as written: the order A-Z compares it. */
  titleText: string;
  summary: string;
  author: string;
  tags: string[];
  /**
   * Whether the body's text starts right at its first character (not markup,
   * not a space): only then can the whole query run on from the byline or
   * tags into the body.
   */
  bodyJoins: boolean;
}

/** An article's row as the catalogue reads it: the tags as stored (JSON text) or already a list. */
export interface CatalogueRow {
  id: number;
  time: number;
  status: string;
  section: string;
  publishedAt: number | null;
  title: string;
  summary: string;
  author: string;
  tags: string | unknown[];
  /** The body's first character. */
  bodyStart: string;
}

/**
 * Where an engine's catalogue reads from (search-store.ts): the change log
 * and the articles' rows, through `reader`, the search's read transaction.
 */
export interface CatalogueSource {
  position(reader: Reader): Wait<number>;
  changesAfter(reader: Reader, position: number): Wait<SearchChanges>;
  /** The rows of these articles; of every article when `ids` is null. */
  rows(reader: Reader, ids: number[] | null): Wait<CatalogueRow[]>;
}

function tagsOf(stored: string | unknown[]): string[] {
  if (Array.isArray(stored)) return stored.map((tag) => String(tag).toLowerCase());
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed)) return parsed.map((tag) => String(tag).toLowerCase());
  } catch {
    // A malformed list holds no tags, as the API reads it.
  }
  return [];
}

function toEntry(row: CatalogueRow): CatalogueEntry {
  const tags = tagsOf(row.tags);
  return {
    id: row.id,
    time: row.time,
    status: row.status,
    section: row.section,
    publishedAt: row.publishedAt,
    title: row.title.toLowerCase(),
    titleText: row.title,
    summary: row.summary.toLowerCase(),
    author: row.author.toLowerCase(),
    tags,
    bodyJoins: row.bodyStart !== '' && row.bodyStart !== '<' && !/\s/.test(row.bodyStart),
  };
}

const fieldHolds = (entry: CatalogueEntry, field: ShortField, term: string) =>
  field === 'tags' ? entry.tags.some((tag) => tag.includes(term)) : entry[field].includes(term);

/** The short-field points of the articles a query touches, by slot. */
export interface ShortScores {
  slots: number[];
  scores: Int32Array;
  /**
   * By slot, how many of the query's terms (each place in the query counted)
   * are in a short field: the whole query can only be in the short fields
   * when all are.
   */
  termsFound: Uint16Array;
}

/**
 * Every article's short fields, in this process's memory, with the words of
 * each field pointing at the articles that hold them: what a search needs to
 * score titles, summaries, bylines and tags without reading a row. Loaded on
 * first use, then kept current from the change log: an edit costs reading
 * the changed articles, on every process.
 *
 * Articles live in slots; a changed article moves to a new slot and its old
 * one is emptied, so the word lists only ever grow by appending.
 */
export function createSearchCatalogue(source: CatalogueSource) {
  // Reads through the reader each catch-up is handed; writes nothing.
  let entries: (CatalogueEntry | null)[] = [];
  let slotOf = new Map<number, number>();
  /** word -> slots holding it, one list per short field. */
  let words = new Map<string, number[][]>();
  let position = -1;
  let marks = new Int32Array(0);
  let stamp = 0;

  const newerFirst = (a: number, b: number) =>
    entries[b]!.time - entries[a]!.time || entries[b]!.id - entries[a]!.id;
  /** Every stored slot, newest first: the shared order's tie-break. */
  const timeOrder = createSlotOrder(newerFirst);
  /** Every stored slot in the order "title A-Z" shows them. */
  const titleOrder = createSlotOrder(
    (a, b) =>
      titleCollator.compare(entries[a]!.titleText, entries[b]!.titleText) || newerFirst(a, b),
  );
  const stored = () => [...slotOf.values()];

  function add(entry: CatalogueEntry) {
    const slot = entries.length;
    entries.push(entry);
    slotOf.set(entry.id, slot);
    timeOrder.insert(slot);
    titleOrder.insert(slot);
    SHORT_FIELDS.forEach((field, index) => {
      const text = field === 'tags' ? entry.tags.join(' ') : entry[field];
      for (const word of new Set(text.match(WORD) ?? [])) {
        let lists = words.get(word);
        if (!lists) {
          lists = SHORT_FIELDS.map((): number[] => []);
          words.set(word, lists);
        }
        lists[index]!.push(slot);
      }
    });
  }

  function remove(id: number) {
    const slot = slotOf.get(id);
    if (slot === undefined) return;
    timeOrder.remove(slot);
    titleOrder.remove(slot);
    entries[slot] = null;
    slotOf.delete(id);
  }

  function* reload(reader: Reader): Steps<void> {
    const rows = yield* read(source.rows(reader, null));
    entries = [];
    timeOrder.reset();
    titleOrder.reset();
    slotOf = new Map();
    words = new Map();
    for (const row of rows) add(toEntry(row));
  }

  /**
   * Reads what changed since last time (everything, the first time). The
   * caller runs one catch-up at a time, and no search while it runs.
   */
  function* catchUp(reader: Reader): Steps<void> {
    if (position < 0) {
      const start = yield* read(source.position(reader));
      yield* reload(reader);
      position = start;
      return;
    }
    const changes = yield* read(source.changesAfter(reader, position));
    if ('reload' in changes) {
      yield* reload(reader);
      position = changes.seq;
      return;
    }
    if (changes.ids.length > 0) {
      const rows = yield* read(source.rows(reader, changes.ids));
      for (const id of changes.ids) remove(id);
      for (const row of rows) add(toEntry(row));
    }
    position = changes.seq;
  }

  /**
   * Per short field, the slots whose field may hold the piece: exactly those
   * for a one-word term, candidates otherwise. One pass over the words
   * serves the four fields.
   */
  function slotsHolding(piece: string): number[][][] {
    const lists = SHORT_FIELDS.map((): number[][] => []);
    for (const [word, byField] of words) {
      if (!word.includes(piece)) continue;
      byField.forEach((slots, index) => {
        if (slots.length > 0) lists[index]!.push(slots);
      });
    }
    return lists;
  }

  return {
    catchUp,

    entry: (slot: number) => entries[slot] ?? null,

    /** How many slots there are (some emptied): the bound of a slot number. */
    size: () => entries.length,

    /** Every article's slot, newest first. */
    timeOrder: (): readonly number[] => timeOrder.slots(stored),

    /** Every article's slot in the order "title A-Z" shows them (sorted on first use). */
    titleOrder: (): readonly number[] => titleOrder.slots(stored),

    /** The article's slot, when it is stored. */
    slotOf: (id: number): number | undefined => slotOf.get(id),

    /** The article's entry by id, when it is stored. */
    byId(id: number): CatalogueEntry | null {
      const slot = slotOf.get(id);
      return slot === undefined ? null : (entries[slot] ?? null);
    },

    /**
     * Per article touched, the points its short fields earn under the shared
     * scoring: title 20 (+10 starting with the term), summary 15, byline 10,
     * any tag 8, per term; `keep` decides which articles count (the filters).
     */
    shortScores(terms: readonly string[], keep: (entry: CatalogueEntry) => boolean): ShortScores {
      if (marks.length < entries.length) marks = new Int32Array(entries.length * 2);
      const scores = new Int32Array(entries.length);
      const termsFound = new Uint16Array(entries.length);
      const lastTerm = new Uint16Array(entries.length);
      const slots: number[] = [];
      let place = 0;
      const touch = (slot: number, points: number) => {
        if (scores[slot] === 0) slots.push(slot);
        scores[slot]! += points;
        if (lastTerm[slot] !== place) {
          lastTerm[slot] = place;
          termsFound[slot]! += 1;
        }
      };
      for (const term of terms) {
        place += 1;
        const pieces = term.split(NOT_WORD).filter(Boolean);
        const oneWord = pieces.length === 1 && pieces[0] === term;
        // The longest run of letters names the fewest words.
        const piece = pieces.reduce((a, b) => (b.length > a.length ? b : a), '');
        const holding = piece ? slotsHolding(piece) : null;
        SHORT_FIELDS.forEach((field, index) => {
          stamp += 1;
          const seen = (slot: number) => {
            if (marks[slot] === stamp) return true;
            marks[slot] = stamp;
            return false;
          };
          const visit = (slot: number) => {
            const entry = entries[slot];
            if (!entry || seen(slot) || !keep(entry)) return;
            if (!oneWord && !fieldHolds(entry, field, term)) return;
            let points = FIELD_WEIGHT[field];
            if (field === 'title' && entry.title.startsWith(term))
              points += SEARCH_WEIGHTS.titleStartsWith;
            touch(slot, points);
          };
          if (holding) {
            for (const list of holding[index]!) for (const slot of list) visit(slot);
          } else {
            // Only punctuation: no word to go by, every article is looked at.
            for (let slot = 0; slot < entries.length; slot += 1) visit(slot);
          }
        });
      }
      return { slots, scores, termsFound };
    },
  };
}

export type SearchCatalogue = ReturnType<typeof createSearchCatalogue>;
