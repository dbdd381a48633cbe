import { SEARCH_MAX_WAIT_MS } from '../modules/articles/search-gate';

/**
 * How long (seconds) a connection may go without a byte either way before
 * the server closes it. Bun's default, 10 s, counts a request whose answer
 * is still being worked out as idle and resets the connection: a search
 * may wait up to SEARCH_MAX_WAIT_MS for its turn and then run, and on a
 * busy machine an archive-size search on PostgreSQL took longer than 10 s,
 * so its reader got a reset instead of the answer or the gate's 503. Twice
 * the gate's wait leaves room for the search itself and for the slowest
 * writes (an import); Bun takes at most 255.
 */
export const IDLE_TIMEOUT_S = Math.min(255, Math.ceil((2 * SEARCH_MAX_WAIT_MS) / 1000));
