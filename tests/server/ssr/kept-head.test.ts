import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { renderedPage } from '@tests/support/rendered-page';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import { keptHeadCounts } from '~/server/ssr/kept-head';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ pageCacheBytes: 0 });
  await seedDemoContent(t.services);
});

afterAll(() => t.close());

const rendered = (path: string, streamed = false) => renderedPage(t, path, { streamed });

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe("a page's head tags kept between renders", () => {
  test('kept once drawn, written back where React hoisted them: the bytes the stream renders', async () => {
    const input = buildArticle({ slug: 'kept-head', title: 'Tides turn on the moon' });
    const story = await createArticle(t.services, input);
    const path = `/article/${story.slug}`;
    const before = keptHeadCounts();
    const drawn = await rendered(path);
    expect(keptHeadCounts().kept).toBe(before.kept + 1);
    const { drawnInFull } = keptHeadCounts();
    expect(drawnInFull).toBeGreaterThan(before.drawnInFull);
    const kept = await rendered(path);
    // Written from what was kept: not drawn again.
    expect(keptHeadCounts()).toEqual({ kept: before.kept + 1, drawnInFull });
    expect(kept).toBe(drawn);
    expect(kept).toBe(await rendered(path, true));
    expect(kept).not.toContain('gazette-head');
    const head = headOf(kept);
    expect(head.split('<title>')).toHaveLength(2);
    expect(head).toContain('<title>Tides turn on the moon - The Multiverse Gazette</title>');
    expect(head).toContain('<meta property="og:type" content="article"/>');
  });

  test('an edited title is new tags, drawn and kept afresh', async () => {
    const input = buildArticle({ slug: 'retitled', title: 'The rift widens' });
    const story = await createArticle(t.services, input);
    const path = `/article/${story.slug}`;
    await rendered(path);
    const before = keptHeadCounts().kept;
    const saved = await t.services.adminArticles.update(story.id, {
      ...input,
      title: 'The rift closes',
    });
    expect(saved.ok).toBe(true);
    const retitled = headOf(await rendered(path));
    expect(retitled).toContain('<title>The rift closes - The Multiverse Gazette</title>');
    expect(retitled).toContain(
      '<meta property="og:title" content="The rift closes - The Multiverse Gazette"/>',
    );
    expect(retitled).not.toContain('The rift widens');
    expect(keptHeadCounts().kept).toBe(before + 1);
  });
});
