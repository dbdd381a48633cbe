import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
// The edge build writes the page in a few large encoded chunks; the Bun build
// writes each small string into the stream, which cost about a third more
// per render here, for the same bytes.
import { renderToReadableStream, renderToString } from 'react-dom/server.edge';
import { matchRoute, Router } from 'wouter';
import { createQueryClient } from '~/client/api/query-client';
import { ApiError } from '~/client/api/transport';
import { App } from '~/client/app';
import { loadMasthead } from '~/client/components/layout/masthead';
import { loadPageMeta } from '~/client/components/page-meta';
import { loadServedParts } from '~/client/components/served-part';
import { Document } from '~/client/document';
import { entryLoaderScript } from '~/client/entry-loader';
import { notFoundRoute, type PageRoute, pageRoutes, parseRoutePattern } from '~/client/route-table';
import type { SiteRuntime } from '~/client/site-context';
import { logServerError } from '../http/server-log';
import { type AssetManifest, assetsForPage } from './asset-manifest';
import { serializeBootData } from './boot-data-script';
import { contentSecurityPolicy } from './content-security-policy';
import { readQueriesDirectly } from './direct-reads';
import { keepCards, keepDrawnCards } from './kept-cards';
import { renderWithKeptMasthead, unfinished } from './kept-masthead';
import { type DrawAlone, keepDrawnParts, keepParts } from './kept-parts';
import { failedPageData } from './page-data';
import { rememberedQueryHash } from './query-hash';
import { drawSamePartsOnce } from './served-parts-once';

function findRoute(pathname: string): {
  route: PageRoute;
  params: Record<string, string | undefined>;
} {
  for (const route of pageRoutes) {
    const [matched, params] = matchRoute(parseRoutePattern, route.path, pathname);
    if (matched) return { route, params: params as Record<string, string | undefined> };
  }
  return { route: notFoundRoute, params: {} };
}

/** A part of a page drawn alone, as the server keeps parts' markup (the served and kept parts, the cards). */
const drawAlone: DrawAlone = (element: ReactElement, idPrefix?: string) =>
  renderToString(<Router ssrPath="/">{element}</Router>, { identifierPrefix: idPrefix });

/** The browser's query client, as a render uses it: its hashes remembered, its reads direct. */
function renderQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, queryKeyHashFn: rememberedQueryHash },
  });
  readQueriesDirectly(queryClient);
  return queryClient;
}

export interface RenderOptions {
  assets: AssetManifest;
  runtime: SiteRuntime;
  /** This response's CSP nonce, on every inline script (content-security-policy.ts). */
  nonce: string;
  /** Runs the route's prefetch, so its reads can share what they read (page-data-reader.ts). */
  dataScope?: <T>(prefetch: () => Promise<T>) => Promise<T>;
  /** Renders through the stream even when the page could be rendered at once (a test compares the two). */
  streamed?: boolean;
  /**
   * The caller reads the page with `pageBytes` alone: a page rendered at once
   * is answered without a body, rather than with a copy of its bytes.
   */
  bytesOnly?: boolean;
}

/**
 * The server-rendered page for a URL. The route's data is fetched first, so
 * the HTML is complete (readable without JavaScript) and carries the
 * dehydrated cache the browser hydrates from without fetching again: rendered
 * at once as one string, or streamed when a part of it waits or fails.
 */
export async function renderPage(url: URL, options: RenderOptions): Promise<Response> {
  const { route, params } = findRoute(url.pathname);
  const queryClient = renderQueryClient();
  let outcome: unknown;
  try {
    const prefetch = route.prefetch;
    if (prefetch) {
      const run = () => prefetch({ queryClient, params, search: url.searchParams });
      outcome = await (options.dataScope ? options.dataScope(run) : run());
    }
  } catch (error) {
    // A prefetch that needs one answer before the next (an article before
    // its author) stops at a failed one; the page is then answered as one
    // missing its data (503 while the database cannot answer). Anything but
    // the data API's own failure is a bug.
    if (!(error instanceof ApiError) || error.status < 500) throw error;
  }
  // A prefetch may move the page for good (an article's id link to its slug); the query string goes along.
  const redirect = (outcome as { redirect?: string } | undefined)?.redirect;
  if (redirect)
    return new Response(null, {
      status: 301,
      // An editor may change the slug later, so browsers ask again rather than keep the move.
      headers: { Location: `${redirect}${url.search}`, 'Cache-Control': 'no-cache' },
    });
  const failed = failedPageData(queryClient, url.pathname);
  const status = failed?.status ?? (outcome as { status?: number } | undefined)?.status ?? 200;

  // The page's chunk, the served parts' and the masthead's are rendered
  // synchronously here; the browser preloads the page's, keeps the served
  // parts' markup and hydrates the masthead on first use.
  await Promise.all([route.load?.(), loadServedParts(), loadMasthead(), loadPageMeta()]);
  // The parts the same on every page (the footer, the status panels) are drawn
  // once in the process, not at every render.
  drawSamePartsOnce(drawAlone);
  // Article cards and kept parts are written from the markup kept for their data.
  keepCards();
  keepParts();
  const assets = assetsForPage(options.assets, route.chunk);
  // The loader first: the boot data stays the script's last statement.
  const bootstrapScriptContent =
    entryLoaderScript(assets.entry, assets.preload) +
    serializeBootData({
      assets,
      runtime: options.runtime,
      queryState: dehydrate(queryClient),
    });
  const page = (
    <Document assets={assets} nonce={options.nonce}>
      <App
        queryClient={queryClient}
        runtime={options.runtime}
        ssrPath={url.pathname}
        ssrSearch={url.search.slice(1)}
      />
    </Document>
  );
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': contentSecurityPolicy(options.nonce),
    ...failed?.headers,
  };
  const html = options.streamed
    ? null
    : renderedAtOnce(page, bootstrapScriptContent, options.nonce, url.pathname);
  if (html !== null) {
    keepDrawnCards(drawAlone);
    keepDrawnParts(drawAlone);
    const bytes = encodePieces(html);
    const response = new Response(options.bytesOnly ? null : bytes, { status, headers });
    renderedBytes.set(response, bytes);
    return response;
  }

  let renderError: unknown = null;
  const stream = await renderToReadableStream(page, {
    bootstrapScriptContent,
    nonce: options.nonce,
    // Every part of a page is rendered before the first byte goes (its data is read
    // first), so no boundary is worth sending later on its own: above this size React
    // would move a finished one (the masthead's) out of place, to be swapped in by script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      renderError = error;
      logServerError('page render failed', `Rendering ${url.pathname} failed:`, error);
    },
  });
  return new Response(stream, { status: renderError ? 500 : status, headers });
}

/** A page rendered as one string: null when a part of it was left unfinished. */
const atOnce = (markup: string) => (unfinished(markup) ? null : [markup]);

/**
 * The whole page, when every part of it renders at once without failing:
 * its data is read and its code loaded before the render, so that is every
 * page but a broken one. About a third cheaper than the stream, which
 * encodes each chunk and passes it through a ReadableStream. The markup is
 * the stream's, byte for byte (a test compares them); the stream adds the
 * doctype and the bootstrap script, so they are added here as it writes
 * them. In pieces, to be encoded one after another (`encodePieces`)
 * rather than joined into one string first.
 *
 * Null when a part failed or would wait: the stream then renders the page,
 * waiting for what suspends and reporting what fails (a 500). With the
 * page's `location`, the masthead comes from the markup kept for its current
 * links (kept-masthead.tsx).
 */
export function renderedAtOnce(
  page: ReactNode,
  bootstrap: string,
  nonce: string,
  location?: string,
): string[] | null {
  let parts: string[] | null;
  try {
    parts =
      location === undefined
        ? atOnce(renderToString(page))
        : renderWithKeptMasthead(page, location);
  } catch {
    return null;
  }
  if (!parts) return null;
  const last = parts.pop()!;
  const end = last.lastIndexOf('</body>');
  if (end < 0) return null;
  // The nonce is base64 (newNonce), safe in an attribute as it is. The
  // script is escaped as React escapes one: no `<script` or `</script` inside.
  const script = bootstrap.replace(
    /(<\/|<)(s)(cript)/gi,
    (_, open: string, s: string, rest: string) =>
      `${open}${s === 's' ? '\\u0073' : '\\u0053'}${rest}`,
  );
  return [
    '<!DOCTYPE html>',
    ...parts,
    last.slice(0, end),
    `<script nonce="${nonce}" id="_R_">`,
    script,
    '</script>',
    last.slice(end),
  ];
}

const encoder = new TextEncoder();

/**
 * Where pages are encoded before their bytes are copied out at their size:
 * grown to the largest page yet, and warm in memory, where a fresh buffer
 * the size of the worst case (three bytes a character) is fresh memory to
 * fault in at every render.
 */
let scratch = new Uint8Array(0);

/** Strings written one after another as UTF-8, with no string joined from them first. */
export function encodePieces(pieces: string[]): Uint8Array<ArrayBuffer> {
  let most = 0;
  // A UTF-16 code unit takes at most three bytes of UTF-8.
  for (const piece of pieces) most += piece.length * 3;
  if (scratch.length < most) scratch = new Uint8Array(most);
  let written = 0;
  for (const piece of pieces)
    written += encoder.encodeInto(piece, scratch.subarray(written)).written;
  return scratch.slice(0, written);
}

/** The bytes of pages rendered at once, so that their readers need not read them back from the body. */
const renderedBytes = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/** Whether a render answered with a page (a move elsewhere has none), with a body or its bytes kept. */
export function hasPage(response: Response): boolean {
  return response.body !== null || renderedBytes.has(response);
}

/** A rendered page's bytes: kept from its render when it was rendered at once, else read from its body. */
export async function pageBytes(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  return renderedBytes.get(response) ?? new Uint8Array(await response.arrayBuffer());
}
