import { and, type Column, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Store } from '../../db/store';
import { addressKey } from './login-throttle';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every 5th wrong password in a row from one address at one username locks that address out of it. */
export const LOCK_THRESHOLD = 5;
export const FIRST_LOCK_MS = 15 * MINUTE;
export const MAX_LOCK_MS = 24 * HOUR;
/** A record with no miss and no lock for this long is forgotten: its next miss counts as the first. */
export const QUIET_PERIOD_MS = 24 * HOUR;
/** Doublings past this would exceed the cap. */
const MAX_LOCK_SHIFT = Math.ceil(Math.log2(MAX_LOCK_MS / FIRST_LOCK_MS));

/** How long a lock lasts after `previousLocks` earlier ones: 15 min, doubling, at most 24 h. */
export function lockDuration(previousLocks: number): number {
  return Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.min(previousLocks, MAX_LOCK_SHIFT));
}

/** The key a username is counted under: its SHA-256, so an attacker's megabyte of name costs 64 bytes. */
export function accountKey(username: string): string {
  return new Bun.CryptoHasher('sha256').update(username).digest('hex');
}

/** The key a client address is counted under: an IPv6 client by its /64, as the address throttle counts it. */
export { addressKey };

/**
 * lockDuration in SQL, for the lock count a row holds: one CASE arm per
 * doubling below the cap, so both engines compute it alike (no shift, no
 * two-argument min). The durations are constants of this module.
 */
function lockDurationAfter(lockCount: Column): SQL {
  const arms = Array.from(
    { length: MAX_LOCK_SHIFT },
    (_, locks) =>
      sql` WHEN ${lockCount} <= ${sql.raw(String(locks))} THEN ${sql.raw(String(lockDuration(locks)))}`,
  );
  return sql`(CASE${sql.join(arms)} ELSE ${sql.raw(String(MAX_LOCK_MS))} END)`;
}

export interface LockoutOptions {
  /** Consecutive wrong passwords per lock; tests raise it to count a burst. */
  lockThreshold?: number;
}

/** Who is signing in: the username as typed, the account it names (if any), and from where. */
export interface SignInAttempt {
  username: string;
  userId: string | null;
  address: string;
}

/**
 * Locks sign-in per username and client address, in the database so every
 * server process sharing it sees the same locks. Misses lock out only the
 * address that made them, so an attacker elsewhere can never keep an
 * account's owner out; a right password from an address clears that
 * address's record. A name that exists and one that does not are counted
 * and locked alike. Each counter changes in one SQL statement, and each
 * read-modify-write runs in one store transaction, so parallel attempts
 * (from any process) lose none.
 */
export function createSignInLockout(store: Store, options: LockoutOptions = {}) {
  const { signInFailures, users } = store.tables;
  const threshold = options.lockThreshold ?? LOCK_THRESHOLD;
  const pair = (attempt: SignInAttempt): SQL | undefined =>
    and(
      eq(signInFailures.account, accountKey(attempt.username)),
      eq(signInFailures.address, addressKey(attempt.address)),
    );
  const unlockedAt = (time: number): SQL | undefined =>
    or(isNull(signInFailures.lockedUntil), lte(signInFailures.lockedUntil, new Date(time)));

  /** Read through `db`, or through `tx` when a transaction's write depends on it. */
  async function activeLock(
    attempt: SignInAttempt,
    time: number,
    db: Db = store.db,
  ): Promise<Date | null> {
    const [row] = await db
      .select({ lockedUntil: signInFailures.lockedUntil })
      .from(signInFailures)
      .where(pair(attempt))
      .limit(1);
    const until = row?.lockedUntil ?? null;
    return until && until.getTime() > time ? until : null;
  }

  return {
    /** When this address's lock at this username ends, or null when it may try. */
    activeLock: (attempt: SignInAttempt, time: number) => activeLock(attempt, time),

    /**
     * Counts a wrong password and, on every `threshold`-th in a row, locks the
     * address out of the username for twice as long as its last lock. Does
     * nothing while a lock runs. Returns the lock in force afterwards, if any.
     */
    recordMiss(attempt: SignInAttempt, time: number): Promise<Date | null> {
      const { fragments } = store;
      const locks = sql`(${signInFailures.failures} + 1) % ${threshold} = 0`;
      const nextLockEnd = fragments.timePlusMs(
        fragments.time(time),
        lockDurationAfter(signInFailures.lockCount),
      );
      const firstLocks = 1 % threshold === 0;
      const firstLockEnd = firstLocks ? time + FIRST_LOCK_MS : null;
      return store.transaction(async (tx) => {
        await tx.delete(signInFailures).where(lte(signInFailures.forgetAt, new Date(time)));
        const [counted] = await tx
          .insert(signInFailures)
          .values({
            account: accountKey(attempt.username),
            address: addressKey(attempt.address),
            failures: 1,
            lockCount: firstLocks ? 1 : 0,
            lockedUntil: firstLockEnd === null ? null : new Date(firstLockEnd),
            lastFailureAt: new Date(time),
            forgetAt: new Date((firstLockEnd ?? time) + QUIET_PERIOD_MS),
          })
          .onConflictDoUpdate({
            target: [signInFailures.account, signInFailures.address],
            set: {
              failures: sql`${signInFailures.failures} + 1`,
              lockedUntil: sql`CASE WHEN ${locks} THEN ${nextLockEnd} ELSE ${signInFailures.lockedUntil} END`,
              lockCount: sql`CASE WHEN ${locks} THEN ${signInFailures.lockCount} + 1 ELSE ${signInFailures.lockCount} END`,
              lastFailureAt: new Date(time),
              forgetAt: fragments.timePlusMs(
                sql`CASE WHEN ${locks} THEN ${nextLockEnd} ELSE ${fragments.time(time)} END`,
                QUIET_PERIOD_MS,
              ),
            },
            setWhere: unlockedAt(time),
          })
          .returning({ lockedUntil: signInFailures.lockedUntil });
        // Not counted: a lock landed since this attempt was let through.
        if (!counted) return activeLock(attempt, time, tx);
        const lockedNow =
          counted.lockedUntil && counted.lockedUntil.getTime() > time ? counted.lockedUntil : null;
        if (attempt.userId !== null) {
          await tx
            .update(users)
            .set({
              failedAttempts: sql`${users.failedAttempts} + 1`,
              ...(lockedNow
                ? {
                    lockCount: sql`${users.lockCount} + 1`,
                    lockedUntil: fragments.laterTime(users.lockedUntil, lockedNow.getTime()),
                  }
                : {}),
            })
            .where(eq(users.id, attempt.userId));
        }
        return lockedNow;
      });
    },

    /**
     * After a right password: forgets this address's misses at the username
     * and clears the account's record. Returns false, changing nothing, when
     * a lock landed meanwhile (a parallel miss from the same address).
     */
    recordSuccess(attempt: SignInAttempt & { userId: string }, time: number): Promise<boolean> {
      return store.transaction(async (tx) => {
        const [locked] = await tx
          .select({ lockedUntil: signInFailures.lockedUntil })
          .from(signInFailures)
          .where(and(pair(attempt), gt(signInFailures.lockedUntil, new Date(time))))
          .limit(1);
        if (locked) return false;
        await tx.delete(signInFailures).where(pair(attempt));
        await tx
          .update(users)
          .set({ failedAttempts: 0, lockedUntil: null, lockCount: 0 })
          .where(eq(users.id, attempt.userId));
        return true;
      });
    },

    /**
     * Lifts every lock on the account and forgets every address's misses at
     * it: the admin's and the operator's way back. Null when no user has that
     * name; otherwise how many addresses were locked out.
     */
    unlock(username: string, time: number): Promise<{ username: string; released: number } | null> {
      return store.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(eq(users.username, username))
          .limit(1);
        if (!user) return null;
        const account = eq(signInFailures.account, accountKey(user.username));
        const locked = await tx
          .select({ address: signInFailures.address })
          .from(signInFailures)
          .where(and(account, gt(signInFailures.lockedUntil, new Date(time))));
        await tx.delete(signInFailures).where(account);
        await tx
          .update(users)
          .set({ failedAttempts: 0, lockedUntil: null, lockCount: 0 })
          .where(eq(users.id, user.id));
        return { username: user.username, released: locked.length };
      });
    },
  };
}

export type SignInLockout = ReturnType<typeof createSignInLockout>;
