import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import {
  adminRequest,
  createAdmin,
  DEFAULT_PASSWORD,
  postLogin,
  sessionCookieOf,
  signIn,
} from '@tests/support/admin-session';
import { lockSignIn, setSignInRecord } from '@tests/support/sign-in-locks';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { eq } from 'drizzle-orm';

import { OPEN_ADMIN_PATHS } from '~/server/modules/auth/admin-gate';
import { LOGIN_ATTEMPTS_PER_HOUR, LOGIN_WINDOW_MS } from '~/server/modules/auth/login-throttle';
import {
  createAuthService,
  FIRST_LOCK_MS,
  LOCK_THRESHOLD,
  lockDuration,
  SESSION_IDLE_MS,
  SESSION_LIFETIME_MS,
} from '~/server/modules/auth/service';
import { hashSessionToken } from '~/server/modules/auth/session-token';

const MINUTE = 60_000;
/** For tests that run many argon2 checks (two at a time, ~70 ms each on a small machine). */
const SLOW_TEST_MS = 60_000;
const INVALID = 'Invalid username or password';

let t: TestApp;
let clock: number;

/** Moves the auth service's clock; every test starts from the real time. */
function advance(ms: number) {
  clock += ms;
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

function useClock() {
  clock = Date.now();
  // The routes reach the service through `services` on every request, so a
  // service with a movable clock can stand in for the real one.
  t.services.auth = createAuthService(t.store, { now: () => clock });
}

async function userRow(username: string) {
  const { users } = t.store.tables;
  const [row] = await t.db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

function session(cookie: string | null) {
  return adminRequest(t, 'GET', '/api/admin/auth/session', { cookie });
}

async function isSignedIn(cookie: string): Promise<boolean> {
  const response = await adminRequest(t, 'GET', '/api/admin/articles', { cookie });
  if (response.status !== 200 && response.status !== 401)
    throw new Error(`status ${response.status}`);
  return response.status === 200;
}

describe('POST /api/admin/auth/login', () => {
  beforeAll(async () => {
    useClock();
    await createAdmin(t, 'editor');
  });

  test('signs in with a fresh HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await postLogin(t, 'editor', DEFAULT_PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: { username: 'editor' } });
    expect(response.headers.get('cache-control')).toBe('no-store');

    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^gazette_session=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain(`Max-Age=${SESSION_LIFETIME_MS / 1000}`);
    expect(setCookie).not.toContain('Secure');

    // Only the token's SHA-256 is stored.
    const token = sessionCookieOf(response)!.split('=')[1]!;
    const stored = await t.db.select().from(t.store.tables.sessions);
    expect(stored.map((row) => row.tokenHash)).toContain(hashSessionToken(token));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect((await userRow('editor'))!.lastLogin?.getTime()).toBe(clock);
  });

  test('reports the session with role and last login', async () => {
    const cookie = await signIn(t, 'editor');
    const response = await session(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      authenticated: true,
      user: { username: 'editor', role: 'admin', lastLogin: new Date(clock).toISOString() },
    });
  });

  test('a wrong password and an unknown user get the same 401 and message', async () => {
    const wrong = await postLogin(t, 'editor', 'not-the-password');
    const unknown = await postLogin(t, 'nobody-here', DEFAULT_PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ status: 401, message: INVALID });
    expect(await unknown.json()).toEqual({ status: 401, message: INVALID });
    expect(sessionCookieOf(wrong)).toBeNull();
  });

  test('validates the body with the login schema', async () => {
    const response = await adminRequest(t, 'POST', '/api/admin/auth/login', {
      body: { username: ' ', password: '' },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { issues: Array<{ message: string }> };
    expect(body.issues.map((issue) => issue.message)).toEqual([
      'Username is required',
      'Password is required',
    ]);
  });

  test(
    'a success resets the count of wrong passwords',
    async () => {
      await createAdmin(t, 'forgetful');
      for (let i = 0; i < 3; i++) await postLogin(t, 'forgetful', 'wrong');
      expect((await userRow('forgetful'))!.failedAttempts).toBe(3);
      await signIn(t, 'forgetful');
      expect((await userRow('forgetful'))!.failedAttempts).toBe(0);
    },
    SLOW_TEST_MS,
  );

  test('marks the cookie Secure when the site is served over https', async () => {
    const secure = await createTestApp({ siteUrl: 'https://gazette.test' });
    try {
      await createAdmin(secure, 'editor');
      const response = await postLogin(secure, 'editor', DEFAULT_PASSWORD);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().join('\n')).toContain('; Secure');
    } finally {
      secure.close();
    }
  });
});

describe('GET /api/admin/auth/session', () => {
  test('answers 200 unauthenticated without a session', async () => {
    const response = await session(null);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ authenticated: false, user: null });
  });

  test('clears a cookie that names no session', async () => {
    const response = await session('gazette_session=forged-token');
    expect(await response.json()).toEqual({ authenticated: false, user: null });
    expect(response.headers.getSetCookie().join('\n')).toContain(
      'gazette_session=; Path=/; Max-Age=0',
    );
  });
});

describe('every admin route but login and session needs a session', () => {
  test('401 JSON on each registered /api/admin route without a session', async () => {
    const routes = t.app.routes.filter(
      (route) => route.path.startsWith('/api/admin/') && !OPEN_ADMIN_PATHS.has(route.path),
    );
    // The routes of this slice at least; routes added later are checked too.
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/auth/logout',
        'PATCH /api/admin/auth/username',
        'GET /api/admin/articles',
        'GET /api/admin/articles/:id',
        'DELETE /api/admin/articles/:id',
      ]),
    );
    for (const route of routes) {
      const path = route.path.replace(/:\w+/g, '1');
      for (const cookie of [null, 'gazette_session=forged-token']) {
        const response = await adminRequest(t, route.method, path, { cookie, body: {} });
        expect({ route: `${route.method} ${path}`, status: response.status }).toEqual({
          route: `${route.method} ${path}`,
          status: 401,
        });
        expect(await response.json()).toEqual({ status: 401, message: 'Authentication required' });
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    }
  });

  test('unknown admin paths are no way around it', async () => {
    for (const path of ['/api/admin/secret', '/api/admin/articles/', '/api/admin/./articles']) {
      expect((await adminRequest(t, 'GET', path)).status).toBe(401);
    }
  });
});

describe('sessions', () => {
  beforeAll(async () => {
    useClock();
    await createAdmin(t, 'sessions-user');
  });

  test('logout ends the session and clears the cookie', async () => {
    const cookie = await signIn(t, 'sessions-user');
    const response = await adminRequest(t, 'POST', '/api/admin/auth/logout', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toContain(
      'gazette_session=; Path=/; Max-Age=0',
    );
    expect(await isSignedIn(cookie)).toBe(false);
    expect(await (await session(cookie)).json()).toEqual({ authenticated: false, user: null });
  });

  test('signing in again rotates the token: the old one stops working', async () => {
    const first = await signIn(t, 'sessions-user');
    const response = await postLogin(t, 'sessions-user', DEFAULT_PASSWORD, first);
    const second = sessionCookieOf(response)!;
    expect(second).not.toBe(first);
    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(second)).toBe(true);
  });

  test('separate sign-ins (two browsers) each get their own session', async () => {
    const laptop = await signIn(t, 'sessions-user');
    const phone = await signIn(t, 'sessions-user');
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(true);
  });

  test('ends after 2 hours idle; each request postpones that', async () => {
    useClock();
    const cookie = await signIn(t, 'sessions-user');
    advance(SESSION_IDLE_MS - 1);
    expect(await isSignedIn(cookie)).toBe(true);
    advance(SESSION_IDLE_MS - 1);
    expect(await isSignedIn(cookie)).toBe(true);
    advance(SESSION_IDLE_MS);
    expect(await isSignedIn(cookie)).toBe(false);
    // Gone for good, even if the clock went back.
    advance(-SESSION_IDLE_MS);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  test('ends 12 hours after sign-in however active', async () => {
    useClock();
    const cookie = await signIn(t, 'sessions-user');
    for (let hour = 1; hour < 12; hour++) {
      advance(60 * MINUTE);
      expect(await isSignedIn(cookie)).toBe(true);
    }
    advance(60 * MINUTE - 1);
    expect(await isSignedIn(cookie)).toBe(true);
    advance(1);
    expect(await isSignedIn(cookie)).toBe(false);
  });
});

describe('lockout', () => {
  test('lock durations: 15 minutes, doubling, at most 24 hours', () => {
    const table: Array<[number, number]> = [
      [0, 15 * MINUTE],
      [1, 30 * MINUTE],
      [2, 60 * MINUTE],
      [3, 120 * MINUTE],
      [6, 960 * MINUTE],
      [7, 24 * 60 * MINUTE],
      [40, 24 * 60 * MINUTE],
    ];
    for (const [previous, duration] of table) expect(lockDuration(previous)).toBe(duration);
  });

  test(
    '5 wrong passwords lock the account; then even the right one is refused',
    async () => {
      useClock();
      await createAdmin(t, 'locked-out');
      for (let i = 1; i < LOCK_THRESHOLD; i++) {
        expect((await postLogin(t, 'locked-out', 'wrong')).status).toBe(401);
      }
      const locking = await postLogin(t, 'locked-out', 'wrong');
      const until = new Date(clock + FIRST_LOCK_MS);
      expect(locking.status).toBe(423);
      expect(((await locking.json()) as { message: string }).message).toContain(
        until.toISOString(),
      );

      advance(FIRST_LOCK_MS - 1);
      const refused = await postLogin(t, 'locked-out', DEFAULT_PASSWORD);
      expect(refused.status).toBe(423);
      expect(refused.headers.get('retry-after')).toBe('1');
      const { message } = (await refused.json()) as { message: string };
      expect(message).toContain('Too many failed sign-in attempts');
      expect(message).toContain(until.toISOString());
      expect(sessionCookieOf(refused)).toBeNull();

      advance(1);
      await signIn(t, 'locked-out');
      // The success clears the record: the next miss is counted from one again.
      expect(await userRow('locked-out')).toMatchObject({
        failedAttempts: 0,
        lockedUntil: null,
        lockCount: 0,
      });
    },
    SLOW_TEST_MS,
  );

  test(
    'each further lock lasts twice as long',
    async () => {
      useClock();
      await createAdmin(t, 'doubling');
      for (const minutes of [15, 30, 60]) {
        for (let i = 0; i < LOCK_THRESHOLD; i++) await postLogin(t, 'doubling', 'wrong');
        const row = (await userRow('doubling'))!;
        expect(row.lockedUntil!.getTime() - clock).toBe(minutes * MINUTE);
        advance(minutes * MINUTE);
      }
      expect(await userRow('doubling')).toMatchObject({ lockCount: 3, failedAttempts: 15 });
    },
    SLOW_TEST_MS,
  );

  test(
    'the lock never lasts more than 24 hours',
    async () => {
      useClock();
      await createAdmin(t, 'capped');
      await setSignInRecord(t.store, 'capped', { lockCount: 40 });
      for (let i = 0; i < LOCK_THRESHOLD; i++) await postLogin(t, 'capped', 'wrong');
      expect((await userRow('capped'))!.lockedUntil!.getTime() - clock).toBe(lockDuration(40));
      expect(lockDuration(40)).toBe(24 * 60 * MINUTE);
    },
    SLOW_TEST_MS,
  );

  test(
    '50 parallel wrong passwords: exactly 5 are counted, the rest meet the lock',
    async () => {
      useClock();
      await createAdmin(t, 'burst');
      // From an address of its own, so the per-address limit is not reached.
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => postLogin(t, 'burst', 'wrong', null, '198.51.100.1')),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LOCK_THRESHOLD - 1);
      expect(statuses.filter((status) => status === 423)).toHaveLength(50 - (LOCK_THRESHOLD - 1));
      expect(await userRow('burst')).toMatchObject({
        failedAttempts: LOCK_THRESHOLD,
        lockCount: 1,
      });
      expect((await userRow('burst'))!.lockedUntil!.getTime()).toBe(clock + FIRST_LOCK_MS);
    },
    SLOW_TEST_MS,
  );

  test(
    'the failure count is atomic: 50 parallel wrong passwords count 50',
    async () => {
      // A threshold above the burst, so no lock stops the count.
      t.services.auth = createAuthService(t.store, { lockThreshold: 1000 });
      await createAdmin(t, 'counted');
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => postLogin(t, 'counted', 'wrong', null, '198.51.100.2')),
      );
      expect(responses.every((response) => response.status === 401)).toBe(true);
      expect(await userRow('counted')).toMatchObject({ failedAttempts: 50, lockedUntil: null });
    },
    SLOW_TEST_MS,
  );
});

describe('PATCH /api/admin/auth/username', () => {
  beforeAll(async () => {
    useClock();
    await createAdmin(t, 'renamer');
    await createAdmin(t, 'taken-name');
  });

  function rename(cookie: string, body: unknown) {
    return adminRequest(t, 'PATCH', '/api/admin/auth/username', { cookie, body });
  }

  test('refuses a wrong current password, and counts it', async () => {
    const cookie = await signIn(t, 'renamer');
    const response = await rename(cookie, { newUsername: 'renamed', currentPassword: 'wrong' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: 403,
      message: 'Current password is incorrect',
    });
    expect((await userRow('renamer'))!.failedAttempts).toBe(1);
    // Still signed in: only the password was wrong.
    expect(await isSignedIn(cookie)).toBe(true);
  });

  test('validates with the username change schema', async () => {
    const cookie = await signIn(t, 'renamer');
    const short = await rename(cookie, { newUsername: 'ab', currentPassword: DEFAULT_PASSWORD });
    expect(short.status).toBe(422);
    expect(((await short.json()) as { message: string }).message).toContain(
      'Username must be at least 3 characters',
    );
    const noPassword = await rename(cookie, { newUsername: 'long-enough', currentPassword: '' });
    expect(((await noPassword.json()) as { message: string }).message).toContain(
      'Current password is required',
    );
  });

  test('refuses a username that is taken with a clear 409', async () => {
    const cookie = await signIn(t, 'renamer');
    const response = await rename(cookie, {
      newUsername: 'taken-name',
      currentPassword: DEFAULT_PASSWORD,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      status: 409,
      message: 'The username "taken-name" is already taken',
    });
  });

  test(
    'renames, ends the other sessions, keeps this one; the new name signs in',
    async () => {
      const other = await signIn(t, 'renamer');
      const cookie = await signIn(t, 'renamer');
      const response = await rename(cookie, {
        newUsername: '  renamed  ',
        currentPassword: DEFAULT_PASSWORD,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ user: { username: 'renamed' } });

      expect(await isSignedIn(other)).toBe(false);
      expect(await isSignedIn(cookie)).toBe(true);
      const current = (await (await session(cookie)).json()) as { user: { username: string } };
      expect(current.user.username).toBe('renamed');

      expect((await postLogin(t, 'renamer', DEFAULT_PASSWORD)).status).toBe(401);
      await signIn(t, 'renamed');
    },
    SLOW_TEST_MS,
  );
});

describe('request rules for admin writes', () => {
  beforeAll(async () => {
    useClock();
    await createAdmin(t, 'rules');
  });

  test('415 without a JSON content type', async () => {
    const plain = await t.request('/api/admin/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: t.siteUrl },
      body: JSON.stringify({ username: 'rules', password: DEFAULT_PASSWORD }),
    });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({
      status: 415,
      message: 'Content-Type must be application/json',
    });

    const cookie = await signIn(t, 'rules');
    const form = await adminRequest(t, 'POST', '/api/admin/auth/logout', {
      cookie,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const withCharset = await adminRequest(t, 'POST', '/api/admin/auth/logout', {
      cookie,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(withCharset.status).toBe(200);
  });

  test('403 from another origin, or with no sign of the origin at all', async () => {
    const cookie = await signIn(t, 'rules');
    const foreign = await adminRequest(t, 'POST', '/api/admin/auth/logout', {
      cookie,
      headers: { Origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      status: 403,
      message: 'Cross-origin requests are not allowed',
    });

    const crossSite = await t.request('/api/admin/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ username: 'rules', password: DEFAULT_PASSWORD }),
    });
    expect(crossSite.status).toBe(403);
    expect(await isSignedIn(cookie)).toBe(true);
  });

  test('Sec-Fetch-Site: same-origin is enough without an Origin header', async () => {
    const response = await t.request('/api/admin/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ username: 'rules', password: DEFAULT_PASSWORD }),
    });
    expect(response.status).toBe(200);
  });

  test('admin responses are never cached', async () => {
    const cookie = await signIn(t, 'rules');
    for (const response of [
      await adminRequest(t, 'GET', '/api/admin/articles', { cookie }),
      await adminRequest(t, 'GET', '/api/admin/articles/999', { cookie }),
      await postLogin(t, 'rules', 'wrong'),
      await adminRequest(t, 'POST', '/api/admin/auth/logout', { cookie }),
    ]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('sign-in limit per client address', () => {
  // Each test makes a hundred or more sign-ins, each counted in the database: seconds under load.
  /** An account locked far ahead: attempts at it are counted but cost no hash. */
  const WALL = 'walled-off';

  beforeAll(async () => {
    await createAdmin(t, WALL);
    await createAdmin(t, 'victim');
  }, SLOW_TEST_MS);

  function lockWall(app: TestApp, now: number, address: string) {
    return lockSignIn(app.store, WALL, new Date(now + 100 * 60 * MINUTE), address);
  }

  function loginFrom(
    app: TestApp,
    address: string,
    username: string,
    password: string,
    headers: Record<string, string> = {},
  ) {
    return adminRequest(app, 'POST', '/api/admin/auth/login', {
      body: { username, password },
      address,
      headers,
    });
  }

  /** Spends `count` attempts from the address; each must reach the (locked) account. */
  async function spend(
    app: TestApp,
    address: string,
    count: number,
    headers: () => Record<string, string> = () => ({}),
  ) {
    const responses = await Promise.all(
      Array.from({ length: count }, () => loginFrom(app, address, WALL, 'guess', headers())),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(count).fill(423));
  }

  test(
    'the 101st attempt in an hour is 429, refused before any password check or account count',
    async () => {
      useClock();
      const address = '203.0.113.10';
      await lockWall(t, clock, address);
      await spend(t, address, LOGIN_ATTEMPTS_PER_HOUR);
      const before = (await userRow('victim'))!;

      // Even the right password is refused: it is never checked.
      const refused = await loginFrom(t, address, 'victim', DEFAULT_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(LOGIN_WINDOW_MS / 1000));
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(await refused.json()).toMatchObject({
        message: 'Too many sign-in attempts from your network. Try again in 60 minutes.',
      });
      expect(sessionCookieOf(refused)).toBeNull();

      // Enough wrong passwords to lock the account, were they counted.
      for (let i = 0; i < LOCK_THRESHOLD * 2; i++) {
        expect((await loginFrom(t, address, 'victim', 'wrong')).status).toBe(429);
        expect((await loginFrom(t, address, 'nobody-here', 'wrong')).status).toBe(429);
      }
      expect(await userRow('victim')).toMatchObject({
        failedAttempts: 0,
        lockedUntil: null,
        lockCount: 0,
        lastLogin: before.lastLogin,
      });

      // Another address is not affected.
      expect((await loginFrom(t, '203.0.113.11', 'victim', DEFAULT_PASSWORD)).status).toBe(200);
    },
    SLOW_TEST_MS,
  );

  test(
    'the address may try again an hour after its first attempt',
    async () => {
      useClock();
      const address = '203.0.113.20';
      await lockWall(t, clock, address);
      await spend(t, address, LOGIN_ATTEMPTS_PER_HOUR);

      advance(LOGIN_WINDOW_MS - 1);
      const last = await loginFrom(t, address, 'victim', DEFAULT_PASSWORD);
      expect(last.status).toBe(429);
      expect(last.headers.get('retry-after')).toBe('1');
      expect(((await last.json()) as { message: string }).message).toBe(
        'Too many sign-in attempts from your network. Try again in 1 minute.',
      );

      advance(1);
      expect((await loginFrom(t, address, 'victim', DEFAULT_PASSWORD)).status).toBe(200);
    },
    SLOW_TEST_MS,
  );

  test(
    'a successful sign-in does not use up an attempt',
    async () => {
      useClock();
      const address = '203.0.113.30';
      await lockWall(t, clock, address);
      await spend(t, address, LOGIN_ATTEMPTS_PER_HOUR - 1);
      for (let i = 0; i < 3; i++) {
        expect((await loginFrom(t, address, 'victim', DEFAULT_PASSWORD)).status).toBe(200);
      }
      await spend(t, address, 1);
      expect((await loginFrom(t, address, 'victim', DEFAULT_PASSWORD)).status).toBe(429);
    },
    SLOW_TEST_MS,
  );

  test(
    'X-Forwarded-For is ignored unless the proxy is trusted',
    async () => {
      useClock();
      await lockWall(t, clock, '203.0.113.40');
      let n = 0;
      // A new forwarded address on every attempt does not escape the count.
      const spoof = () => ({ 'X-Forwarded-For': `198.51.100.${n++}` });
      await spend(t, '203.0.113.40', LOGIN_ATTEMPTS_PER_HOUR, spoof);
      const refused = await loginFrom(t, '203.0.113.40', 'victim', DEFAULT_PASSWORD, spoof());
      expect(refused.status).toBe(429);
    },
    SLOW_TEST_MS,
  );

  test(
    'with TRUST_PROXY, the client is the right-most X-Forwarded-For entry',
    async () => {
      const proxied = await createTestApp({ trustProxy: true });
      try {
        await createAdmin(proxied, WALL);
        await createAdmin(proxied, 'victim');
        await lockWall(proxied, Date.now(), '203.0.113.50');
        const proxy = '10.0.0.2';
        const from = (client: string) => ({ 'X-Forwarded-For': `192.0.2.${n++}, ${client}` });
        let n = 0;
        await spend(proxied, proxy, LOGIN_ATTEMPTS_PER_HOUR, () => from('203.0.113.50'));

        const refused = await loginFrom(
          proxied,
          proxy,
          'victim',
          DEFAULT_PASSWORD,
          from('203.0.113.50'),
        );
        expect(refused.status).toBe(429);
        // Another client behind the same proxy signs in.
        const other = await loginFrom(
          proxied,
          proxy,
          'victim',
          DEFAULT_PASSWORD,
          from('203.0.113.51'),
        );
        expect(other.status).toBe(200);
      } finally {
        proxied.close();
      }
      // A fresh app and a hundred counted sign-ins, each a database write.
    },
    SLOW_TEST_MS,
  );
});
