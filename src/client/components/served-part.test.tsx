import { describe, expect, test } from 'bun:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { statusSidebar } from './home/served-status-sidebar';
import { StatusSidebar } from './home/status-sidebar';
import { siteFooter, statusStrip } from './layout/served-layout';
import { SiteFooter } from './layout/site-footer';
import { StatusStrip } from './layout/status-strip';
import { loadServedParts } from './served-part';

const onServer = (element: React.ReactNode) =>
  renderToStaticMarkup(<Router ssrPath="/">{element}</Router>);

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

  test('the footer keeps its site links and its plain ones', async () => {
    await loadServedParts();
    const drawn = onServer(<siteFooter.Slot />);
    expect(drawn).toContain('href="/section/cosmic-watch"');
    expect(drawn).toContain('href="mailto:');
    expect(drawn).toContain('target="_blank"');
  });
});
