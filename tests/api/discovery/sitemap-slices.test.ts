import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';

let t: TestApp;
/** The public articles' ids, in the order the sitemap lists them. */
const publicIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // Public articles with drafts and a scheduled one among them, as a newsroom's table has.
  for (let n = 0; n < 12; n++) {
    const status = n % 4 === 1 ? 'draft' : 'published';
    const scheduled = n === 6;
    const article = await createArticle(
      t.services,
      buildArticle({
        slug: `sliced-${n}`,
        status,
        ...(scheduled ? { publishedAt: new Date(Date.now() + 86_400_000).toISOString() } : {}),
      }),
    );
    if (status === 'published' && !scheduled) publicIds.push(article.id);
  }
});

afterAll(() => t.close());

async function read(offset: number, limit: number, sliceRows: number) {
  const slices: number[][] = [];
  for await (const slice of t.services.discovery.sitemapEntries(offset, limit, sliceRows))
    slices.push(slice.map((entry) => entry.id));
  return slices;
}

describe("a sitemap page's entries, a slice at a time", () => {
  test('lists the same public articles as one read would, none twice and none skipped', async () => {
    expect(publicIds.length).toBeGreaterThan(6);
    expect((await read(0, 1_000, 1_000)).flat()).toEqual(publicIds);
    expect((await read(0, 1_000, 2)).flat()).toEqual(publicIds);
    expect(await read(0, 5, 2)).toEqual([
      publicIds.slice(0, 2),
      publicIds.slice(2, 4),
      [publicIds[4]!],
    ]);
  });

  test('a later page starts where the one before it ended', async () => {
    expect((await read(3, 3, 2)).flat()).toEqual(publicIds.slice(3, 6));
    expect((await read(6, 1_000, 2)).flat()).toEqual(publicIds.slice(6));
    expect(await read(publicIds.length, 5, 2)).toEqual([]);
  });

  test('readers are let in between two slices', async () => {
    const breathe = spyOn(t.store, 'breathe');
    try {
      const slices = await read(2, 1_000, 2);
      expect(slices.length).toBeGreaterThan(2);
      // After each slice, and after the pass over the page before.
      expect(breathe.mock.calls.length).toBeGreaterThanOrEqual(slices.length);
    } finally {
      breathe.mockRestore();
    }
  });
});
