import { afterEach, beforeEach, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { openTestStore, type TestStore } from '@tests/support/test-database';
import { count } from 'drizzle-orm';
import {
  createLoginThrottle,
  LOGIN_ATTEMPTS_PER_HOUR,
  LOGIN_WINDOW_MS,
  type LoginAttemptVerdict,
  type LoginThrottle,
} from '~/server/modules/auth/login-throttle';

// A hundred sequential transactions per test: seconds on a loaded machine.
setDefaultTimeout(30_000);

/** The address throttle on the engine under test: its counts are rows every process shares. */
let opened: TestStore;
let throttle: LoginThrottle;
let time: number;

beforeEach(async () => {
  opened = await openTestStore();
  throttle = createLoginThrottle(opened.store);
  time = 1_700_000_000_000;
});
afterEach(() => opened.dispose());

const advance = (ms: number) => {
  time += ms;
};
const attempt = (address: string) => throttle.attempt(address, time);
const allowed = async (verdict: Promise<LoginAttemptVerdict>) => (await verdict).ok;

async function useUp(address: string, n: number) {
  for (let i = 0; i < n; i++) {
    if (!(await attempt(address)).ok) throw new Error(`attempt ${i + 1} was refused`);
  }
}

async function rows(): Promise<number> {
  const { signInAttempts } = opened.store.tables;
  const [row] = await opened.store.db.select({ n: count() }).from(signInAttempts);
  return row!.n;
}

describe('login throttle', () => {
  test('allows 100 attempts an hour from one address, then refuses until the hour is over', async () => {
    expect(LOGIN_ATTEMPTS_PER_HOUR).toBe(100);
    expect(LOGIN_WINDOW_MS).toBe(60 * 60_000);

    await useUp('203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR);
    expect(await attempt('203.0.113.1')).toEqual({ ok: false, retryAfterMs: LOGIN_WINDOW_MS });

    advance(LOGIN_WINDOW_MS - 1);
    expect(await attempt('203.0.113.1')).toEqual({ ok: false, retryAfterMs: 1 });
    advance(1);
    expect(await allowed(attempt('203.0.113.1'))).toBe(true);
  });

  test('parallel attempts let exactly the limit through', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: LOGIN_ATTEMPTS_PER_HOUR + 50 }, () => attempt('203.0.113.9')),
    );
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(LOGIN_ATTEMPTS_PER_HOUR);
  });

  test('refused attempts do not extend the wait', async () => {
    await useUp('203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR);
    advance(30 * 60_000);
    for (let i = 0; i < 50; i++) await attempt('203.0.113.1');
    advance(30 * 60_000);
    expect(await allowed(attempt('203.0.113.1'))).toBe(true);
  });

  test('each address has its own count', async () => {
    await useUp('203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR);
    expect(await allowed(attempt('203.0.113.1'))).toBe(false);
    expect(await allowed(attempt('203.0.113.2'))).toBe(true);
    expect(await allowed(attempt('2001:db8::1'))).toBe(true);
  });

  test('a forgiven attempt (a successful sign-in) is not counted; earlier ones stay', async () => {
    await useUp('203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR - 1);
    for (let i = 0; i < 5; i++) {
      const verdict = await attempt('203.0.113.1');
      if (!verdict.ok) throw new Error('refused');
      await verdict.forgive();
    }
    expect(await allowed(attempt('203.0.113.1'))).toBe(true);
    expect(await allowed(attempt('203.0.113.1'))).toBe(false);
  });

  test('forgiving an attempt from a window that has ended leaves the new window alone', async () => {
    const old = await attempt('203.0.113.1');
    advance(LOGIN_WINDOW_MS);
    await useUp('203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR);
    if (old.ok) await old.forgive();
    expect(await allowed(attempt('203.0.113.1'))).toBe(false);
  });

  test('a clock set back starts a fresh window instead of a wait longer than an hour', async () => {
    await useUp('203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR);
    advance(-60_001);
    expect(await allowed(attempt('203.0.113.1'))).toBe(true);
  });

  test('attempts that reach the database after a later one still count in its window', async () => {
    // Sent together, each stamped as it arrived: the newest opened the window.
    advance(2_000);
    await useUp('203.0.113.1', 1);
    advance(-2_000);
    await useUp('203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR - 1);
    expect(await attempt('203.0.113.1')).toEqual({
      ok: false,
      retryAfterMs: LOGIN_WINDOW_MS + 2_000,
    });
  });

  test('parallel attempts stamped out of order let exactly the limit through', async () => {
    const start = time;
    const verdicts = await Promise.all(
      Array.from({ length: LOGIN_ATTEMPTS_PER_HOUR + 50 }, (_, i) =>
        throttle.attempt('203.0.113.9', start + 1_000 - i * 10),
      ),
    );
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(LOGIN_ATTEMPTS_PER_HOUR);
  });

  test('an IPv6 /64 counts as one client', async () => {
    await useUp('2001:db8:1:2::1', LOGIN_ATTEMPTS_PER_HOUR);
    expect(await allowed(attempt('2001:db8:1:2:ffff:ffff:ffff:fffe'))).toBe(false);
    expect(await allowed(attempt('2001:db8:1:3::1'))).toBe(true);
  });

  test('a throttle over the same database counts the same attempts', async () => {
    const other = createLoginThrottle(opened.store);
    await useUp('203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR / 2);
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_HOUR / 2; i++) {
      expect((await other.attempt('203.0.113.1', time)).ok).toBe(true);
    }
    expect((await other.attempt('203.0.113.1', time)).ok).toBe(false);
    expect(await allowed(attempt('203.0.113.1'))).toBe(false);
  });
});

describe('login throttle storage', () => {
  test('windows that have ended are deleted as new attempts come in', async () => {
    for (let i = 0; i < 100; i++) await attempt(`203.0.113.${i}`);
    expect(await rows()).toBe(100);
    advance(LOGIN_WINDOW_MS);
    await attempt('198.51.100.1');
    expect(await rows()).toBe(1);
  });

  test('a forwarded value of any length is stored under a bounded key', async () => {
    const long = 'x'.repeat(10_000);
    await useUp(long, LOGIN_ATTEMPTS_PER_HOUR);
    expect(await allowed(attempt(long))).toBe(false);
    const { signInAttempts } = opened.store.tables;
    const [row] = await opened.store.db.select().from(signInAttempts);
    expect(row!.address).toHaveLength(64);
  });
});
