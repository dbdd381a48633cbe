import { jsonError } from '../../http/errors';
import { createSearchRate, type SearchRate } from './search-rate';

/** What a search refused by the gate is told (503, with Retry-After). */
export const SEARCH_BUSY_MESSAGE = 'Too many searches at once';
/** Seconds a client should wait before searching again. */
export const SEARCH_BUSY_RETRY_AFTER = 2;

/** What a client past its search rate is told (429, with Retry-After). */
export const SEARCH_RATE_MESSAGE = 'Too many searches, please wait a moment';

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
  /** Each client's allowance, taken before its search queues (search-rate.ts). */
  rate?: SearchRate;
}

/** Thrown when a search cannot get a turn; the route answers 503. */
export class SearchBusyError extends Error {
  constructor() {
    super(SEARCH_BUSY_MESSAGE);
  }
}

/** Thrown when one client has spent its allowance; the route answers 429. */
export class SearchRateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(SEARCH_RATE_MESSAGE);
  }
}

/** The answer to a search the gate refused, in the API's error shape; null for any other failure. */
export function searchRefusal(error: unknown): Response | null {
  if (error instanceof SearchRateLimitedError) {
    const limited = jsonError(429, { message: SEARCH_RATE_MESSAGE });
    limited.headers.set('Retry-After', String(error.retryAfterSeconds));
    return limited;
  }
  if (!(error instanceof SearchBusyError)) return null;
  const busy = jsonError(503, { message: SEARCH_BUSY_MESSAGE });
  busy.headers.set('Retry-After', String(SEARCH_BUSY_RETRY_AFTER));
  return busy;
}

/** The longest a search waits for its turn before it is refused (a backstop: the queue's length is the bound). */
export const SEARCH_MAX_WAIT_MS = 30_000;

/**
 * Searches cost tens of milliseconds of one core each, and every distinct
 * query misses the page cache: a flood of them would make every other page
 * wait. The gate lets a few run at a time, each after the event loop has
 * had a turn (so page requests that arrived meanwhile are served between
 * searches), queues a few more briefly, and refuses the rest, which the
 * route answers 503 with Retry-After. A client past its own rate is refused
 * before it queues (429), so one client cannot hold every turn.
 */
export function createSearchGate({
  concurrency = 1,
  maxQueue = 64,
  maxWaitMs = SEARCH_MAX_WAIT_MS,
  rate = createSearchRate(),
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
    /** Runs `search` in its turn; `client` is the address whose allowance it takes. */
    async run<T>(search: () => T | Promise<T>, client?: string): Promise<T> {
      if (client !== undefined) {
        const allowed = rate.take(client);
        if (!allowed.ok) throw new SearchRateLimitedError(allowed.retryAfterSeconds);
      }
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
