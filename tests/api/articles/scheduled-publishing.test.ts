import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest } from '@tests/support/admin-session';
import { FakeClock } from '@tests/support/fake-clock';
import { type NewsroomUser, signInAs } from '@tests/support/newsroom-users';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { eq } from 'drizzle-orm';
import { createApp } from '~/server/app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { createServices } from '~/server/services';
import type { AdminArticle } from '~/shared/schemas/article';

const HOUR = 3_600_000;

const clock = new FakeClock();

let t: TestApp;
let editor: NewsroomUser;
const SECTION = 'cosmic-watch';
const TITLE = 'Comet Vesper Splits Over the Harbor';
const SLUG = 'comet-vesper-splits';
const AUTHOR = 'Odalys Ferran';
let publishAt: number;
let scheduled: AdminArticle;

/** Everything a reader can reach the story through, as text. */
async function publicSurfaces(): Promise<Record<string, string>> {
  const paths = {
    list: '/api/articles',
    teasers: `/api/articles?section=${SECTION}&omit=content&limit=5`,
    article: `/api/articles/${SLUG}`,
    related: '/api/articles/comet-companion/related',
    search: '/api/search?q=vesper',
    authors: '/api/authors',
    authorStats: `/api/author-stats?author=${encodeURIComponent(AUTHOR)}`,
    home: '/',
    section: `/section/${SECTION}`,
    page: `/article/${SLUG}`,
    rss: '/rss.xml',
    sectionAtom: `/section/${SECTION}/atom.xml`,
    sitemap: '/sitemap-articles.xml',
    newsSitemap: '/news-sitemap.xml',
  };
  const entries = await Promise.all(
    Object.entries(paths).map(async ([name, path]) => {
      const response = await t.request(path);
      return [name, `${response.status} ${await response.text()}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}

function mentions(surfaces: Record<string, string>): string[] {
  return Object.entries(surfaces)
    .filter(([name, text]) =>
      name === 'authorStats'
        ? !text.includes('"articleCount":0')
        : name === 'authors'
          ? text.includes(AUTHOR)
          : (text.includes('Vesper') || text.includes(SLUG)) && !text.startsWith('404'),
    )
    .map(([name]) => name);
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, timers: clock.timers });
  editor = await signInAs(t, 'editor');
  await createArticle(
    t.services,
    buildArticle({
      slug: 'comet-companion',
      section: SECTION,
      tags: ['comet'],
      status: 'published',
    }),
  );
  publishAt = clock.time + HOUR;
  const response = await adminRequest(t, 'POST', '/api/admin/articles', {
    cookie: editor.cookie,
    body: {
      ...buildArticle({
        slug: SLUG,
        title: TITLE,
        section: SECTION,
        author: AUTHOR,
        tags: ['comet'],
        status: 'published',
        date: new Date(clock.time).toISOString(),
      }),
      publishedAt: new Date(publishAt).toISOString(),
    },
  });
  expect(response.status).toBe(201);
  scheduled = (await response.json()) as AdminArticle;
});

afterAll(() => t.close());

describe('a scheduled article', () => {
  test('is public nowhere until its time, though the back office lists it', async () => {
    expect(scheduled.publishedAt).toBe(new Date(publishAt).toISOString());
    expect(mentions(await publicSurfaces())).toEqual([]);
    const admin = await adminRequest(t, 'GET', '/api/admin/articles', { cookie: editor.cookie });
    expect(await admin.text()).toContain(TITLE);
    // The server is set to wake exactly then.
    expect(t.scheduler.nextDue).toBe(publishAt);
    expect(clock.wakesAt).toBe(clock.time + 60_000);
  });

  test('comes out everywhere at once at that second, cached pages included, with no write and no visit', async () => {
    // Pages read now are cached; only the scheduler can refresh them.
    const before = await publicSurfaces();
    await clock.advance(HOUR - 1);
    await t.scheduler.settled;
    expect(mentions(await publicSurfaces())).toEqual([]);
    await clock.advance(1);
    await t.scheduler.settled;
    const after = await publicSurfaces();
    expect(mentions(after).sort()).toEqual(Object.keys(before).sort());
    expect(t.scheduler.nextDue).toBeNull();
  });
});

describe('scheduling through the API', () => {
  test('an author may not schedule; null drops a schedule and publishes now', async () => {
    const author = await signInAs(t, 'author');
    const refused = await adminRequest(t, 'POST', '/api/admin/articles', {
      cookie: author.cookie,
      body: {
        ...buildArticle({ status: 'draft' }),
        publishedAt: new Date(clock.time + HOUR).toISOString(),
      },
    });
    expect(refused.status).toBe(403);

    const input = buildArticle({ slug: 'moved-up', status: 'published' });
    const created = (await (
      await adminRequest(t, 'POST', '/api/admin/articles', {
        cookie: editor.cookie,
        body: { ...input, publishedAt: new Date(clock.time + 5 * HOUR).toISOString() },
      })
    ).json()) as AdminArticle;
    expect((await t.request('/api/articles/moved-up')).status).toBe(404);
    expect(t.scheduler.nextDue).toBe(clock.time + 5 * HOUR);
    const now = await adminRequest(t, 'PATCH', `/api/admin/articles/${created.id}`, {
      cookie: editor.cookie,
      body: { ...input, publishedAt: null, version: 1 },
    });
    expect(((await now.json()) as AdminArticle).publishedAt).toBe(
      new Date(clock.time).toISOString(),
    );
    expect((await t.request('/api/articles/moved-up')).status).toBe(200);
    expect(t.scheduler.nextDue).toBeNull();
  });

  test('a free-text date in the future never hides an article', async () => {
    await createArticle(
      t.services,
      buildArticle({ slug: 'dated-ahead', date: 'December 31, 2099', status: 'published' }),
    );
    expect((await t.request('/api/articles/dated-ahead')).status).toBe(200);
  });

  test('after a restart the schedule is still kept: the new process sets its timer for it', async () => {
    await createArticle(t.services, buildArticle({ slug: 'after-restart', status: 'published' }));
    const later = clock.time + 2 * HOUR;
    // Written to the rows alone, as a process that has since stopped left it.
    const { articles } = t.store.tables;
    await t.store.transaction((tx) =>
      tx
        .update(articles)
        .set({ publishedAt: new Date(later) })
        .where(eq(articles.slug, 'after-restart')),
    );
    // A new process: its own services and scheduler over the same database.
    const restarted = createApp({
      services: createServices(t.store, { now: clock.now }),
      siteUrl: t.siteUrl,
      assets: { css: '/assets/app.css', entry: '/assets/entry.js' },
      staticMounts: [],
      timers: clock.timers,
    });
    try {
      await restarted.scheduler.settled;
      expect(restarted.scheduler.nextDue).toBe(later);
    } finally {
      restarted.scheduler.stop();
      await t.scheduler.arm();
    }
  });
});
