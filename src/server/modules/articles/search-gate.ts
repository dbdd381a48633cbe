/** What a search refused by the gate is told (503, with Retry-After). */
export const SEARCH_BUSY_MESSAGE = 'Too many searches at once';
/** Seconds a client should wait before searching again. */
export const SEARCH_BUSY_RETRY_AFTER = 2;

export interface SearchGateOptions {
  /** Searches running at once (each runs synchronously: one is the most a process gains from). */
  concurrency?: number;
  /** Searches that may wait their turn; past it, a search is refused at once. */
  maxQueue?: number;
  /**
   * How long a search may wait before it is refused: a backstop. The queue's
   * length is the real bound (a reader at the back waits for the searches
   * before it); a time limit shorter than that would refuse ordinary readers
   * whenever the machine is slow.
   */
  maxWaitMs?: number;
}

/** Thrown when a search cannot get a turn; the route answers 503. */
export class SearchBusyError extends Error {
  constructor() {
    super(SEARCH_BUSY_MESSAGE);
  }
}

/**
 * Searches cost tens of milliseconds of one core each, and every distinct
 * query misses the page cache: a flood of them would make every other page
 * wait. The gate lets a few run at a time, each after the event loop has
 * had a turn (so page requests that arrived meanwhile are served between
 * searches), queues a few more briefly, and refuses the rest, which the
 * route answers 503 with Retry-After.
 */
export function createSearchGate({
  concurrency = 1,
  maxQueue = 64,
  maxWaitMs = 30_000,
}: SearchGateOptions = {}) {
  let running = 0;
  const waiting: { start: () => void; refuse: () => void; timer: ReturnType<typeof setTimeout> }[] =
    [];

  /** Hands the finished search's turn to the next one waiting, if any. */
  const release = () => {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    } else running -= 1;
  };

  /** Yields to the event loop, so requests that arrived meanwhile go first. */
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  return {
    async run<T>(search: () => T | Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxQueue) throw new SearchBusyError();
        await new Promise<void>((resolve, reject) => {
          const entry = {
            start: resolve,
            refuse: () => reject(new SearchBusyError()),
            timer: setTimeout(() => {
              waiting.splice(waiting.indexOf(entry), 1);
              entry.refuse();
            }, maxWaitMs),
          };
          waiting.push(entry);
        });
      } else running += 1;
      try {
        await nextTurn();
        return await search();
      } finally {
        release();
      }
    },

    /** Searches running and waiting now. */
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type SearchGate = ReturnType<typeof createSearchGate>;
