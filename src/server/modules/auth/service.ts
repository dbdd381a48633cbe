import { and, eq, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { MAX_PASSWORD_LENGTH, passwordSlots, verifyDecoy } from './password';
import { hashSessionToken, newSessionToken } from './session-token';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A session ends 12 h after sign-in, or after 2 h without a request, whichever comes first. */
export const SESSION_LIFETIME_MS = 12 * HOUR;
export const SESSION_IDLE_MS = 2 * HOUR;
/**
 * A session's last use is written at most this often: each write takes the
 * write lock and moves every count memo, and a minute is nothing against the
 * two-hour idle limit it measures.
 */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;

/** Every 5th consecutive wrong password locks the account. */
export const LOCK_THRESHOLD = 5;
export const FIRST_LOCK_MS = 15 * MINUTE;
export const MAX_LOCK_MS = 24 * HOUR;
/** Doublings past this would exceed the cap (and overflow SQLite's shift). */
const MAX_LOCK_SHIFT = Math.ceil(Math.log2(MAX_LOCK_MS / FIRST_LOCK_MS));

/** How long a lock lasts after `previousLocks` earlier ones: 15 min, doubling, at most 24 h. */
export function lockDuration(previousLocks: number): number {
  return Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.min(previousLocks, MAX_LOCK_SHIFT));
}

/** The signed-in user as routes see it. */
export interface AdminUser {
  id: string;
  username: string;
  role: string;
  /** ISO time of the last successful sign-in. */
  lastLogin: string | null;
}

export type Refusal =
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; lockedUntil: Date };

export type LoginResult =
  | { ok: true; token: string; user: { id: string; username: string } }
  | Refusal;

export type UsernameChangeResult =
  | { ok: true; username: string }
  | Refusal
  | { ok: false; reason: 'taken' | 'unchanged' };

export interface AuthServiceOptions {
  /** The clock, in epoch milliseconds; tests move it. */
  now?: () => number;
  /** Consecutive wrong passwords per lock; tests raise it to count a burst. */
  lockThreshold?: number;
}

const INVALID: Refusal = { ok: false, reason: 'invalid' };

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(current.message)) {
      return true;
    }
  }
  return false;
}

/**
 * Sign-in, sessions and account lockout. Passwords are checked with argon2id
 * (a few at a time, see ./password); counters change only in single SQL
 * statements, so parallel requests never lose an attempt.
 */
export function createAuthService(db: Db, options: AuthServiceOptions = {}) {
  const now = options.now ?? Date.now;
  const lockThreshold = options.lockThreshold ?? LOCK_THRESHOLD;

  const notLockedAt = (time: number): SQL | undefined =>
    or(isNull(users.lockedUntil), lte(users.lockedUntil, new Date(time)));

  function activeLock(userId: string): Date | null {
    const row = db
      .select({ lockedUntil: users.lockedUntil })
      .from(users)
      .where(eq(users.id, userId))
      .get();
    const until = row?.lockedUntil ?? null;
    return until && until.getTime() > now() ? until : null;
  }

  /**
   * Counts a wrong password and, on every `lockThreshold`-th in a row, locks
   * the account for twice as long as the last lock. One statement, so a burst
   * of parallel failures counts each one. Does nothing while locked.
   */
  function recordFailure(userId: string, time: number) {
    const locks = sql`(${users.failedAttempts} + 1) % ${lockThreshold} = 0`;
    return db
      .update(users)
      .set({
        failedAttempts: sql`${users.failedAttempts} + 1`,
        lockedUntil: sql`CASE WHEN ${locks}
          THEN ${time} + min(${MAX_LOCK_MS}, ${FIRST_LOCK_MS} << min(${users.lockCount}, ${MAX_LOCK_SHIFT}))
          ELSE ${users.lockedUntil} END`,
        lockCount: sql`CASE WHEN ${locks} THEN ${users.lockCount} + 1 ELSE ${users.lockCount} END`,
      })
      .where(and(eq(users.id, userId), notLockedAt(time)))
      .returning({ lockedUntil: users.lockedUntil })
      .get();
  }

  /** Resets the failure count unless a lock landed meanwhile; false when locked. */
  function recordSuccess(userId: string, time: number, signIn: boolean): boolean {
    const row = db
      .update(users)
      .set({
        failedAttempts: 0,
        lockedUntil: null,
        ...(signIn ? { lastLogin: new Date(time) } : {}),
      })
      .where(and(eq(users.id, userId), notLockedAt(time)))
      .returning({ id: users.id })
      .get();
    return row !== undefined;
  }

  /** The lockout-aware password check shared by sign-in and the username change. */
  async function checkPassword(
    user: { id: string; passwordHash: string },
    password: string,
    { signIn }: { signIn: boolean },
  ): Promise<{ ok: true } | Refusal> {
    const verdict = await passwordSlots.run(async () => {
      // Checked again inside the slot: requests queued behind the failure that
      // locked the account are refused without spending a hash.
      const lockedUntil = activeLock(user.id);
      if (lockedUntil) return { lockedUntil, matches: false };
      if (password.length > MAX_PASSWORD_LENGTH) return { lockedUntil: null, matches: false };
      return { lockedUntil: null, matches: await Bun.password.verify(password, user.passwordHash) };
    });
    if (verdict.lockedUntil)
      return { ok: false, reason: 'locked', lockedUntil: verdict.lockedUntil };

    const time = now();
    if (!verdict.matches) {
      const row = recordFailure(user.id, time);
      const until = row ? row.lockedUntil : activeLock(user.id);
      return until && until.getTime() > time
        ? { ok: false, reason: 'locked', lockedUntil: until }
        : INVALID;
    }
    if (!recordSuccess(user.id, time, signIn)) {
      const until = activeLock(user.id);
      return until ? { ok: false, reason: 'locked', lockedUntil: until } : INVALID;
    }
    return { ok: true };
  }

  function expiredSessions(time: number): SQL | undefined {
    return or(
      lte(sessions.expiresAt, new Date(time)),
      lte(sessions.lastSeenAt, new Date(time - SESSION_IDLE_MS)),
    );
  }

  return {
    /** The service's clock, for messages that say how long a lock lasts. */
    now,

    /**
     * Checks the credentials and opens a new session. The session the browser
     * presented, if any, is ended: every sign-in rotates the token.
     */
    async login(
      input: { username: string; password: string },
      { previousToken }: { previousToken?: string | null } = {},
    ): Promise<LoginResult> {
      const user = db
        .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.username, input.username))
        .get();
      if (!user) {
        await verifyDecoy(input.password);
        return INVALID;
      }
      const check = await checkPassword(user, input.password, { signIn: true });
      if (!check.ok) return check;

      const token = newSessionToken();
      const time = now();
      db.transaction((tx) => {
        if (previousToken) {
          tx.delete(sessions)
            .where(eq(sessions.tokenHash, hashSessionToken(previousToken)))
            .run();
        }
        tx.delete(sessions).where(expiredSessions(time)).run();
        tx.insert(sessions)
          .values({
            tokenHash: hashSessionToken(token),
            userId: user.id,
            createdAt: new Date(time),
            lastSeenAt: new Date(time),
            expiresAt: new Date(time + SESSION_LIFETIME_MS),
          })
          .run();
      });
      return { ok: true, token, user: { id: user.id, username: user.username } };
    },

    /** The user behind a session token, or null; each use (to the minute) postpones the idle expiry. */
    authenticate(token: string | null | undefined): AdminUser | null {
      if (!token) return null;
      const tokenHash = hashSessionToken(token);
      const row = db
        .select({
          id: users.id,
          username: users.username,
          role: users.role,
          lastLogin: users.lastLogin,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .get();
      if (!row) return null;
      const time = now();
      if (time >= row.expiresAt.getTime() || time - row.lastSeenAt.getTime() >= SESSION_IDLE_MS) {
        db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).run();
        return null;
      }
      if (time - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        db.update(sessions)
          .set({ lastSeenAt: new Date(time) })
          .where(eq(sessions.tokenHash, tokenHash))
          .run();
      }
      return {
        id: row.id,
        username: row.username,
        role: row.role,
        lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
      };
    },

    logout(token: string | null | undefined): void {
      if (!token) return;
      db.delete(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(token)))
        .run();
    },

    /**
     * Renames the user after checking the current password (a wrong one counts
     * towards the lock), then ends every other session of that user.
     */
    async changeUsername(
      userId: string,
      input: { newUsername: string; currentPassword: string },
      { currentToken }: { currentToken: string },
    ): Promise<UsernameChangeResult> {
      const user = db
        .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .get();
      if (!user) return INVALID;
      if (user.username === input.newUsername) return { ok: false, reason: 'unchanged' };
      const check = await checkPassword(user, input.currentPassword, { signIn: false });
      if (!check.ok) return check;

      const taken = db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, input.newUsername))
        .get();
      if (taken) return { ok: false, reason: 'taken' };
      try {
        db.transaction((tx) => {
          tx.update(users).set({ username: input.newUsername }).where(eq(users.id, userId)).run();
          tx.delete(sessions)
            .where(
              and(
                eq(sessions.userId, userId),
                ne(sessions.tokenHash, hashSessionToken(currentToken)),
              ),
            )
            .run();
        });
      } catch (error) {
        // Another rename took the name between the check and the update.
        if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
        throw error;
      }
      return { ok: true, username: input.newUsername };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
