import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.store.transaction(async () => {
    for (let n = 0; n < 60; n += 1) {
      await createArticle(t.services, buildArticle({ title: `Signal ${n} from the rift` }));
    }
  });
});
afterAll(() => t.close());

describe('a flood of searches', () => {
  test('is queued a little, then refused with 503 and Retry-After, while other requests are served', async () => {
    const searches = Array.from({ length: 120 }, (_, n) => t.request(`/api/search?q=signal+${n}`));
    const page = t.request('/api/articles?limit=5');
    const responses = await Promise.all(searches);
    expect((await page).status).toBe(200);

    const refused = responses.filter((response) => response.status === 503);
    const answered = responses.filter((response) => response.status === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(answered.length).toBeGreaterThan(0);
    expect(refused.length + answered.length).toBe(120);
    for (const response of refused) {
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await response.json()).toEqual({ status: 503, message: 'Too many searches at once' });
    }
    for (const response of answered) {
      expect(Number(response.headers.get('x-total-count'))).toBeGreaterThan(0);
    }

    // Once the flood has passed, searching works again.
    const after = await t.request('/api/search?q=signal');
    expect(after.status).toBe(200);
    expect(after.headers.get('x-total-count')).toBe('60');
  });
});

describe('one client searching back to back', () => {
  const from = (address: string) => ({ requestIP: () => ({ address }) });
  const search = (path: string, address: string) =>
    t.fetch(new Request(`${t.siteUrl}${path}`), from(address));

  test('gets its burst, then 429 with Retry-After, on the API and the search page alike; others are served', async () => {
    const client = '198.51.100.20';
    const started = performance.now();
    // The search page's render takes from the same allowance as the API.
    for (let n = 0; n < 10; n += 1) {
      expect((await search(`/search?q=rift+${n}`, client)).status).toBe(200);
    }
    for (let n = 0; n < 10; n += 1) {
      expect((await search(`/api/search?q=signal+${n}`, client)).status).toBe(200);
    }
    // The allowance refills at one search per 2 s while these run (slowly, on a busy machine).
    let limited = await search('/api/search?q=signal+past', client);
    let extra = 0;
    while (limited.status === 200 && extra < 20) {
      extra += 1;
      limited = await search(`/api/search?q=signal+past${extra}`, client);
    }
    expect(extra).toBeLessThanOrEqual(Math.ceil((performance.now() - started) / 2_000));
    expect(limited.status).toBe(429);
    expect(['1', '2']).toContain(limited.headers.get('retry-after') ?? '');
    expect(await limited.json()).toEqual({
      status: 429,
      message: 'Too many searches, please wait a moment',
    });

    const other = await search('/api/search?q=signal', '203.0.113.21');
    expect(other.status).toBe(200);
    expect(other.headers.get('x-total-count')).toBe('60');
    // Pages are never counted.
    expect((await search('/api/articles?limit=5', client)).status).toBe(200);
  });

  test('from the machine itself (a local proxy not declared) is not limited per client', async () => {
    for (let n = 0; n < 30; n += 1) {
      expect((await search(`/api/search?q=signal+local${n}`, '127.0.0.1')).status).toBe(200);
    }
  });
});
