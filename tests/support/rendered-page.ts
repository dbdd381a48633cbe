import { expect } from 'bun:test';
import { renderPage } from '~/server/ssr/render-page';
import type { TestApp } from './test-app';

/**
 * A reader page as the server renders it (at once, or streamed), answered
 * 200, without the query state's clock readings, which differ between two
 * renders: two renders of the same data compare equal.
 */
export async function renderedPage(
  t: TestApp,
  path: string,
  { streamed = false }: { streamed?: boolean } = {},
): Promise<string> {
  const response = await renderPage(new URL(path, t.siteUrl), {
    assets: { css: '/assets/app.css', entry: '/assets/entry.js' },
    runtime: { siteUrl: t.siteUrl },
    nonce: 'bm9uY2Vub25jZW5vbmNl',
    streamed,
  });
  expect(response.status).toBe(200);
  return (await response.text()).replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
}
