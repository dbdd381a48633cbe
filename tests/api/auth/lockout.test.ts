import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminRequest,
  createAdmin,
  DEFAULT_PASSWORD,
  postLogin,
  sessionCookieOf,
} from '@tests/support/admin-session';
import { atSiteCost } from '@tests/support/quick-password-hashing';
import { signInRecord } from '@tests/support/sign-in-locks';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { eq } from 'drizzle-orm';
import { openDatabase } from '~/server/db/client';
import { createSqliteStore } from '~/server/db/store';
import { createAuthService, FIRST_LOCK_MS, LOCK_THRESHOLD } from '~/server/modules/auth/service';
import { QUIET_PERIOD_MS } from '~/server/modules/auth/sign-in-lockout';
import { createUserService } from '~/server/modules/users/service';
import { formatDateTime } from '~/shared/dates';

/**
 * The lockout as an attacker meets it: misses lock out the address that made
 * them, never the account's owner elsewhere; a success clears the count;
 * names with and without an account answer alike; an admin can lift a lock.
 */

/** Many argon2 checks (two at a time, ~70 ms each on a small machine). */
const SLOW_TEST_MS = 60_000;
const INVALID = { status: 401, message: 'Invalid username or password' };

const OFFICE = '198.51.100.20';
const ATTACKER = '203.0.113.66';

let t: TestApp;
let clock: number;
let addressCount = 0;

/** An address no earlier test has used, so its sign-in throttle and records start empty. */
function freshAddress(): string {
  addressCount += 1;
  return `192.0.2.${addressCount}`;
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

beforeEach(() => {
  clock = Date.now();
  // The routes reach the service through `services` on every request.
  t.services.auth = createAuthService(t.store, { now: () => clock });
});

async function userRow(username: string) {
  const { users } = t.store.tables;
  const [row] = await t.db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

/** One sign-in attempt: status, Retry-After and the error body (or the signed-in user). */
async function attempt(username: string, password: string, address: string) {
  const response = await postLogin(t, username, password, null, address);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as unknown,
    cookie: sessionCookieOf(response),
  };
}

async function misses(username: string, address: string, count: number) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await attempt(username, 'wrong-guess', address));
  return answers;
}

describe('an attack from another address', () => {
  test(
    'cannot keep the editor out: the attacker is locked, the editor signs in from the office',
    async () => {
      await createAdmin(t, 'chief');
      const attack = await misses('chief', ATTACKER, 3 * LOCK_THRESHOLD);
      expect(attack.map((answer) => answer.status)).toEqual([
        ...Array(LOCK_THRESHOLD - 1).fill(401),
        ...Array(2 * LOCK_THRESHOLD + 1).fill(423),
      ]);
      // Even the right password is refused from the attacker's address...
      expect((await attempt('chief', DEFAULT_PASSWORD, ATTACKER)).status).toBe(423);

      // ...and accepted from the editor's own, whatever the attacker sent.
      const editor = await attempt('chief', DEFAULT_PASSWORD, OFFICE);
      expect(editor.status).toBe(200);
      expect(editor.cookie).not.toBeNull();
      expect(editor.body).toEqual({ user: { username: 'chief' } });

      // The attacker's lock is untouched by the editor's success.
      const after = await attempt('chief', 'wrong-guess', ATTACKER);
      expect(after.status).toBe(423);
    },
    SLOW_TEST_MS,
  );

  test(
    'the editor may still mistype during an attack: only their own misses count against them',
    async () => {
      await createAdmin(t, 'typist');
      await misses('typist', ATTACKER, LOCK_THRESHOLD);
      const typos = await misses('typist', OFFICE, LOCK_THRESHOLD - 1);
      expect(typos.every((answer) => answer.status === 401)).toBe(true);
      expect((await attempt('typist', DEFAULT_PASSWORD, OFFICE)).status).toBe(200);
    },
    SLOW_TEST_MS,
  );

  test(
    'Retry-After is honest: the locked address is checked again the moment it says',
    async () => {
      await createAdmin(t, 'patient');
      const address = freshAddress();
      const answers = await misses('patient', address, LOCK_THRESHOLD);
      const locking = answers.at(-1)!;
      expect(locking.status).toBe(423);
      expect(locking.retryAfter).toBe(String(FIRST_LOCK_MS / 1000));
      const until = new Date(clock + FIRST_LOCK_MS);
      expect(locking.body).toEqual({
        status: 423,
        message: `Too many failed sign-in attempts for this account from your network. Try again after ${formatDateTime(until)} UTC (${until.toISOString()}).`,
      });

      clock += FIRST_LOCK_MS - 60_000;
      const early = await attempt('patient', DEFAULT_PASSWORD, address);
      expect(early.status).toBe(423);
      expect(early.retryAfter).toBe('60');

      clock += 60_000;
      expect((await attempt('patient', DEFAULT_PASSWORD, address)).status).toBe(200);
    },
    SLOW_TEST_MS,
  );
});

describe('the count of misses', () => {
  test(
    'a successful sign-in resets it: the next misses count from one, the next lock is the first',
    async () => {
      await createAdmin(t, 'forgetful');
      const address = freshAddress();
      await misses('forgetful', address, LOCK_THRESHOLD - 1);
      expect((await signInRecord(t.store, 'forgetful', address))?.failures).toBe(
        LOCK_THRESHOLD - 1,
      );
      expect((await userRow('forgetful'))!.failedAttempts).toBe(LOCK_THRESHOLD - 1);

      expect((await attempt('forgetful', DEFAULT_PASSWORD, address)).status).toBe(200);
      expect(await signInRecord(t.store, 'forgetful', address)).toBeUndefined();
      expect(await userRow('forgetful')).toMatchObject({
        failedAttempts: 0,
        lockCount: 0,
        lockedUntil: null,
      });

      // Four more misses do not lock: the count started afresh.
      const again = await misses('forgetful', address, LOCK_THRESHOLD - 1);
      expect(again.every((answer) => answer.status === 401)).toBe(true);
      // The fifth locks, for the first lock's length, not twice it.
      const locking = await attempt('forgetful', 'wrong-guess', address);
      expect(locking.status).toBe(423);
      expect(locking.retryAfter).toBe(String(FIRST_LOCK_MS / 1000));
    },
    SLOW_TEST_MS,
  );

  test(
    'a success after a lock ends starts the doubling afresh',
    async () => {
      await createAdmin(t, 'relapsing');
      const address = freshAddress();
      await misses('relapsing', address, LOCK_THRESHOLD);
      clock += FIRST_LOCK_MS;
      // Without a success in between, the second lock lasts twice as long.
      const second = (await misses('relapsing', address, LOCK_THRESHOLD)).at(-1)!;
      expect(second.retryAfter).toBe(String((2 * FIRST_LOCK_MS) / 1000));
      clock += 2 * FIRST_LOCK_MS;
      expect((await attempt('relapsing', DEFAULT_PASSWORD, address)).status).toBe(200);
      const third = (await misses('relapsing', address, LOCK_THRESHOLD)).at(-1)!;
      expect(third.retryAfter).toBe(String(FIRST_LOCK_MS / 1000));
    },
    SLOW_TEST_MS,
  );

  test(
    'a quiet day forgets an address: its next miss counts as the first',
    async () => {
      await createAdmin(t, 'occasional');
      const address = freshAddress();
      await misses('occasional', address, LOCK_THRESHOLD - 1);
      clock += QUIET_PERIOD_MS;
      const later = await misses('occasional', address, LOCK_THRESHOLD - 1);
      expect(later.every((answer) => answer.status === 401)).toBe(true);
      expect((await signInRecord(t.store, 'occasional', address))?.failures).toBe(
        LOCK_THRESHOLD - 1,
      );
    },
    SLOW_TEST_MS,
  );

  test(
    'the account keeps a record of the attack until its next sign-in',
    async () => {
      await createAdmin(t, 'watched');
      const first = freshAddress();
      const second = freshAddress();
      await misses('watched', first, LOCK_THRESHOLD);
      await misses('watched', second, 2);
      expect(await userRow('watched')).toMatchObject({
        failedAttempts: LOCK_THRESHOLD + 2,
        lockCount: 1,
        lockedUntil: new Date(clock + FIRST_LOCK_MS),
      });
    },
    SLOW_TEST_MS,
  );

  test(
    'the locks live in the database: a second server process over the same file sees them',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'gazette-lockout-'));
      const path = join(dir, 'shared.db');
      const one = openDatabase(path);
      const two = openDatabase(path);
      const storeOne = createSqliteStore(one);
      const storeTwo = createSqliteStore(two);
      try {
        await createUserService(storeOne).create({
          username: 'shared',
          password: DEFAULT_PASSWORD,
          role: 'admin',
        });
        const first = createAuthService(storeOne, { now: () => clock });
        const second = createAuthService(storeTwo, { now: () => clock });
        const address = freshAddress();
        // Misses spread over both processes count towards one lock.
        for (let i = 0; i < LOCK_THRESHOLD; i++) {
          const service = i % 2 === 0 ? first : second;
          await service.login({ username: 'shared', password: 'wrong' }, { address });
        }
        for (const service of [first, second]) {
          const refused = await service.login(
            { username: 'shared', password: DEFAULT_PASSWORD },
            { address },
          );
          expect(refused).toMatchObject({ ok: false, reason: 'locked' });
        }
        const elsewhere = await second.login(
          { username: 'shared', password: DEFAULT_PASSWORD },
          { address: freshAddress() },
        );
        expect(elsewhere.ok).toBe(true);
      } finally {
        storeOne.close();
        storeTwo.close();
        one.$client.close();
        two.$client.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    SLOW_TEST_MS,
  );
});

describe('no username enumeration', () => {
  test(
    'a real and an unknown username get the same statuses, headers and bodies for the same misses',
    async () => {
      await createAdmin(t, 'real-editor');
      const real = await misses('real-editor', freshAddress(), 2 * LOCK_THRESHOLD);
      const unknown = await misses('no-such-editor', freshAddress(), 2 * LOCK_THRESHOLD);
      expect(unknown).toEqual(real);
      expect(real[0]!.body).toEqual(INVALID);
      expect(real.at(-1)!.status).toBe(423);

      // Once the lock ends, both are checked again, alike.
      clock += FIRST_LOCK_MS;
      const realAfter = await misses('real-editor', OFFICE, 1);
      const unknownAfter = await misses('no-such-editor', OFFICE, 1);
      expect(unknownAfter).toEqual(realAfter);
    },
    SLOW_TEST_MS,
  );

  test(
    'and the same timings within noise: an unknown name costs one argon2 check too',
    // The hashes timed are the site's: the account's and the decoy of a service made for them.
    () =>
      atSiteCost(async () => {
        t.services.auth = createAuthService(t.store, { now: () => clock });
        await createAdmin(t, 'timed-editor');
        const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
        // The fastest of each: a check's own cost, where a busy machine only ever adds time.
        const fastest = (values: number[]) => Math.min(...values);
        const time = async (username: string) => {
          const started = performance.now();
          await attempt(username, 'wrong-guess', freshAddress());
          return performance.now() - started;
        };
        // Interleaved, so a slow moment of the machine hits both alike.
        const real: number[] = [];
        const unknown: number[] = [];
        for (let i = 0; i < 9; i++) {
          real.push(await time('timed-editor'));
          unknown.push(await time('timed-nobody'));
        }
        const ratio = fastest(unknown) / fastest(real);
        expect(ratio).toBeGreaterThan(0.6);
        expect(ratio).toBeLessThan(1.67);

        // Locked, both are refused without a check: equally fast.
        const lockedReal = freshAddress();
        const lockedUnknown = freshAddress();
        await misses('timed-editor', lockedReal, LOCK_THRESHOLD);
        await misses('timed-nobody', lockedUnknown, LOCK_THRESHOLD);
        const refusal = async (username: string, address: string) => {
          const started = performance.now();
          expect((await attempt(username, DEFAULT_PASSWORD, address)).status).toBe(423);
          return performance.now() - started;
        };
        const refusedReal: number[] = [];
        const refusedUnknown: number[] = [];
        for (let i = 0; i < 7; i++) {
          refusedReal.push(await refusal('timed-editor', lockedReal));
          refusedUnknown.push(await refusal('timed-nobody', lockedUnknown));
        }
        // Far below one argon2 check (~70 ms) either way.
        expect(Math.abs(median(refusedReal) - median(refusedUnknown))).toBeLessThan(15);
      }),
    SLOW_TEST_MS,
  );
});

describe('POST /api/admin/users/unlock', () => {
  let adminCookie: string;

  beforeAll(async () => {
    await createAdmin(t, 'desk-admin');
    const response = await postLogin(t, 'desk-admin', DEFAULT_PASSWORD, null, OFFICE);
    adminCookie = sessionCookieOf(response)!;
  });

  function unlock(body: unknown, cookie: string | null = adminCookie) {
    return adminRequest(t, 'POST', '/api/admin/users/unlock', { cookie, body, address: OFFICE });
  }

  test(
    'lifts every lock on the account: each locked-out address may try again',
    async () => {
      await createAdmin(t, 'locked-reporter');
      const first = freshAddress();
      const second = freshAddress();
      await misses('locked-reporter', first, LOCK_THRESHOLD);
      await misses('locked-reporter', second, LOCK_THRESHOLD);
      await misses('locked-reporter', OFFICE, 2);

      const response = await unlock({ username: 'locked-reporter' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ username: 'locked-reporter', released: 2 });
      expect(await userRow('locked-reporter')).toMatchObject({
        failedAttempts: 0,
        lockCount: 0,
        lockedUntil: null,
      });
      for (const address of [first, second, OFFICE]) {
        expect(await signInRecord(t.store, 'locked-reporter', address)).toBeUndefined();
      }
      expect((await attempt('locked-reporter', DEFAULT_PASSWORD, first)).status).toBe(200);
      // Counting starts afresh: four misses do not lock.
      const again = await misses('locked-reporter', second, LOCK_THRESHOLD - 1);
      expect(again.every((answer) => answer.status === 401)).toBe(true);
    },
    SLOW_TEST_MS,
  );

  test('an account with no lock: 200, nothing released', async () => {
    await createAdmin(t, 'never-locked');
    const response = await unlock({ username: 'never-locked' });
    expect(await response.json()).toEqual({ username: 'never-locked', released: 0 });
  });

  test('an unknown username: 404 in the error shape; a blank one: 422', async () => {
    const unknown = await unlock({ username: 'nobody-by-that-name' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      status: 404,
      message: 'There is no user named "nobody-by-that-name"',
    });
    const blank = await unlock({ username: '  ' });
    expect(blank.status).toBe(422);
    expect(((await blank.json()) as { message: string }).message).toBe(
      'username: Username is required',
    );
  });

  test('needs a session, and a same-origin JSON request', async () => {
    const anonymous = await unlock({ username: 'desk-admin' }, null);
    expect(anonymous.status).toBe(401);
    const foreign = await adminRequest(t, 'POST', '/api/admin/users/unlock', {
      cookie: adminCookie,
      body: { username: 'desk-admin' },
      headers: { Origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });

  test(
    'lifting a lock does not clear the page cache: no page shows accounts',
    async () => {
      await t.request('/about');
      const cached = t.pages.cachedPages();
      expect(cached).toBeGreaterThan(0);
      await unlock({ username: 'desk-admin' });
      expect(t.pages.cachedPages()).toBe(cached);
    },
    SLOW_TEST_MS,
  );
});

describe('the username change', () => {
  test(
    'a wrong current password counts for that address only',
    async () => {
      await createAdmin(t, 'renaming');
      const address = freshAddress();
      const signedIn = await postLogin(t, 'renaming', DEFAULT_PASSWORD, null, address);
      const cookie = sessionCookieOf(signedIn)!;
      for (let i = 1; i <= LOCK_THRESHOLD; i++) {
        const response = await adminRequest(t, 'PATCH', '/api/admin/auth/username', {
          cookie,
          address,
          body: { newUsername: 'renamed-now', currentPassword: 'wrong' },
        });
        expect(response.status).toBe(i < LOCK_THRESHOLD ? 403 : 423);
      }
      // The same account still signs in from elsewhere.
      expect((await attempt('renaming', DEFAULT_PASSWORD, freshAddress())).status).toBe(200);
      expect((await signInRecord(t.store, 'renaming', address))?.lockedUntil?.getTime()).toBe(
        clock + FIRST_LOCK_MS,
      );
    },
    SLOW_TEST_MS,
  );
});
