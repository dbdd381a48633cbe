import { describe, expect, test } from 'bun:test';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { Router } from 'wouter';
import { statusSidebar } from '~/client/components/home/served-status-sidebar';
import { StatusSidebar } from '~/client/components/home/status-sidebar';
import { siteFooter, statusStrip } from '~/client/components/layout/served-layout';
import { SiteFooter } from '~/client/components/layout/site-footer';
import { StatusStrip } from '~/client/components/layout/status-strip';
import { loadServedParts, servedPart } from '~/client/components/served-part';
import { drawSamePartsOnce, partsDrawnOnce } from '~/server/ssr/served-parts-once';

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
const onServer = (element: ReactElement, idPrefix?: string) =>
  renderToString(<Router ssrPath="/">{element}</Router>, { identifierPrefix: idPrefix });

describe('served parts the same on every page, on the server', () => {
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

    const counted = servedPart(
      'aside',
      { 'data-served': 'counted', className: 'box' },
      async () => Counted,
    );
    // Its own element drawn otherwise than the part's attributes say: drawn at every render.
    const unlike = servedPart('aside', { 'data-served': 'unlike' }, async () => Unlike);
    await Promise.all([counted.load(), unlike.load()]);
    drawSamePartsOnce(onServer);
    // Drawn once to be kept (twice: once with other ids than React's own), then never at a render.
    draws = 0;
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
    expect(draws).toBe(0);
  });
});
