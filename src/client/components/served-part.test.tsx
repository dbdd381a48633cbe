import { describe, expect, test } from 'bun:test';
import { renderToReadableStream, renderToString } from 'react-dom/server.edge';
import { Router } from 'wouter';
import { AuthorBox } from './articles/author-box';
import { authorBox } from './articles/served-author-box';
import { relatedArticles } from './articles/served-related-articles';
import { statusSidebar } from './home/served-status-sidebar';
import { StatusSidebar } from './home/status-sidebar';
import { siteFooter, statusStrip } from './layout/served-layout';
import { SiteFooter } from './layout/site-footer';
import { StatusStrip } from './layout/status-strip';
import { drawSamePartsOnce, loadServedParts, partsDrawnOnce, servedPart } from './served-part';

/** A part the same on every page, counting its draws; and one whose element differs from its attributes. */
let draws = 0;
function Counted() {
  draws += 1;
  return (
    <aside data-served="counted" className="box">
      <p>Fixed</p>
    </aside>
  );
}
function Unlike() {
  return (
    <aside data-served="unlike" title="more">
      <p>Fixed</p>
    </aside>
  );
}

/** As the server renders a page, and draws the parts the same on every page (render-page.tsx). */
const onServer = (element: React.ReactNode) =>
  renderToString(<Router ssrPath="/">{element}</Router>);

describe('served parts on the server', () => {
  test('once loaded, each part draws exactly its component, marked for the browser to find', async () => {
    await Promise.all([loadServedParts(), statusSidebar.load()]);
    for (const [Slot, Component, name] of [
      [siteFooter.Slot, SiteFooter, 'site-footer'],
      [statusStrip.Slot, StatusStrip, 'status-strip'],
      [statusSidebar.Slot, StatusSidebar, 'status-sidebar'],
    ] as const) {
      const drawn = onServer(<Slot />);
      expect(drawn).toBe(onServer(<Component />));
      expect(drawn).toContain(`data-served="${name}"`);
    }
  });

  test('a part the same on every page is drawn once, as its component draws it', async () => {
    await Promise.all([loadServedParts(), statusSidebar.load()]);
    drawSamePartsOnce(onServer);
    expect(partsDrawnOnce()).toEqual(
      expect.arrayContaining(['site-footer', 'status-strip', 'status-sidebar']),
    );
    for (const [Slot, Component] of [
      [siteFooter.Slot, SiteFooter],
      [statusStrip.Slot, StatusStrip],
      [statusSidebar.Slot, StatusSidebar],
    ] as const) {
      expect(onServer(<Slot />)).toBe(onServer(<Component />));
    }

    draws = 0;
    const counted = servedPart(
      'aside',
      { 'data-served': 'counted', className: 'box' },
      async () => Counted,
    );
    // Its own element drawn otherwise than the part's attributes say: drawn at every render.
    const unlike = servedPart('aside', { 'data-served': 'unlike' }, async () => Unlike);
    await Promise.all([counted.load(), unlike.load()]);
    drawSamePartsOnce(onServer);
    expect(partsDrawnOnce()).toContain('counted');
    expect(partsDrawnOnce()).not.toContain('unlike');
    for (let render = 0; render < 3; render += 1) {
      expect(onServer(<counted.Slot />)).toBe(
        '<aside data-served="counted" class="box"><p>Fixed</p></aside>',
      );
      expect(onServer(<unlike.Slot />)).toBe(
        '<aside data-served="unlike" title="more"><p>Fixed</p></aside>',
      );
    }
    expect(draws).toBe(1);
  });

  test('a part drawn per page draws its component with the page’s props', async () => {
    await Promise.all([authorBox.load(), relatedArticles.load()]);
    const profile = null;
    expect(onServer(<authorBox.Slot name="Priya Castellanos" profile={profile} />)).toBe(
      onServer(<AuthorBox name="Priya Castellanos" profile={profile} />),
    );
    expect(onServer(<authorBox.Slot name="Priya Castellanos" profile={profile} />)).toContain(
      'data-served="author-box"',
    );
    expect(onServer(<relatedArticles.Slot articles={[]} />)).toBe('');
  });

  test('a part whose code fails to come draws nothing, and the page around it stands', async () => {
    // Fails once, then comes: parts are listed for every render (loadServedParts) after this test.
    let failures = 1;
    const unreachable = servedPart(
      'aside',
      { 'data-served': 'unreachable' },
      () => (failures-- > 0 ? Promise.reject(new Error('offline')) : Promise.resolve(() => null)),
      { perPage: true },
    );
    const errors: unknown[] = [];
    const stream = await renderToReadableStream(
      <Router ssrPath="/">
        <p>The page</p>
        <unreachable.Slot />
      </Router>,
      { onError: (error) => void errors.push(error) },
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(errors).toEqual([]);
    expect(html).toContain('<p>The page</p>');
    expect(html).not.toContain('unreachable');
  });

  test('the footer keeps its site links and its plain ones', async () => {
    await loadServedParts();
    const drawn = onServer(<siteFooter.Slot />);
    expect(drawn).toContain('href="/section/cosmic-watch"');
    expect(drawn).toContain('href="mailto:');
    expect(drawn).toContain('target="_blank"');
  });
});
