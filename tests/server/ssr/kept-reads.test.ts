import { afterEach, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { FakeClock } from '@tests/support/fake-clock';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';

/**
 * Without the page cache every request renders, yet the data a render reads
 * is kept between renders (ssr/read-memo.ts): the same page comes out
 * byte for byte, no list is read twice, and whatever changes what a page
 * shows (a write by any path, a scheduled article's time) shows at once.
 */

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** The page as rendered, without what differs per answer: the nonce and the query state's clock readings. */
async function page(app: TestApp, path: string): Promise<string> {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  return (await response.text())
    .replace(/nonce="[^"]+"/g, 'nonce=""')
    .replace(/'nonce-[^']+'/g, "'nonce-'")
    .replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
}

/**
 * Until the data's version stops moving: on PostgreSQL the process hears of
 * its own commits (and reads the version row at first) a moment later, and
 * each such move rightly drops what was kept.
 */
async function settled(app: TestApp) {
  let before: string;
  do {
    before = app.services.changes.version();
    await Bun.sleep(150);
  } while (app.services.changes.version() !== before);
}

/** Counts the calls of one of the public article service's reads. */
function countCalls(app: TestApp, name: 'listPublicTeasers' | 'findPublic') {
  const service = app.services.articles as Record<string, unknown>;
  const original = service[name] as (...args: unknown[]) => unknown;
  const counter = { calls: 0 };
  service[name] = (...args: unknown[]) => {
    counter.calls += 1;
    return original(...args);
  };
  return counter;
}

describe('reads kept between uncached renders', () => {
  test('a page rendered again is the same page, read from what was kept', async () => {
    t = await createTestApp({ pageCacheBytes: 0 });
    const story = await createArticle(
      t.services,
      buildArticle({ slug: 'kept-story', title: 'Kept story', featured: true }),
    );
    await settled(t);
    const lists = countCalls(t, 'listPublicTeasers');
    const finds = countCalls(t, 'findPublic');
    const home = await page(t, '/');
    expect(home).toContain('Kept story');
    expect(lists.calls).toBeGreaterThan(0);
    // The article, its related list and its corrections: one read of the article.
    const article = await page(t, `/article/${story.slug}`);
    expect(finds.calls).toBe(1);
    const listed = lists.calls;
    expect(await page(t, '/')).toBe(home);
    expect(await page(t, `/article/${story.slug}`)).toBe(article);
    expect(lists.calls).toBe(listed);
    expect(finds.calls).toBe(1);
  });

  test('a render looks at the data’s version once, however many reads it makes', async () => {
    t = await createTestApp({ pageCacheBytes: 0 });
    await createArticle(t.services, buildArticle({ slug: 'one-look', featured: true }));
    await settled(t);
    await page(t, '/');
    const changes = t.services.changes as { version: () => string };
    const version = changes.version;
    let looks = 0;
    changes.version = () => {
      looks += 1;
      return version();
    };
    try {
      // Every read kept: the ticker, the featured and the latest lists, each asked for.
      await page(t, '/');
    } finally {
      changes.version = version;
    }
    expect(looks).toBe(1);
  });

  test('a write outside any request still shows on the next render', async () => {
    t = await createTestApp({ pageCacheBytes: 0 });
    const input = buildArticle({ slug: 'moving-story', title: 'Before the edit', featured: true });
    const story = await createArticle(t.services, input);
    expect(await page(t, '/')).toContain('Before the edit');
    expect(await page(t, '/article/moving-story')).toContain('Before the edit');
    // Straight to the service, as a maintenance script would: only the data's version moves.
    const saved = await t.services.adminArticles.update(story.id, {
      ...input,
      title: 'After the edit',
    });
    expect(saved.ok).toBe(true);
    const home = await page(t, '/');
    expect(home).toContain('After the edit');
    expect(home).not.toContain('Before the edit');
    expect(await page(t, '/article/moving-story')).toContain('After the edit');
  });

  test('an edit through the back office shows on the editor’s and readers’ next render', async () => {
    t = await createTestApp({ pageCacheBytes: 0 });
    await createAdmin(t, 'editor');
    const cookie = await signIn(t);
    const input = buildArticle({ slug: 'edited-story', title: 'Old headline', featured: true });
    const story = await createArticle(t.services, input);
    expect(await page(t, '/article/edited-story')).toContain('Old headline');
    const response = await adminRequest(t, 'PATCH', `/api/admin/articles/${story.id}`, {
      cookie,
      body: { ...input, title: 'New headline' },
    });
    expect(response.status).toBe(200);
    expect(await page(t, '/article/edited-story')).toContain('New headline');
    expect(await page(t, '/')).toContain('New headline');
  });

  test('a scheduled article appears when its time comes, though no timer woke the server', async () => {
    const clock = new FakeClock();
    t = await createTestApp({ pageCacheBytes: 0, now: clock.now, timers: clock.timers });
    await createAdmin(t, 'editor');
    const cookie = await signIn(t);
    await createArticle(t.services, buildArticle({ slug: 'already-out', title: 'Already out' }));
    const publishAt = clock.time + 60 * 60_000;
    const response = await adminRequest(t, 'POST', '/api/admin/articles', {
      cookie,
      body: {
        ...buildArticle({
          slug: 'comes-out-later',
          title: 'Comes out later',
          date: new Date(clock.time).toISOString(),
        }),
        publishedAt: new Date(publishAt).toISOString(),
      },
    });
    expect(response.status).toBe(201);
    const before = await page(t, '/');
    expect(before).toContain('Already out');
    expect(before).not.toContain('Comes out later');
    expect(await page(t, '/')).not.toContain('Comes out later');
    // The clock moves past the time without the scheduler's timer firing.
    clock.time = publishAt;
    expect(await page(t, '/')).toContain('Comes out later');
    expect((await t.request('/article/comes-out-later')).status).toBe(200);
  });
});
