import { compareTitles, SEARCH_WEIGHTS } from '~/shared/search-scoring';
import type { SearchChanges } from './search-change-log';
import { createSlotColumns, type SlotFilter } from './search-slot-columns';
import { createSlotIds } from './search-slot-ids';
import { createSlotOrder } from './search-slot-order';
import { type Reader, read, type Steps, type Wait } from './search-steps';

/** The fields every search scores that are short enough to keep in memory. */
const SHORT_FIELDS = ['title', 'summary', 'author', 'tags'] as const;
type ShortField = (typeof SHORT_FIELDS)[number];

/** Points per term in each short field, and the title's bonus for starting with the term. */
export type ShortFieldWeights = Record<ShortField, number> & { titleStartsWith: number };

/** The search page's weights (the shared scoring). */
const PAGE_WEIGHTS: ShortFieldWeights = {
  title: SEARCH_WEIGHTS.title,
  titleStartsWith: SEARCH_WEIGHTS.titleStartsWith,
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
/** The word a text starts with, when it starts with one. */
const LEADING_WORD = /^[\p{L}\p{M}\p{N}]+/u;
/** The word a text ends with, when it ends with one. */
const TRAILING_WORD = /[\p{L}\p{M}\p{N}]+$/u;
/** In a word's lists, after the four fields': the slots whose title starts with the word. */
const TITLE_LEAD = SHORT_FIELDS.length;
/**
 * Then the slots whose short text (as the scoring joins it) ends with the
 * word and whose body's text starts at once: where a query may run from the
 * short fields into the body.
 */
const JOIN_TAIL = TITLE_LEAD + 1;
const LISTS = JOIN_TAIL + 1;

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

/** The short fields as the scoring joins them: title, summary, byline, tags, one space apart. */
export const shortText = (entry: CatalogueEntry) =>
  [entry.title, entry.summary, entry.author, entry.tags.join(' ')].join(' ');

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
  const slotOf = createSlotIds();
  /**
   * word -> slots holding it, one list per short field, then the slots
   * whose title starts with it (TITLE_LEAD).
   */
  let words = new Map<string, number[][]>();
  /** What a search asks of every candidate, per slot: its walks never read the entries. */
  const columns = createSlotColumns();
  let position = -1;
  /** Per slot, the stamp of the field (or term) that last saw it: one allocation for every search. */
  let marks = new Int32Array(0);
  /** Per slot, the stamp of the last term its title was found to start with. */
  let leads = new Int32Array(0);
  let stamp = 0;

  const { newerFirst } = columns;
  /** Every stored slot, newest first: the shared order's tie-break. */
  const timeOrder = createSlotOrder(newerFirst);
  /** Every stored slot in the order "title A-Z" shows them. */
  const titleOrder = createSlotOrder(
    (a, b) => compareTitles(entries[a]!.titleText, entries[b]!.titleText) || newerFirst(a, b),
  );
  const stored = () => slotOf.slots();

  function add(entry: CatalogueEntry) {
    const slot = entries.length;
    entries.push(entry);
    slotOf.set(entry.id, slot);
    columns.set(slot, entry);
    timeOrder.insert(slot);
    titleOrder.insert(slot);
    const listsOf = (word: string) => {
      let lists = words.get(word);
      if (!lists) {
        lists = Array.from({ length: LISTS }, (): number[] => []);
        words.set(word, lists);
      }
      return lists;
    };
    SHORT_FIELDS.forEach((field, index) => {
      const text = field === 'tags' ? entry.tags.join(' ') : entry[field];
      for (const word of new Set(text.match(WORD) ?? [])) listsOf(word)[index]!.push(slot);
    });
    const lead = LEADING_WORD.exec(entry.title)?.[0];
    if (lead) listsOf(lead)[TITLE_LEAD]!.push(slot);
    const tail = entry.bodyJoins && TRAILING_WORD.exec(shortText(entry))?.[0];
    if (tail) listsOf(tail)[JOIN_TAIL]!.push(slot);
  }

  function remove(id: number) {
    const slot = slotOf.get(id);
    if (slot === undefined) return;
    timeOrder.remove(slot);
    titleOrder.remove(slot);
    columns.clear(slot);
    entries[slot] = null;
    slotOf.delete(id);
  }

  function* reload(reader: Reader): Steps<void> {
    const rows = yield* read(source.rows(reader, null));
    entries = [];
    timeOrder.reset();
    titleOrder.reset();
    columns.reset();
    slotOf.reset();
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
   * for a one-word term, candidates otherwise; then (TITLE_LEAD) the slots
   * whose title starts with a word starting with the piece. One pass over
   * the words serves them all.
   */
  function slotsHolding(piece: string): number[][][] {
    const lists = Array.from({ length: TITLE_LEAD + 1 }, (): number[][] => []);
    for (const [word, byField] of words) {
      if (!word.includes(piece)) continue;
      const leads = word.startsWith(piece);
      for (let index = 0; index <= TITLE_LEAD; index += 1) {
        const slots = byField[index]!;
        if (slots.length > 0 && (index !== TITLE_LEAD || leads)) lists[index]!.push(slots);
      }
    }
    return lists;
  }

  return {
    catchUp,

    entry: (slot: number) => entries[slot] ?? null,

    /** How many slots there are (some emptied): the bound of a slot number. */
    size: () => entries.length,

    /** The shared order's tie-break between two stored slots (typed arrays, not the entries). */
    newerFirst,

    /**
     * The slots whose short text, joined as the scoring joins it, may end
     * with `term` and whose body's text starts at once: a superset of those
     * where a query whose last term before the body is `term` may run on
     * into the body. Null when `term` is not one word (each article must then
     * be looked at).
     */
    joinTails(term: string): number[][] | null {
      if (!term || term.split(NOT_WORD).join('') !== term) return null;
      const lists: number[][] = [];
      for (const [word, byField] of words) {
        const slots = byField[JOIN_TAIL]!;
        if (slots.length > 0 && word.endsWith(term)) lists.push(slots);
      }
      return lists;
    },

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
     * The search's filters as a test of a slot (a stored article within
     * them), read from typed arrays: valid until the next catch-up.
     */
    keeper: (filter: SlotFilter) => columns.keeper(filter),

    /**
     * Per article touched, the points its short fields earn under the shared
     * scoring: title 20 (+10 starting with the term), summary 15, byline 10,
     * any tag 8, per term (or under other `weights`: the search overlay's);
     * `keep` decides which slots count (the filters, `keeper`). A one-word
     * term is scored from the word lists alone: no article's entry is read.
     */
    shortScores(
      terms: readonly string[],
      keep: (slot: number) => boolean,
      weights: ShortFieldWeights = PAGE_WEIGHTS,
    ): ShortScores {
      if (marks.length < entries.length) {
        marks = new Int32Array(entries.length * 2);
        leads = new Int32Array(entries.length * 2);
      }
      const scores = new Int32Array(entries.length);
      const termsFound = new Uint16Array(entries.length);
      const lastTerm = new Uint16Array(entries.length);
      /** Per slot, whether `keep` was asked (bit 1) and said yes (bit 2): asked once per search. */
      const kept = new Uint8Array(entries.length);
      const keeps = (slot: number) => {
        if (kept[slot] === 0) kept[slot] = keep(slot) ? 3 : 1;
        return kept[slot] === 3;
      };
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
        // A one-word term starts the title exactly when the title's first
        // word starts with it: those slots are marked with this term's stamp.
        stamp += 1;
        const leading = stamp;
        if (holding && oneWord) {
          for (const list of holding[TITLE_LEAD]!) for (const slot of list) leads[slot] = leading;
        }
        const startsTitle = (slot: number) =>
          oneWord ? leads[slot] === leading : entries[slot]!.title.startsWith(term);
        SHORT_FIELDS.forEach((field, index) => {
          const base = weights[field];
          const bonus = field === 'title' ? weights.titleStartsWith : 0;
          // Each slot once per field: a slot may hold several words holding the piece.
          stamp += 1;
          const visit = (slot: number) => {
            if (marks[slot] === stamp) return;
            marks[slot] = stamp;
            if (!keeps(slot)) return;
            if (!oneWord && !fieldHolds(entries[slot]!, field, term)) return;
            touch(slot, bonus > 0 && startsTitle(slot) ? base + bonus : base);
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
