/** What a search's filters ask of an article (public-service's conditions). */
export interface SlotFilter {
  /** The statuses shown. */
  statuses: readonly string[];
  /** Articles published after this time (ms) are not shown yet. */
  now: number;
  /** Only this section's articles; every section when null or empty. */
  section: string | null;
}

/** What the columns hold of an article. */
interface Columns {
  id: number;
  /** sort_time: the date the shared rules order by. */
  time: number;
  status: string;
  section: string;
  /** Milliseconds (a Date on PostgreSQL); null when never published. */
  publishedAt: number | Date | null;
}

/** An emptied slot's status: no filter keeps it. */
const EMPTY = 0;

/**
 * Per catalogue slot, what a search asks of every candidate (the filters'
 * status, section and publish time, and the id and date the shared order
 * compares), in typed arrays: a walk over tens of thousands of slots reads
 * these, never the articles' entries, objects scattered over the heap.
 */
export function createSlotColumns() {
  const statusCodes = new Map<string, number>();
  const sectionCodes = new Map<string, number>();
  let status = new Int32Array(1024);
  let section = new Int32Array(1024);
  let published = new Float64Array(1024);
  let time = new Float64Array(1024);
  let id = new Float64Array(1024);

  const codeOf = (codes: Map<string, number>, value: string) => {
    let code = codes.get(value);
    if (code === undefined) {
      code = codes.size + 1;
      codes.set(value, code);
    }
    return code;
  };

  function grow(slot: number) {
    if (slot < status.length) return;
    let length = status.length;
    while (length <= slot) length *= 2;
    const wider = <T extends Int32Array | Float64Array>(from: T, to: T) => {
      to.set(from);
      return to;
    };
    status = wider(status, new Int32Array(length));
    section = wider(section, new Int32Array(length));
    published = wider(published, new Float64Array(length));
    time = wider(time, new Float64Array(length));
    id = wider(id, new Float64Array(length));
  }

  return {
    set(slot: number, article: Columns) {
      grow(slot);
      status[slot] = codeOf(statusCodes, article.status);
      section[slot] = codeOf(sectionCodes, article.section);
      // NaN when never published: no time is after it.
      published[slot] = article.publishedAt === null ? Number.NaN : Number(article.publishedAt);
      time[slot] = article.time;
      id[slot] = article.id;
    },

    clear(slot: number) {
      if (slot < status.length) status[slot] = EMPTY;
    },

    reset() {
      status.fill(EMPTY);
    },

    /**
     * The filters as a test of a slot: a stored article within them (an
     * emptied slot never is). Valid until the catalogue next changes: a
     * search never spans a catch-up.
     */
    keeper({ statuses, now, section: wanted }: SlotFilter): (slot: number) => boolean {
      const allowed = new Uint8Array(statusCodes.size + 1);
      for (const [name, code] of statusCodes) if (statuses.includes(name)) allowed[code] = 1;
      // 0: a section no article is in, so none is kept.
      const sectionCode = wanted ? (sectionCodes.get(wanted) ?? 0) : -1;
      const statusOf = status;
      const sectionOf = section;
      const publishedAt = published;
      if (sectionCode < 0) {
        return (slot) => allowed[statusOf[slot]!] === 1 && !(publishedAt[slot]! > now);
      }
      return (slot) =>
        allowed[statusOf[slot]!] === 1 &&
        !(publishedAt[slot]! > now) &&
        sectionOf[slot] === sectionCode;
    },

    /** The shared order's tie-break between two stored slots: the newer, then the higher id. */
    newerFirst: (a: number, b: number) => time[b]! - time[a]! || id[b]! - id[a]!,
  };
}
