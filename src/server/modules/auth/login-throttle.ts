/** Sign-in attempts one client address may make per window. */
export const LOGIN_ATTEMPTS_PER_HOUR = 100;
export const LOGIN_WINDOW_MS = 60 * 60_000;
/** Addresses remembered at once; a flood of new ones evicts the oldest windows. */
export const MAX_TRACKED_ADDRESSES = 10_000;

const HEX_GROUP = /^[0-9a-f]{1,4}$/i;
const DOTTED_QUAD = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail as two), or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const bare = address.split('%', 1)[0]!; // without a zone id such as %eth0
  if (!bare.includes(':')) return null;
  const halves = bare.split('::');
  if (halves.length > 2) return null;
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const head = split(halves[0]!);
  const tail = halves.length === 2 ? split(halves[1]!) : [];
  const parts = [...head, ...tail];
  const last = parts.at(-1);
  const ipv4Tail = last !== undefined && DOTTED_QUAD.test(last);
  const hexParts = ipv4Tail ? parts.slice(0, -1) : parts;
  if (!hexParts.every((part) => HEX_GROUP.test(part))) return null;
  const missing = 8 - parts.length - (ipv4Tail ? 1 : 0);
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
}

/**
 * What one client is counted as. An IPv6 host usually holds a whole /64, so
 * its /64 is one client; anything else (IPv4, an unparsable forwarded value,
 * the in-process address) counts as itself.
 */
export function addressGroup(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

export type LoginAttemptVerdict =
  /** Go ahead; `forgive()` when the sign-in succeeds. */
  { ok: true; forgive: () => void } | { ok: false; retryAfterMs: number };

export interface LoginThrottleOptions {
  /** The clock, in epoch milliseconds: the auth service's, so tests can move it. */
  now: () => number;
  limit?: number;
  windowMs?: number;
  maxAddresses?: number;
}

interface Window {
  start: number;
  attempts: number;
}

/**
 * At most `limit` sign-in attempts per client address per window, a window
 * starting with the address's first attempt after the last one ended. Every
 * attempt is counted before its password is checked (the hash is the cost),
 * but a successful sign-in is then forgiven, so colleagues behind one office
 * address are not throttled by their own sign-ins. Forgiving never clears
 * earlier failures: holding one account does not buy more guesses at others.
 */
export function createLoginThrottle({
  now,
  limit = LOGIN_ATTEMPTS_PER_HOUR,
  windowMs = LOGIN_WINDOW_MS,
  maxAddresses = MAX_TRACKED_ADDRESSES,
}: LoginThrottleOptions) {
  // Insertion order is start order: a window is re-inserted when it restarts.
  const windows = new Map<string, Window>();

  // A start in the future means the clock was set back: start afresh rather
  // than refuse for longer than one window.
  const ended = (window: Window, time: number) =>
    time - window.start >= windowMs || time < window.start;

  function makeRoom(time: number) {
    for (const [key, window] of windows) {
      if (!ended(window, time)) break;
      windows.delete(key);
    }
    // Still full: many addresses at once. The oldest window goes; an attacker
    // with that many addresses gains nothing a fresh address would not give.
    while (windows.size >= maxAddresses) {
      const oldest = windows.keys().next().value;
      if (oldest === undefined) break;
      windows.delete(oldest);
    }
  }

  return {
    /** Counts one attempt from `address`, or says how long until it may try again. */
    attempt(address: string): LoginAttemptVerdict {
      const time = now();
      const key = addressGroup(address);
      let window = windows.get(key);
      if (window && ended(window, time)) {
        windows.delete(key);
        window = undefined;
      }
      if (!window) {
        makeRoom(time);
        window = { start: time, attempts: 0 };
        windows.set(key, window);
      }
      if (window.attempts >= limit) {
        return { ok: false, retryAfterMs: window.start + windowMs - time };
      }
      window.attempts += 1;
      const counted = window;
      return {
        ok: true,
        forgive: () => {
          // A window that has since ended is no longer in the map: no effect.
          if (counted.attempts > 0) counted.attempts -= 1;
        },
      };
    },

    /** How many addresses are remembered now. */
    get trackedAddresses(): number {
      return windows.size;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
