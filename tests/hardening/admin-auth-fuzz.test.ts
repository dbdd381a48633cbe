import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { lockSignIn } from '@tests/support/sign-in-locks';
import { eq, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { sessions, signInFailures, users } from '~/server/db/schema';
import { SESSION_LIFETIME_MS } from '~/server/modules/auth/service';
import {
  hashSessionToken,
  newSessionToken,
  SESSION_COOKIE,
} from '~/server/modules/auth/session-token';
import { accountKey } from '~/server/modules/auth/sign-in-lockout';
import { loginSchema, usernameChangeSchema } from '~/shared/schemas/auth';
import { createFuzzApp, FUZZ_ADMIN, type FuzzApp } from './fuzz-app';
import { hostileBody, hostileString } from './hostile-input';

/**
 * Sign-in, sign-out, the session probe and the username change under
 * hostile bodies and headers.
 *
 * A well-formed attempt with a wrong password legitimately writes (it counts
 * towards the lock), and costs an argon2 check (~0.1 s). So the admin's
 * account is locked for the in-process address for the length of the file:
 * attempts on it are refused (423) before any hash or write, and a refused
 * request must then change nothing but the count of misses at other names.
 * One short run with the account open checks the wrong password path too,
 * undoing just the counted failure.
 */

let app: FuzzApp;

const DAY = 24 * 60 * 60_000;
const FUZZ_TIMEOUT = 60_000;

function lockAdmin() {
  return lockSignIn(app.t.store, FUZZ_ADMIN, new Date(Date.now() + DAY));
}

function unlockAdmin() {
  return app.t.store.transaction(async (tx) => {
    await tx.delete(signInFailures);
    await tx
      .update(users)
      .set({ failedAttempts: 0, lockCount: 0, lockedUntil: null })
      .where(eq(users.username, FUZZ_ADMIN));
  });
}

/**
 * A wrong password at any other name is counted, whether or not an account
 * has it (so answers tell no one which exist): the one change a refused
 * sign-in makes, undone before the database is compared.
 */
function forgetMissesAtOtherNames() {
  app.t.db
    .delete(signInFailures)
    .where(ne(signInFailures.account, accountKey(FUZZ_ADMIN)))
    .run();
}

beforeAll(async () => {
  app = await createFuzzApp();
  await lockAdmin();
  app.resnapshot();
});

afterAll(() => {
  app.report('Admin auth API fuzz');
  app.close();
});

const headers = (signedIn: boolean) => app.hostileHeaders(signedIn);

const LOGIN = '/api/admin/auth/login';
const USERNAME = '/api/admin/auth/username';

describe('admin auth API under hostile input', () => {
  test(
    `POST ${LOGIN}`,
    () =>
      app.fuzz({
        label: `POST ${LOGIN}`,
        numRuns: 400,
        bodySchema: loginSchema,
        cases: fc.tuple(
          hostileBody({ username: FUZZ_ADMIN, password: 'not-the-password' }),
          fc.boolean().chain(headers),
        ),
        request: ([body, headers]) => ({ method: 'POST', path: LOGIN, headers, body }),
        settle: forgetMissesAtOtherNames,
      }),
    FUZZ_TIMEOUT,
  );

  test(
    `POST ${LOGIN} with unknown users and hostile strings reaches the password check`,
    () =>
      app.fuzz({
        label: `POST ${LOGIN} (well-formed, unknown user)`,
        // Each costs a full argon2 check of the decoy hash.
        numRuns: 10,
        bodySchema: loginSchema,
        cases: fc.tuple(
          hostileString.filter((name) => name.trim() !== '' && name.trim() !== FUZZ_ADMIN),
          hostileString.filter((password) => password !== ''),
        ),
        request: ([username, password]) => ({
          method: 'POST',
          path: LOGIN,
          headers: { 'content-type': 'application/json', origin: app.t.siteUrl },
          body: JSON.stringify({ username, password }),
          // Not the address the run above used up its sign-in attempts from.
          address: '203.0.113.7',
        }),
        settle: forgetMissesAtOtherNames,
      }),
    FUZZ_TIMEOUT,
  );

  test(
    'GET /api/admin/auth/session answers 200 to anything and writes nothing',
    () =>
      app.fuzz({
        label: 'GET /api/admin/auth/session',
        numRuns: 200,
        cases: fc.tuple(fc.boolean().chain(headers), fc.constantFrom('GET', 'HEAD')),
        request: ([headers, method]) => ({ method, path: '/api/admin/auth/session', headers }),
      }),
    FUZZ_TIMEOUT,
  );

  test(
    `PATCH ${USERNAME} (account locked)`,
    () =>
      app.fuzz({
        label: `PATCH ${USERNAME}`,
        numRuns: 400,
        bodySchema: usernameChangeSchema,
        cases: fc.tuple(
          hostileBody({ newUsername: 'renamed-editor', currentPassword: 'not-the-password' }),
          fc.boolean().chain(headers),
        ),
        request: ([body, headers]) => ({ method: 'PATCH', path: USERNAME, headers, body }),
      }),
    FUZZ_TIMEOUT,
  );

  test(
    `PATCH ${USERNAME} with a wrong password only counts the failure`,
    async () => {
      await unlockAdmin();
      app.resnapshot();
      await app.fuzz({
        label: `PATCH ${USERNAME} (well-formed, account open)`,
        numRuns: 8,
        bodySchema: usernameChangeSchema,
        cases: fc.tuple(
          hostileString.filter((name) => name.trim().length >= 3 && name.trim().length < 50),
          hostileString.filter((password) => password !== ''),
        ),
        request: ([newUsername, currentPassword]) => ({
          method: 'PATCH',
          path: USERNAME,
          headers: {
            'content-type': 'application/json',
            origin: app.t.siteUrl,
            cookie: app.cookie,
          },
          body: JSON.stringify({ newUsername, currentPassword }),
        }),
        // A wrong password is counted (403, then 423 at the fifth): exactly
        // the lockout counters may change, and are put back before comparing.
        settle: async (_request, response) => {
          if (response.status === 403 || response.status === 423) await unlockAdmin();
        },
      });
      await lockAdmin();
      app.resnapshot();
    },
    FUZZ_TIMEOUT,
  );

  test(
    'POST /api/admin/auth/logout without a valid session is refused and changes nothing',
    () =>
      app.fuzz({
        label: 'POST /api/admin/auth/logout without a session',
        numRuns: 200,
        refuseAll: true,
        cases: fc.tuple(
          fc.option(hostileBody({ reason: 'done' })),
          headers(false),
          fc.constantFrom('POST', 'GET', 'DELETE'),
        ),
        request: ([body, headers, method]) => ({
          method,
          path: '/api/admin/auth/logout',
          headers,
          body: method === 'GET' ? undefined : (body ?? undefined),
        }),
      }),
    FUZZ_TIMEOUT,
  );

  test(
    'POST /api/admin/auth/logout with a session ends only that session, whatever the body',
    async () => {
      let token = '';
      const openSession = () => {
        token = newSessionToken();
        const now = Date.now();
        app.t.db
          .insert(sessions)
          .values({
            tokenHash: hashSessionToken(token),
            userId: app.t.db.select().from(users).get()!.id,
            createdAt: new Date(now),
            lastSeenAt: new Date(now),
            expiresAt: new Date(now + SESSION_LIFETIME_MS),
          })
          .run();
        app.resnapshot();
      };
      const isOpen = () =>
        app.t.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashSessionToken(token)))
          .get() !== undefined;
      let loggedOut = 0;
      await app.fuzz({
        label: 'POST /api/admin/auth/logout with a session',
        numRuns: 60,
        cases: fc.tuple(fc.option(hostileBody({ reason: 'done' })), headers(true)),
        request: ([body, headers]) => {
          openSession();
          const cookie = headers.cookie?.replace(app.cookie, `${SESSION_COOKIE}=${token}`);
          return {
            method: 'POST',
            path: '/api/admin/auth/logout',
            headers: { ...headers, ...(cookie ? { cookie } : {}) },
            body: body ?? undefined,
          };
        },
        settle: (_request, response) => {
          if (response.status === 200) {
            loggedOut++;
            expect(isOpen()).toBe(false);
          } else {
            expect(isOpen()).toBe(true);
          }
        },
      });
      expect(loggedOut).toBeGreaterThan(0);
      // The file's own session survived every one of them.
      const probe = await app.send({
        method: 'GET',
        path: '/api/admin/auth/session',
        headers: { cookie: app.cookie },
      });
      expect(probe.json).toMatchObject({ authenticated: true });
    },
    FUZZ_TIMEOUT,
  );
});
