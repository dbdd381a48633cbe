import { describe, expect, test } from 'bun:test';
import {
  addressGroup,
  createLoginThrottle,
  LOGIN_ATTEMPTS_PER_HOUR,
  LOGIN_WINDOW_MS,
  type LoginAttemptVerdict,
  MAX_TRACKED_ADDRESSES,
} from './login-throttle';

function throttleWithClock(options: { maxAddresses?: number } = {}) {
  let time = 1_700_000_000_000;
  const throttle = createLoginThrottle({ now: () => time, ...options });
  return {
    throttle,
    advance(ms: number) {
      time += ms;
    },
  };
}

function allowed(verdict: LoginAttemptVerdict): boolean {
  return verdict.ok;
}

function useUp(throttle: ReturnType<typeof createLoginThrottle>, address: string, count: number) {
  for (let i = 0; i < count; i++) {
    if (!throttle.attempt(address).ok) throw new Error(`attempt ${i + 1} was refused`);
  }
}

describe('login throttle', () => {
  test('allows 100 attempts an hour from one address, then refuses until the hour is over', () => {
    const { throttle, advance } = throttleWithClock();
    expect(LOGIN_ATTEMPTS_PER_HOUR).toBe(100);
    expect(LOGIN_WINDOW_MS).toBe(60 * 60_000);

    useUp(throttle, '203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR);
    expect(throttle.attempt('203.0.113.1')).toEqual({ ok: false, retryAfterMs: LOGIN_WINDOW_MS });

    advance(LOGIN_WINDOW_MS - 1);
    expect(throttle.attempt('203.0.113.1')).toEqual({ ok: false, retryAfterMs: 1 });
    advance(1);
    expect(allowed(throttle.attempt('203.0.113.1'))).toBe(true);
  });

  test('refused attempts do not extend the wait', () => {
    const { throttle, advance } = throttleWithClock();
    useUp(throttle, '203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR);
    advance(30 * 60_000);
    for (let i = 0; i < 500; i++) throttle.attempt('203.0.113.1');
    advance(30 * 60_000);
    expect(allowed(throttle.attempt('203.0.113.1'))).toBe(true);
  });

  test('each address has its own count', () => {
    const { throttle } = throttleWithClock();
    useUp(throttle, '203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR);
    expect(allowed(throttle.attempt('203.0.113.1'))).toBe(false);
    expect(allowed(throttle.attempt('203.0.113.2'))).toBe(true);
    expect(allowed(throttle.attempt('2001:db8::1'))).toBe(true);
  });

  test('a forgiven attempt (a successful sign-in) is not counted; earlier ones stay', () => {
    const { throttle } = throttleWithClock();
    useUp(throttle, '203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR - 1);
    for (let i = 0; i < 5; i++) {
      const verdict = throttle.attempt('203.0.113.1');
      if (!verdict.ok) throw new Error('refused');
      verdict.forgive();
    }
    expect(allowed(throttle.attempt('203.0.113.1'))).toBe(true);
    expect(allowed(throttle.attempt('203.0.113.1'))).toBe(false);
  });

  test('forgiving an attempt from a window that has ended leaves the new window alone', () => {
    const { throttle, advance } = throttleWithClock();
    const old = throttle.attempt('203.0.113.1');
    advance(LOGIN_WINDOW_MS);
    useUp(throttle, '203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR);
    if (old.ok) old.forgive();
    expect(allowed(throttle.attempt('203.0.113.1'))).toBe(false);
  });

  test('a clock set back starts a fresh window instead of a wait longer than an hour', () => {
    const { throttle, advance } = throttleWithClock();
    useUp(throttle, '203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR);
    advance(-1);
    expect(allowed(throttle.attempt('203.0.113.1'))).toBe(true);
  });

  test('an IPv6 /64 counts as one client', () => {
    const { throttle } = throttleWithClock();
    useUp(throttle, '2001:db8:1:2::1', LOGIN_ATTEMPTS_PER_HOUR);
    expect(allowed(throttle.attempt('2001:db8:1:2:ffff:ffff:ffff:fffe'))).toBe(false);
    expect(allowed(throttle.attempt('2001:db8:1:3::1'))).toBe(true);
  });
});

describe('login throttle memory', () => {
  test('a flood of addresses never holds more than the cap', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < MAX_TRACKED_ADDRESSES * 3; i++) {
      throttle.attempt(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      if (throttle.trackedAddresses > MAX_TRACKED_ADDRESSES) throw new Error(`grew past the cap`);
    }
    expect(throttle.trackedAddresses).toBe(MAX_TRACKED_ADDRESSES);
  });

  test('when full, the oldest window goes first', () => {
    const { throttle, advance } = throttleWithClock({ maxAddresses: 3 });
    useUp(throttle, '203.0.113.1', LOGIN_ATTEMPTS_PER_HOUR);
    advance(1);
    useUp(throttle, '203.0.113.2', LOGIN_ATTEMPTS_PER_HOUR);
    advance(1);
    throttle.attempt('203.0.113.3');
    throttle.attempt('203.0.113.4');
    expect(throttle.trackedAddresses).toBe(3);
    // The first address was forgotten; the second is still counted.
    expect(allowed(throttle.attempt('203.0.113.2'))).toBe(false);
    expect(throttle.trackedAddresses).toBe(3);
  });

  test('windows that have ended are dropped as new ones start', () => {
    const { throttle, advance } = throttleWithClock();
    for (let i = 0; i < 100; i++) throttle.attempt(`203.0.113.${i}`);
    expect(throttle.trackedAddresses).toBe(100);
    advance(LOGIN_WINDOW_MS);
    throttle.attempt('198.51.100.1');
    expect(throttle.trackedAddresses).toBe(1);
  });
});

describe('addressGroup', () => {
  test.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4::/64'],
  ])('%s is counted as %s', (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });

  test.each([
    '203.0.113.7',
    'local',
    '1:2:3',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7::8',
    '12345::1',
    'not:an:address',
  ])('%s counts as itself', (address) => {
    expect(addressGroup(address)).toBe(address);
  });
});
