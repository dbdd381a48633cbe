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
