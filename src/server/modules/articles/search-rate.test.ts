import { describe, expect, test } from 'bun:test';
import { OVERLAY_DEBOUNCE_MS } from '~/shared/overlay-search';
import { createSearchGate, SearchRateLimitedError } from './search-gate';
import { createSearchRate, SEARCH_BURST, SEARCH_RATE_PER_MINUTE } from './search-rate';

const READER = '198.51.100.7';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('the search rate per client', () => {
  test('a reader searching and typing in the overlay is never refused', () => {
    const time = clock();
    const rate = createSearchRate({ now: time.now });
    // An hour of heavy reading: every minute four searches from the page and
    // an overlay session where a search goes out at each pause in typing
    // (at most one per debounce), twelve pauses in a row.
    for (let minute = 0; minute < 60; minute += 1) {
      for (let pause = 0; pause < 12; pause += 1) {
        expect(rate.take(READER)).toEqual({ ok: true });
        time.advance(OVERLAY_DEBOUNCE_MS);
      }
      for (let search = 0; search < 4; search += 1) {
        expect(rate.take(READER)).toEqual({ ok: true });
        time.advance(5_000);
      }
      time.advance(60_000 - 12 * OVERLAY_DEBOUNCE_MS - 4 * 5_000);
    }
  });

  test('a client sending back to back gets its burst, then the rate per minute, with a Retry-After', () => {
    const time = clock();
    const rate = createSearchRate({ now: time.now });
    for (let n = 0; n < SEARCH_BURST; n += 1) expect(rate.take(READER).ok).toBe(true);
    const refused = rate.take(READER);
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 60 / SEARCH_RATE_PER_MINUTE });
    // Another client is not affected.
    expect(rate.take('203.0.113.9').ok).toBe(true);

    // Over the next ten minutes, one search a second: exactly the rate gets through.
    let allowed = 0;
    for (let second = 1; second <= 600; second += 1) {
      time.advance(1_000);
      if (rate.take(READER).ok) allowed += 1;
    }
    expect(allowed).toBe(10 * SEARCH_RATE_PER_MINUTE);
  });

  test('one IPv6 /64 is one client; the machine itself and in-process renders are not limited', () => {
    const time = clock();
    const rate = createSearchRate({ now: time.now, burst: 2 });
    expect(rate.take('2001:db8:1:2::1').ok).toBe(true);
    expect(rate.take('2001:db8:1:2::ffff').ok).toBe(true);
    expect(rate.take('2001:db8:1:2:aaaa::9').ok).toBe(false);
    expect(rate.take('2001:db8:1:3::1').ok).toBe(true);
    for (const shared of ['127.0.0.1', '::1', 'local']) {
      for (let n = 0; n < 10; n += 1) expect(rate.take(shared).ok).toBe(true);
    }
  });

  test('remembers a bounded number of clients, the least recent forgotten first', () => {
    const time = clock();
    const rate = createSearchRate({ now: time.now, burst: 1, maxClients: 3 });
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
      expect(rate.take(address).ok).toBe(true);
    expect(rate.take('10.0.0.1').ok).toBe(false);
    expect(rate.take('10.0.0.4').ok).toBe(true);
    expect(rate.size()).toBe(3);
    // 10.0.0.2 was the least recent: forgotten, it starts afresh.
    expect(rate.take('10.0.0.2').ok).toBe(true);
    expect(rate.take('10.0.0.1').ok).toBe(false);
  });

  test('the gate refuses a client past its rate before it queues', async () => {
    const time = clock();
    const gate = createSearchGate({ rate: createSearchRate({ now: time.now, burst: 2 }) });
    expect(await gate.run(() => 1, READER)).toBe(1);
    expect(await gate.run(() => 2, READER)).toBe(2);
    let ran = false;
    const refused = gate.run(() => {
      ran = true;
    }, READER);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
    await expect(refused).rejects.toBeInstanceOf(SearchRateLimitedError);
    expect(ran).toBe(false);
    // Without a client (no address known), only the gate applies.
    expect(await gate.run(() => 3)).toBe(3);
  });
});
