import { and, eq, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Store } from '../../db/store';
import { LOCAL_ADDRESS } from '../../http/client-address';
import { decoyPasswordHash, hashPassword, MAX_PASSWORD_LENGTH, passwordSlots } from './password';
import { hashSessionToken, newSessionToken } from './session-token';
import { createSignInLockout, type SignInAttempt } from './sign-in-lockout';

export {
  FIRST_LOCK_MS,
  LOCK_THRESHOLD,
  lockDuration,
  MAX_LOCK_MS,
} from './sign-in-lockout';

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

/** The signed-in user as routes see it. */
export interface AdminUser {
  id: string;
  username: string;
  role: string;
  /** ISO time of the last successful sign-in. */
  lastLogin: string | null;
  /** Signed in with a temporary password: only the password change is open to them. */
  mustChangePassword: boolean;
}

export type Refusal =
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; lockedUntil: Date };

export type LoginResult =
  | {
      ok: true;
      token: string;
      user: { id: string; username: string; mustChangePassword: boolean };
    }
  | Refusal
  | { ok: false; reason: 'disabled' };

export type PasswordChangeResult = { ok: true } | Refusal | { ok: false; reason: 'unchanged' };

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
 * Sign-in, sessions and the way back from a lock. Passwords are checked with
 * argon2id (a few at a time, see ./password); wrong ones lock out the address
 * that sent them, per username (./sign-in-lockout).
 */
export function createAuthService(store: Store, options: AuthServiceOptions = {}) {
  const { db } = store;
  const { sessions, users } = store.tables;
  const now = options.now ?? Date.now;
  const lockout = createSignInLockout(store, { lockThreshold: options.lockThreshold });
  // Made now, so the first unknown name is not the one attempt that costs two
  // hashes; the service's own, so it is made as the service's accounts are.
  const decoyHash = decoyPasswordHash();
  decoyHash.catch(() => undefined);

  /**
   * The session behind a token and its user, built once: every admin request
   * and every page a signed-in editor reads reads it, and building a query
   * is most of what reading one costs.
   */
  const readSession = () =>
    db
      .select({
        id: users.id,
        username: users.username,
        role: users.role,
        lastLogin: users.lastLogin,
        active: users.active,
        mustChangePassword: users.mustChangePassword,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare();
  let sessionRead: ReturnType<typeof readSession> | null = null;

  /**
   * The lockout-aware password check shared by sign-in and the username
   * change. A name that exists and one that does not take the same path: the
   * same lock check, one argon2 verify (against a decoy hash when there is no
   * account) and the same counting, so neither answers nor timings tell them
   * apart.
   */
  async function checkPassword(
    attempt: SignInAttempt,
    passwordHash: string | null,
    password: string,
  ): Promise<{ ok: true } | Refusal> {
    // Outside the slot: making the decoy takes a slot of its own.
    const hash = passwordHash ?? (await decoyHash);
    const verdict = await passwordSlots.run(async () => {
      // Checked inside the slot: attempts queued behind the miss that locked
      // this address are refused without spending a hash.
      const lockedUntil = await lockout.activeLock(attempt, now());
      if (lockedUntil) return { lockedUntil, matches: false };
      if (password.length > MAX_PASSWORD_LENGTH) return { lockedUntil: null, matches: false };
      const matches = await Bun.password.verify(password, hash);
      return { lockedUntil: null, matches: matches && passwordHash !== null };
    });
    if (verdict.lockedUntil)
      return { ok: false, reason: 'locked', lockedUntil: verdict.lockedUntil };

    const time = now();
    if (!verdict.matches || attempt.userId === null) {
      const lockedUntil = await lockout.recordMiss(attempt, time);
      return lockedUntil ? { ok: false, reason: 'locked', lockedUntil } : INVALID;
    }
    if (!(await lockout.recordSuccess({ ...attempt, userId: attempt.userId }, time))) {
      const lockedUntil = await lockout.activeLock(attempt, time);
      return lockedUntil ? { ok: false, reason: 'locked', lockedUntil } : INVALID;
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
      {
        previousToken,
        address = LOCAL_ADDRESS,
      }: { previousToken?: string | null; address?: string } = {},
    ): Promise<LoginResult> {
      const [user] = await db
        .select({
          id: users.id,
          username: users.username,
          passwordHash: users.passwordHash,
          active: users.active,
          mustChangePassword: users.mustChangePassword,
        })
        .from(users)
        .where(eq(users.username, input.username))
        .limit(1);
      const check = await checkPassword(
        { username: input.username, userId: user?.id ?? null, address },
        user?.passwordHash ?? null,
        input.password,
      );
      if (!check.ok) return check;
      // A right password always names an account; this only narrows the type.
      if (!user) return INVALID;
      // Said only to whoever knows the password: it tells no one else the account exists.
      if (!user.active) return { ok: false, reason: 'disabled' };

      const token = newSessionToken();
      const time = now();
      await store.transaction(async (tx) => {
        if (previousToken) {
          await tx.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(previousToken)));
        }
        await tx.delete(sessions).where(expiredSessions(time));
        await tx
          .update(users)
          .set({ lastLogin: new Date(time) })
          .where(eq(users.id, user.id));
        await tx.insert(sessions).values({
          tokenHash: hashSessionToken(token),
          userId: user.id,
          createdAt: new Date(time),
          lastSeenAt: new Date(time),
          expiresAt: new Date(time + SESSION_LIFETIME_MS),
        });
      });
      return {
        ok: true,
        token,
        user: {
          id: user.id,
          username: user.username,
          mustChangePassword: user.mustChangePassword,
        },
      };
    },

    /** The user behind a session token, or null; each use (to the minute) postpones the idle expiry. */
    async authenticate(token: string | null | undefined): Promise<AdminUser | null> {
      if (!token) return null;
      const tokenHash = hashSessionToken(token);
      sessionRead ??= readSession();
      const [row] = await sessionRead.execute({ tokenHash });
      if (!row) return null;
      // Disabling ends the sessions; this also holds for one another process wrote.
      if (!row.active) return null;
      const time = now();
      // The row was read outside the write lock (this runs for every admin
      // request): each write repeats its condition, so it holds for the row
      // as it is when the write lands.
      if (time >= row.expiresAt.getTime() || time - row.lastSeenAt.getTime() >= SESSION_IDLE_MS) {
        await store.transaction((tx) =>
          tx.delete(sessions).where(and(eq(sessions.tokenHash, tokenHash), expiredSessions(time))),
        );
        return null;
      }
      if (time - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        await store.transaction((tx) =>
          tx
            .update(sessions)
            .set({ lastSeenAt: new Date(time) })
            .where(
              and(
                eq(sessions.tokenHash, tokenHash),
                lte(sessions.lastSeenAt, new Date(time - SESSION_TOUCH_INTERVAL_MS)),
              ),
            ),
        );
      }
      return {
        id: row.id,
        username: row.username,
        role: row.role,
        lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
        mustChangePassword: row.mustChangePassword,
      };
    },

    /**
     * Whether the token is a live session, reading only: a signed-in editor
     * reading the site is not counted as a reader, and reading the site does
     * not keep an idle session alive the way the back office does.
     */
    async isSignedIn(token: string | null | undefined): Promise<boolean> {
      if (!token) return false;
      sessionRead ??= readSession();
      const [row] = await sessionRead.execute({ tokenHash: hashSessionToken(token) });
      if (!row) return false;
      const time = now();
      return time < row.expiresAt.getTime() && time - row.lastSeenAt.getTime() < SESSION_IDLE_MS;
    },

    async logout(token: string | null | undefined): Promise<void> {
      if (!token) return;
      await store.transaction((tx) =>
        tx.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token))),
      );
    },

    /**
     * Renames the user after checking the current password (a wrong one counts
     * towards the lock), then ends every other session of that user.
     */
    async changeUsername(
      userId: string,
      input: { newUsername: string; currentPassword: string },
      { currentToken, address = LOCAL_ADDRESS }: { currentToken: string; address?: string },
    ): Promise<UsernameChangeResult> {
      const [user] = await db
        .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) return INVALID;
      if (user.username === input.newUsername) return { ok: false, reason: 'unchanged' };
      const check = await checkPassword(
        { username: user.username, userId: user.id, address },
        user.passwordHash,
        input.currentPassword,
      );
      if (!check.ok) return check;

      try {
        const renamed = await store.transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.username, input.newUsername))
            .limit(1);
          if (taken) return false;
          await tx.update(users).set({ username: input.newUsername }).where(eq(users.id, userId));
          await tx
            .delete(sessions)
            .where(
              and(
                eq(sessions.userId, userId),
                ne(sessions.tokenHash, hashSessionToken(currentToken)),
              ),
            );
          return true;
        });
        if (!renamed) return { ok: false, reason: 'taken' };
      } catch (error) {
        // Another process took the name between the check and the update.
        if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
        throw error;
      }
      return { ok: true, username: input.newUsername };
    },

    /**
     * Sets a new password after checking the current one (a wrong one counts
     * towards the lock), lifts the obligation to change a temporary password
     * and ends every other session of the user: whoever knew the old
     * password is signed out. The new password's rules are checked by the caller.
     */
    async changePassword(
      userId: string,
      input: { currentPassword: string; newPassword: string },
      { currentToken, address = LOCAL_ADDRESS }: { currentToken: string; address?: string },
    ): Promise<PasswordChangeResult> {
      const [user] = await db
        .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) return INVALID;
      const check = await checkPassword(
        { username: user.username, userId: user.id, address },
        user.passwordHash,
        input.currentPassword,
      );
      if (!check.ok) return check;
      if (input.newPassword === input.currentPassword) return { ok: false, reason: 'unchanged' };
      // Hashed before the transaction: the write lock is not held for argon2.
      const passwordHash = await hashPassword(input.newPassword);
      await store.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: false })
          .where(eq(users.id, userId));
        await tx
          .delete(sessions)
          .where(
            and(
              eq(sessions.userId, userId),
              ne(sessions.tokenHash, hashSessionToken(currentToken)),
            ),
          );
      });
      return { ok: true };
    },

    /**
     * Lifts every lock on the named account, for every address, and clears
     * its record of misses. Null when no user has that name.
     */
    unlock(username: string): Promise<{ username: string; released: number } | null> {
      return lockout.unlock(username, now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
