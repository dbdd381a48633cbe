import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { renderedPage } from '@tests/support/rendered-page';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { useId } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { KeptPart } from '~/client/components/kept-part';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import { keepDrawnParts, keepParts, keptPartCounts } from '~/server/ssr/kept-parts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ pageCacheBytes: 0 });
  await seedDemoContent(t.services);
});

afterAll(() => t.close());

const rendered = (path: string) => renderedPage(t, path);

/** The article's own column, as the page writes it. */
const columnOf = (html: string) =>
  html.slice(html.indexOf('<article class="mx-auto max-w-3xl">'), html.indexOf('</article>'));

describe("an article's column kept between renders", () => {
  test('the page with its column kept is the bytes it was with it drawn; its image announced once', async () => {
    const story = await createArticle(
      t.services,
      buildArticle({ slug: 'kept-column', image: '/images/sections/cosmic-watch-3.svg' }),
    );
    const before = keptPartCounts();
    const drawn = await rendered(`/article/${story.slug}`);
    // Its column, and its link back to its section if no page had kept that yet.
    const keptNow = keptPartCounts().kept;
    expect(keptNow).toBeGreaterThan(before.kept);
    const { drawnInFull } = keptPartCounts();
    expect(drawnInFull).toBeGreaterThan(before.drawnInFull);
    expect(columnOf(drawn)).toContain(story.title);
    const kept = await rendered(`/article/${story.slug}`);
    expect(kept).toBe(drawn);
    // Written from what was kept: not drawn again.
    expect(keptPartCounts().kept).toBe(keptNow);
    expect(keptPartCounts().drawnInFull).toBe(drawnInFull);
    const hint =
      '<link rel="preload" href="/images/sections/cosmic-watch-3.svg" as="image" fetchPriority="high"/>';
    expect(kept.split(hint)).toHaveLength(2);
    expect(kept.indexOf(hint)).toBeLessThan(kept.indexOf('</head>'));
  });

  test('an edit and a correction show at the next render, each drawn once', async () => {
    const input = buildArticle({ slug: 'kept-then-edited', title: 'The bridge holds' });
    const story = await createArticle(t.services, input);
    const path = `/article/${story.slug}`;
    await rendered(path);
    const before = keptPartCounts().kept;

    const saved = await t.services.adminArticles.update(story.id, {
      ...input,
      summary: 'Engineers say the bridge between realities held through the storm.',
    });
    expect(saved.ok).toBe(true);
    const edited = await rendered(path);
    expect(columnOf(edited)).toContain('held through the storm');
    expect(keptPartCounts().kept).toBe(before + 1);

    const noted = await t.services.corrections.add(
      story.id,
      { kind: 'correction', text: 'An earlier version misnamed the bridge.' },
      null,
    );
    expect(noted.ok).toBe(true);
    const corrected = await rendered(path);
    expect(columnOf(corrected)).toContain('An earlier version misnamed the bridge.');
    expect(keptPartCounts().kept).toBe(before + 2);
    const { drawnInFull } = keptPartCounts();
    expect(await rendered(path)).toBe(corrected);
    expect(keptPartCounts().drawnInFull).toBe(drawnInFull);
  });
});

/** A part that labels itself with one of React's ids. */
function Labelled() {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>Labelled</h2>
    </section>
  );
}

describe("the home page's stories kept between renders", () => {
  test("kept with the lead story's image still announced, once; a new story shows at the next render", async () => {
    await rendered('/');
    const drawn = await rendered('/');
    const { drawnInFull } = keptPartCounts();
    const kept = await rendered('/');
    expect(kept).toBe(drawn);
    expect(keptPartCounts().drawnInFull).toBe(drawnInFull);
    const lead = drawn.match(
      /<link rel="preload" href="([^"]+)" as="image" fetchPriority="high"\/>/,
    );
    expect(lead).not.toBeNull();
    expect(kept.split(lead![0])).toHaveLength(2);
    expect(kept.indexOf(lead![0])).toBeLessThan(kept.indexOf('</head>'));
    expect(kept).toContain(`<img src="${lead![1]}"`);

    await createArticle(
      t.services,
      buildArticle({
        slug: 'latest-word',
        title: 'The latest word from the rift',
        date: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    const after = await rendered('/');
    expect(after).toContain('The latest word from the rift');
    expect(keptPartCounts().drawnInFull).toBeGreaterThan(drawnInFull);
    expect(await rendered('/')).toBe(after);

    // The breaking banner is a part of its own: the new top item shows at once.
    await t.services.breakingNews.create({
      text: 'BREAKING: the rift over the harbour has closed.',
      link: '',
      active: true,
      priority: 10,
    });
    const breaking = await rendered('/');
    expect(breaking).toContain('BREAKING: the rift over the harbour has closed.');
    expect(await rendered('/')).toBe(breaking);
  });
});

describe('what is never kept', () => {
  const draw = (element: React.ReactElement, idPrefix?: string) =>
    renderToString(element, { identifierPrefix: idPrefix });

  test("a part with React's own ids in it (drawn alone they would not be the page's)", () => {
    keepParts();
    const part = (
      <KeptPart name="labelled" by={['one']}>
        <div>
          <Labelled />
        </div>
      </KeptPart>
    );
    const { kept, drawnEachTime, drawnInFull } = keptPartCounts();
    const first = draw(part);
    keepDrawnParts(draw);
    expect(keptPartCounts()).toEqual({
      kept,
      drawnEachTime: drawnEachTime + 1,
      drawnInFull: drawnInFull + 1,
    });
    expect(draw(part)).toBe(first);
    expect(keptPartCounts().drawnInFull).toBe(drawnInFull + 2);
  });

  test('a part whose element is a component, not a plain element', () => {
    keepParts();
    const { kept, drawnEachTime } = keptPartCounts();
    draw(
      <KeptPart name="component" by={['two']}>
        <Labelled />
      </KeptPart>,
    );
    keepDrawnParts(draw);
    expect(keptPartCounts()).toMatchObject({ kept, drawnEachTime: drawnEachTime + 1 });
  });

  test('a plain part is kept, and written back as it was drawn', () => {
    keepParts();
    const part = (
      <KeptPart name="plain" by={['three', { n: 3 }]}>
        <div className="plain">
          <p>Three &amp; more</p>
        </div>
      </KeptPart>
    );
    const { kept, drawnInFull } = keptPartCounts();
    const first = draw(part);
    keepDrawnParts(draw);
    expect(keptPartCounts().kept).toBe(kept + 1);
    expect(draw(part)).toBe(first);
    expect(keptPartCounts().drawnInFull).toBe(drawnInFull + 1);
  });
});
