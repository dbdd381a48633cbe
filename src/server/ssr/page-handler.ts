import type { DocumentAssets } from '~/client/document';
import { notFoundRoute, routeForPath } from '~/client/route-table';
import { clientAddress } from '../http/client-address';
import type { BrotliMaker } from '../http/compressed-page';
import { encodeForOneAnswer } from '../http/compression';
import { type KeptRender, PageCache, PUBLIC_PAGE_CACHE_CONTROL } from '../http/page-cache';
import { readSessionToken } from '../modules/auth/session-token';
import { newNonce } from './content-security-policy';
import { trackTopics } from './page-data-reader';
import type { PageChange, PageTopics } from './page-topics';
import { hasPage, pageBytes, renderPage } from './render-page';
import type { PageRenderer } from './render-worker-client';
import { keptPage } from './script-hashes';

export interface PageHandlerOptions {
  assets: DocumentAssets;
  siteUrl: string;
  /** Bytes of compressed pages to keep; 0 renders every request. */
  cacheBytes: number;
  /** Whether pages load the readership beacon. */
  analytics?: boolean;
  /** Around each page's prefetch, with the reader's address (page-data-reader.ts). */
  dataScope?: <T>(prefetch: () => Promise<T>, client?: string) => Promise<T>;
  /** Headers every response carries (security-headers.ts): cached answers are built with them. */
  commonHeaders?: [string, string][];
  /** Headers a cached answer marked as a counted page view carries in place of the page's own. */
  markedHeaders?: [string, string][];
  /** How long after a write a page it affects may still be answered as it was (PAGE_STALE_WINDOW_MS). */
  staleWindowMs?: number;
  /** Renders kept pages off the serving thread (the render worker); searches stay here. */
  renderer?: PageRenderer;
  /** Makes kept pages' brotli copies (the compression worker); on this thread unless given. */
  brotliOf?: BrotliMaker;
}

/** Two seconds: a reader sees an edit at most that late; the editor who made it sees it at once. */
export const DEFAULT_STALE_WINDOW_MS = 2000;

/**
 * A page rendered: the answer and what its render read; from a renderer
 * elsewhere, a page to keep comes already in the form it is kept in.
 */
interface Rendered {
  response: Response;
  topics: PageTopics;
  kept?: { html: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> };
}

/** A page rendered with `nonce` (answered 200), in the form the page cache keeps. */
async function keptRender(
  { response, topics, kept }: Rendered,
  nonce: string,
): Promise<KeptRender> {
  if (kept) return { ...kept, headers: response.headers, topics };
  const html = keptPage(await pageBytes(response), nonce, response.headers);
  return { html, headers: response.headers, topics };
}

/** A signed-in editor sees every write at once: their requests never get a stale page. */
const signedIn = (request: Request) => readSessionToken(request.headers.get('cookie')) !== null;

/** A page's cache key: its path and query string as sent, read from the URL without parsing it. */
function pageKey(url: string): string {
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  return pathStart === -1 ? '/' : url.slice(pathStart);
}

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** A search takes from its reader's allowance, which the serving thread keeps: rendered there. */
const rendersAnywhere = (pathname: string) => pathname !== '/search';

/**
 * Serves server-rendered pages. Public pages that rendered fine are cached
 * whole; the admin is rendered per request, never stored by anyone.
 */
export function createPageHandler({
  assets,
  siteUrl,
  cacheBytes,
  analytics = false,
  dataScope,
  commonHeaders,
  markedHeaders,
  staleWindowMs = DEFAULT_STALE_WINDOW_MS,
  renderer,
  brotliOf,
}: PageHandlerOptions) {
  const runtime = { siteUrl, analytics };
  /** Renders of public pages since start (tests and the churn benchmark read it in-process). */
  let renders = 0;
  /**
   * The render under way for a page, the change count it began at, and
   * whether it runs on this thread (a reader waits for it) or on the renderer.
   */
  const refreshing = new Map<string, { begun: number; done: Promise<void>; here: boolean }>();
  const cache =
    cacheBytes > 0
      ? new PageCache(cacheBytes, {
          commonHeaders,
          markedHeaders,
          staleWindowMs,
          revalidate: (key, since) => void refresh(key, since),
          brotliOf,
          wantsFresh: signedIn,
        })
      : null;

  /**
   * A public page rendered, with what its render read. `elsewhere`: nobody
   * waits for it (a kept page refreshed in the background), so by the
   * renderer when there is one, in its kept form and with its gzip copy
   * made there too. The renderer runs only on cores nothing else wants
   * (thread-priority.ts): a render a reader waits for is done here.
   */
  async function render(
    url: URL,
    nonce: string,
    {
      scope = dataScope,
      elsewhere = false,
    }: { scope?: PageHandlerOptions['dataScope']; elsewhere?: boolean } = {},
  ): Promise<Rendered> {
    renders += 1;
    if (elsewhere && renderer && cache && rendersAnywhere(url.pathname)) {
      const page = await renderer.render(url.pathname + url.search, nonce);
      if (page) {
        const { html, status, headers, topics, gzip } = page;
        return {
          response: new Response(html, { status, headers }),
          topics: new Set(topics),
          kept: gzip && { html, gzip },
        };
      }
    }
    const [response, topics] = await trackTopics(() =>
      renderPage(url, { assets, runtime, nonce, dataScope: scope, bytesOnly: true }),
    );
    return { response, topics };
  }

  /**
   * Renders a kept page again unless a render begun at or after change
   * `since` is already under way: however many readers ask, one render.
   * With `waited` a reader waits for it: it is rendered here, unless one
   * under way here already will do (one left to the renderer may wait for
   * an idle core; if it ends later, it is not kept over this one).
   */
  function refresh(key: string, since: number, waited = false): Promise<void> {
    const running = refreshing.get(key);
    if (running && running.begun >= since && (running.here || !waited)) return running.done;
    if (!cache) return Promise.resolve();
    const begun = cache.begin();
    const url = new URL(key, siteUrl);
    const here = waited || !renderer || !rendersAnywhere(url.pathname);
    const done = (async () => {
      const nonce = newNonce();
      const rendered = await render(url, nonce, { elsewhere: !here });
      if (rendered.response.status !== 200) {
        // Gone or failing now: the next reader renders it and is told so.
        await rendered.response.body?.cancel();
        cache.drop(key);
        return;
      }
      cache.store(null, key, await keptRender(rendered, nonce), begun);
    })()
      .catch(() => cache.drop(key))
      .finally(() => {
        if (refreshing.get(key)?.done === done) refreshing.delete(key);
      });
    refreshing.set(key, { begun, done, here });
    return done;
  }

  async function servePage(request: Request, url: URL): Promise<Response> {
    const scope = dataScope;
    const readerScope = scope
      ? <T>(prefetch: () => Promise<T>) => scope(prefetch, clientAddress(request))
      : undefined;
    if (isAdminPath(url.pathname)) {
      const response = await renderPage(url, {
        assets,
        runtime,
        nonce: newNonce(),
        dataScope: readerScope,
      });
      response.headers.set('Cache-Control', 'no-store');
      // Besides the robots meta tag: crawlers that read only headers obey this too.
      response.headers.set('X-Robots-Tag', 'noindex, nofollow');
      return response;
    }
    const key = pageKey(request.url);
    const hit = cache?.respond(request, key);
    if (hit) return hit;
    // A stale page not to be answered as it is: wait for its one render.
    const since = cache?.staleAt(key) ?? null;
    if (cache && since !== null) {
      await refresh(key, since, true);
      const fresh = cache.respond(request, key, { freshOnly: true });
      if (fresh) return fresh;
    }

    const begun = cache?.begin() ?? 0;
    const nonce = newNonce();
    const rendered = await render(url, nonce, { scope: readerScope });
    const { response } = rendered;
    if (response.status !== 200) {
      const cacheControl = response.headers.get('cache-control') ?? 'no-cache';
      // A missing page is answered as often as a scanner asks: compressed whole, as below.
      if (!hasPage(response)) {
        response.headers.set('Cache-Control', cacheControl);
        return response;
      }
      return compressedPage(request, response, cacheControl);
    }
    if (!cache) return compressedPage(request, response);
    return cache.store(request, key, await keptRender(rendered, nonce), begun);
  }

  return {
    servePage,
    /**
     * The kept answer to a GET or HEAD of a cached page, finished (its
     * security headers included), or null: the first step of every request,
     * before the URL is even parsed. `marked`: with the marked headers.
     */
    cachedAnswer(request: Request, marked = false): Response | null {
      if (!cache || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
      return cache.respond(request, pageKey(request.url), { marked });
    },
    /** Resolves once the brotli copies of the pages kept so far are made. */
    settled: () => cache?.settled() ?? Promise.resolve(),
    /** Whether a path is one of the site's pages (the route table's, not-found aside). */
    serves: (pathname: string) => routeForPath(pathname) !== notFoundRoute,
    /** A write changed what pages show: the pages it affects are rendered again, the others stay. */
    invalidate: (change: PageChange) => cache?.markStale(change),
    /** Forget every page at once. */
    clear: () => cache?.clear(),
    cachedPages: () => cache?.size ?? 0,
    /** Public page renders since start; with `settled()` after a write, how many it cost. */
    renders: () => renders,
    /** Resolves once the renders under way have finished. */
    refreshed: async () => {
      while (refreshing.size > 0) await Promise.all([...refreshing.values()].map((r) => r.done));
    },
  };
}

/**
 * A page rendered for one answer (no page cache, or one never kept: a
 * missing page, a failure), compressed whole once it is rendered: the page
 * is complete HTML anyway (nothing streams in late), and one pass over the
 * bytes costs far less than compressing React's many small chunks as they
 * stream.
 */
async function compressedPage(
  request: Request,
  response: Response,
  cacheControl = PUBLIC_PAGE_CACHE_CONTROL,
): Promise<Response> {
  const { body, encoding } = encodeForOneAnswer(request, await pageBytes(response));
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', cacheControl);
  headers.set('Vary', 'Accept-Encoding');
  if (encoding) headers.set('Content-Encoding', encoding);
  return new Response(body, { status: response.status, headers });
}
