import { and, eq, gt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Store } from '../../db/store';

/** Sign-in attempts one client address may make per window. */
export const LOGIN_ATTEMPTS_PER_HOUR = 100;
export const LOGIN_WINDOW_MS = 60 * 60_000;
/**
 * How far ahead of an attempt its window may have begun before the clock is
 * taken to have been set back. Attempts sent together reach the database in
 * any order, each with the time it arrived: one a few milliseconds older
 * than the window a sibling opened must count in that window, not start a
 * fresh one (which would let parallel guesses past the limit).
 */
const CLOCK_SET_BACK_MS = 60_000;
/** Longer than any address; a forwarded value past it is cut, not stored whole. */
const MAX_ADDRESS_LENGTH = 64;

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

/** The key a client address is counted under in the database: its group, cut to a bounded length. */
export function addressKey(address: string): string {
  return addressGroup(address).slice(0, MAX_ADDRESS_LENGTH);
}

export type LoginAttemptVerdict =
  /** Go ahead; `forgive()` when the sign-in succeeds. */
  { ok: true; forgive: () => Promise<void> } | { ok: false; retryAfterMs: number };

export interface LoginThrottleOptions {
  limit?: number;
  windowMs?: number;
}

/**
 * At most `limit` sign-in attempts per client address per window, a window
 * starting with the address's first attempt after the last one ended. Every
 * attempt is counted before its password is checked (the hash is the cost),
 * but a successful sign-in is then forgiven, so colleagues behind one office
 * address are not throttled by their own sign-ins. Forgiving never clears
 * earlier failures: holding one account does not buy more guesses at others.
 *
 * The counts live in the database, so every server process sharing it
 * counts against the same limit. Each attempt is one upsert that counts it
 * only while the window has room, so parallel attempts from any process
 * never let more than `limit` through.
 */
export function createLoginThrottle(
  store: Store,
  { limit = LOGIN_ATTEMPTS_PER_HOUR, windowMs = LOGIN_WINDOW_MS }: LoginThrottleOptions = {},
) {
  const { signInAttempts } = store.tables;
  // A start well in the future means the clock was set back: start afresh
  // rather than refuse for longer than one window (and a minute).
  const ended = (time: number): SQL | undefined =>
    or(
      lte(signInAttempts.windowStart, new Date(time - windowMs)),
      gt(signInAttempts.windowStart, new Date(time + CLOCK_SET_BACK_MS)),
    );

  return {
    /** Counts one attempt from `address` at `time`, or says how long until it may try again. */
    attempt(address: string, time: number): Promise<LoginAttemptVerdict> {
      const key = addressKey(address);
      const { fragments } = store;
      return store.transaction(async (tx) => {
        await tx
          .delete(signInAttempts)
          .where(lte(signInAttempts.windowStart, new Date(time - windowMs)));
        const restarts = ended(time);
        const [counted] = await tx
          .insert(signInAttempts)
          .values({ address: key, windowStart: new Date(time), attempts: 1 })
          .onConflictDoUpdate({
            target: signInAttempts.address,
            set: {
              windowStart: sql`CASE WHEN ${restarts} THEN ${fragments.time(time)} ELSE ${signInAttempts.windowStart} END`,
              attempts: sql`CASE WHEN ${restarts} THEN 1 ELSE ${signInAttempts.attempts} + 1 END`,
            },
            // A full window that has not ended leaves the row as it is: refused.
            setWhere: or(restarts, sql`${signInAttempts.attempts} < ${limit}`),
          })
          .returning({ windowStart: signInAttempts.windowStart });
        if (!counted) {
          const [full] = await tx
            .select({ windowStart: signInAttempts.windowStart })
            .from(signInAttempts)
            .where(eq(signInAttempts.address, key))
            .limit(1);
          const start = full?.windowStart.getTime() ?? time;
          return { ok: false, retryAfterMs: start + windowMs - time };
        }
        const start = counted.windowStart;
        return {
          ok: true,
          // Only in the window that counted it: one that has since restarted is left alone.
          forgive: async () => {
            await store.transaction((forgiving) =>
              forgiving
                .update(signInAttempts)
                .set({ attempts: sql`${signInAttempts.attempts} - 1` })
                .where(
                  and(
                    eq(signInAttempts.address, key),
                    eq(signInAttempts.windowStart, start),
                    gt(signInAttempts.attempts, 0),
                  ),
                ),
            );
          },
        };
      });
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
