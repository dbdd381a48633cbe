/**
 * What page renders read, kept until it may have changed. Without the page
 * cache (or for a page rendered again after a write) every render would run
 * the same queries for the same answers: the home page's lists, an
 * article's body and its related stories. An answer is kept while
 *
 * - the data has not changed: the store's `changes` version (changes.ts)
 *   is the one seen when it was read, which moves with every write of this
 *   process, every commit of another connection on SQLite and every change
 *   another process announces on PostgreSQL;
 * - no publication is due: reads depend on the clock only where a
 *   scheduled article comes out or a correction leaves its window, so the
 *   answers stand until the earliest of those (`nextChange`);
 * - nothing cleared it: `forget()` runs with every refresh for readers (a
 *   write, a publication, another process's change), so nothing read before
 *   it outlives it even where the version is late to move.
 *
 * Answers read while the version moved, or after a `forget()`, are not kept.
 */
export interface ReadMemoOptions {
  /** A token that differs whenever the data may have changed (Changes['version']). */
  version: () => string;
  now: () => number;
  /** When the next publication or correction expiry is due (epoch ms), or null when none is. */
  nextChange: () => Promise<number | null>;
  /** Bounded: a flood of distinct URLs starts the memo afresh. */
  maxEntries?: number;
}

export function createReadMemo<T>({ version, now, nextChange, maxEntries = 500 }: ReadMemoOptions) {
  const entries = new Map<string, T>();
  let seen = '';
  /** Counts `forget()`s and version changes: a read begun before one is not kept. */
  let generation = 0;
  /** When what is kept expires by the clock; asked once per generation. */
  let due: Promise<number | null> | null = null;
  let dueAt: number | null = null;

  function reset() {
    entries.clear();
    generation += 1;
    due = null;
    dueAt = null;
  }

  /** The generation as of now, starting afresh when the data or the clock moved on. */
  function current(): number {
    const token = version();
    if (token !== seen) {
      seen = token;
      reset();
    } else if (dueAt !== null && now() >= dueAt) {
      reset();
    }
    return generation;
  }

  return {
    /** The answer kept under `key`, if it still stands. */
    get(key: string): T | undefined {
      current();
      return entries.get(key);
    },
    /** The stamp to hand to `keep` for a read about to begin. */
    begin: current,
    /** Keeps what a read begun at `stamp` answered, unless the data moved on meanwhile. */
    async keep(stamp: number, key: string, value: T): Promise<void> {
      if (current() !== stamp) return;
      due ??= nextChange();
      const pending = due;
      let at: number | null;
      try {
        at = await pending;
      } catch {
        // Not known when the clock changes the answers: nothing is kept.
        if (due === pending) due = null;
        return;
      }
      // The next-change read is the generation's own: a reset meanwhile drops it.
      if (current() !== stamp || due !== pending) return;
      dueAt = at;
      if (dueAt !== null && now() >= dueAt) return;
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, value);
    },
    forget: reset,
    get size() {
      return entries.size;
    },
  };
}

export type ReadMemo<T> = ReturnType<typeof createReadMemo<T>>;
