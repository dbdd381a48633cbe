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
import { loadServedParts, servedPart } from './served-part';

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
