/**
 * Stopping one of several processes behind a load balancer without failing
 * a request. A balancer learns that a process is leaving from its health
 * check, a second or two after the process knows; closing the listening
 * socket at once would refuse the requests it sends meanwhile, and closing
 * the idle keep-alive connections it pooled races with a request it is
 * putting on one of them (that request fails: nothing can tell whether the
 * server read it). So on a stop the process first drains: `/healthz`
 * answers 503, so the balancer takes it out of rotation; every answer
 * closes its connection, so none goes back into the balancer's pool; and
 * requests are served as usual until none has begun for a moment (the
 * balancer has moved on) or for at most `maxMs`. While a balancer's checks
 * are coming, the quiet moment is not enough: the drain also waits until
 * the balancer has been answered 503 as often as it needs to take the
 * process out, so that it does so on the 503 and never on a refused
 * connection, however few requests it had to send meanwhile. Each checker
 * (told apart by its address and user agent) is counted on its own: the
 * container's own health probe or an operator's curl answered 503 does not
 * stand in for one of the balancer's checks. Only then does the caller
 * close the socket and wait for the requests in flight.
 */

import type { PeerLookup } from './client-address';

/** No request for this long: whoever sent them has stopped. */
export const DRAIN_QUIET_MS = 500;
/** Served no longer than this after a stop was asked for, whatever still arrives. */
export const DRAIN_MAX_MS = 5_000;
/** Failed checks a balancer needs to take a process out: deploy/haproxy.cfg's `fall 2`. */
export const CHECKS_TO_TAKE_OUT = 2;
/**
 * No check for this long: no balancer is checking (or it has stopped). Two
 * and a half of HAProxy's one-second intervals: a check a little late is
 * still a check.
 */
export const CHECKS_GONE_MS = 2_500;

const HEALTH_PATH = '/healthz';
/** Checkers remembered at most: whoever sends checks beyond this is not a balancer to wait for. */
const MAX_CHECKERS = 16;

export interface DrainOptions {
  /** The engine's name, as /healthz names it. */
  database: string;
  quietMs?: number;
  maxMs?: number;
  /** A clock in milliseconds (tests). */
  now?: () => number;
}

type Handler<Server> = (request: Request, server?: Server) => Response | Promise<Response>;

interface Checker {
  checks: number;
  lastCheckAt: number;
  refused: number;
}

/** Who sent a health check: its address where the server tells it, and its user agent. */
function checkerOf(request: Request, server: PeerLookup | undefined): string {
  const address = server?.requestIP(request)?.address ?? '';
  return `${address} ${request.headers.get('user-agent') ?? ''}`;
}

/** Whether a URL's path is the health check's (no slice made for any other). */
function isHealthCheck(url: string): boolean {
  if (!url.includes(HEALTH_PATH)) return false;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const end = url.indexOf('?', start);
  return url.slice(start, end < 0 ? undefined : end) === HEALTH_PATH;
}

export function createDrain(options: DrainOptions) {
  const quietMs = options.quietMs ?? DRAIN_QUIET_MS;
  const maxMs = options.maxMs ?? DRAIN_MAX_MS;
  const now = options.now ?? (() => performance.now());
  let draining = false;
  let lastRequestAt = Number.NEGATIVE_INFINITY;
  /**
   * Per checker: the health checks answered (a single one is a start-up
   * probe, not a balancer), the latest's time, and those answered 503 since
   * the drain began.
   */
  const checkers = new Map<string, Checker>();

  /** Whether this checker is a balancer still checking: checks seen before, the latest not long ago. */
  const isComing = (checker: Checker, at: number) =>
    checker.checks >= 2 && at - checker.lastCheckAt < CHECKS_GONE_MS;

  /** Notes a health check; forgets checkers gone quiet, and keeps the map small whatever arrives. */
  const noteCheck = (key: string, at: number) => {
    let checker = checkers.get(key);
    if (!checker) {
      for (const [other, { lastCheckAt }] of checkers) {
        if (at - lastCheckAt >= CHECKS_GONE_MS) checkers.delete(other);
      }
      if (checkers.size >= MAX_CHECKERS) return null;
      checker = { checks: 0, lastCheckAt: at, refused: 0 };
      checkers.set(key, checker);
    }
    checker.checks += 1;
    checker.lastCheckAt = at;
    return checker;
  };

  return {
    get draining() {
      return draining;
    },

    /** The request handler, wrapped: it notes when requests arrive and answers as above while draining. */
    wrap<Server extends PeerLookup>(handler: Handler<Server>): Handler<Server> {
      const closing = async (request: Request, server?: Server) => {
        const response = await handler(request, server);
        response.headers.set('connection', 'close');
        return response;
      };
      // Not async: an answer the handler has at once (a kept page) goes
      // back to the server as it is, not wrapped in a promise.
      return (request, server) => {
        // The balancer's checks keep coming while it sends nothing else.
        const health = isHealthCheck(request.url);
        const checker = health ? noteCheck(checkerOf(request, server), now()) : null;
        if (!health) lastRequestAt = now();
        if (!draining) return handler(request, server);
        if (health) {
          if (checker) checker.refused += 1;
          return Response.json(
            { status: 'draining', database: options.database },
            { status: 503, headers: { 'cache-control': 'no-store', connection: 'close' } },
          );
        }
        return closing(request, server);
      };
    },

    /**
     * Starts draining; resolves once no request has begun for `quietMs`
     * (at once when none came lately) and every balancer whose checks are
     * coming has been answered 503 `CHECKS_TO_TAKE_OUT` times; or `maxMs`
     * after the call.
     */
    async begin(): Promise<void> {
      draining = true;
      const started = now();
      for (;;) {
        const at = now();
        const quietFor = at - lastRequestAt;
        const left = maxMs - (at - started);
        if (left <= 0) return;
        const quiet = quietFor >= quietMs;
        const waitingOn = [...checkers.values()].filter(
          (checker) => isComing(checker, at) && checker.refused < CHECKS_TO_TAKE_OUT,
        );
        if (quiet && waitingOn.length === 0) return;
        // Waiting on checks: looks again by the time they would count as gone.
        const latestCheck = Math.max(...waitingOn.map((checker) => checker.lastCheckAt));
        const wait = quiet ? CHECKS_GONE_MS - (at - latestCheck) : quietMs - quietFor;
        await Bun.sleep(Math.max(1, Math.min(wait, left, quietMs)));
      }
    },
  };
}
