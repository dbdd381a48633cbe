import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { renderedPage } from '@tests/support/rendered-page';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import { keptCardCount } from '~/server/ssr/kept-cards';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ pageCacheBytes: 0 });
  await seedDemoContent(t.services);
});

afterAll(() => t.close());

const rendered = (path: string) => renderedPage(t, path);

/** The cards a page shows, as their own elements open. */
const cardsOf = (html: string) => html.match(/<article class="group\/card[^>]*>/g) ?? [];

describe('article cards kept between renders', () => {
  test.each([
    '/',
    '/section/cosmic-watch',
    '/author/Priya%20Castellanos',
    '/article/twelve-realities-sign-geneva-threshold-pact-limiting-unscheduled-portal-crossings',
  ])('%s with its cards kept is the bytes it was with them drawn', async (path) => {
    const before = keptCardCount();
    const drawn = await rendered(path);
    // This render drew cards no page had shown yet, and kept them.
    expect(cardsOf(drawn).length).toBeGreaterThan(0);
    const keptNow = keptCardCount();
    expect(keptNow).toBeGreaterThan(before);
    const kept = await rendered(path);
    expect(kept).toBe(drawn);
    expect(keptCardCount()).toBe(keptNow);
  });

  test('the lead story is kept too, its image still announced in the head, once', async () => {
    await createArticle(
      t.services,
      buildArticle({
        slug: 'rift-lead',
        title: 'A rift opens over the harbour',
        featured: true,
        image: '/images/sections/cosmic-watch-3.svg',
        date: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    const hint =
      '<link rel="preload" href="/images/sections/cosmic-watch-3.svg" as="image" fetchPriority="high"/>';
    const keptBefore = keptCardCount();
    const home = await rendered('/');
    expect(home).toMatch(
      /<article class="[^"]*col-span-full[^"]*"><a [^>]*href="\/article\/rift-lead"/,
    );
    // Drawn and kept: its card, and the former lead's, now one of the grid's.
    expect(keptCardCount()).toBe(keptBefore + 2);
    expect(home.split(hint)).toHaveLength(2);
    expect(home.indexOf(hint)).toBeLessThan(home.indexOf('</head>'));
    expect(await rendered('/')).toBe(home);
    expect(keptCardCount()).toBe(keptBefore + 2);
  });

  test('an edited teaser is a card drawn afresh; the others stay kept', async () => {
    const now = Date.now();
    await createArticle(
      t.services,
      buildArticle({
        slug: 'comet-lead',
        section: 'cosmic-watch',
        date: new Date(now).toISOString(),
      }),
    );
    const input = buildArticle({
      slug: 'tidal-clock',
      title: 'The tidal clock runs backwards',
      section: 'cosmic-watch',
      date: new Date(now - 60_000).toISOString(),
    });
    const story = await createArticle(t.services, input);
    const first = await rendered('/section/cosmic-watch');
    expect(first).toContain('The tidal clock runs backwards');
    const keptBefore = keptCardCount();
    const saved = await t.services.adminArticles.update(story.id, {
      ...input,
      title: 'The tidal clock stops at noon',
    });
    expect(saved.ok).toBe(true);
    const after = await rendered('/section/cosmic-watch');
    expect(after).toContain('The tidal clock stops at noon');
    expect(after).not.toContain('The tidal clock runs backwards');
    // One card more is kept: the edited one's; every other card of the page was kept already.
    expect(keptCardCount()).toBe(keptBefore + 1);
    expect(await rendered('/section/cosmic-watch')).toBe(after);
  });
});
