import type { DocumentAssets } from '~/client/document';
import { notFoundRoute, routeForPath } from '~/client/route-table';
import { clientAddress } from '../http/client-address';
import { acceptsEncoding } from '../http/compression';
import { PageCache, PUBLIC_PAGE_CACHE_CONTROL } from '../http/page-cache';
import { newNonce } from './content-security-policy';
import { renderPage } from './render-page';

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
}

/** A page's cache key: its path and query string as sent, read from the URL without parsing it. */
function pageKey(url: string): string {
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  return pathStart === -1 ? '/' : url.slice(pathStart);
}

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

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
}: PageHandlerOptions) {
  const runtime = { siteUrl, analytics };
  const cache = cacheBytes > 0 ? new PageCache(cacheBytes, { commonHeaders }) : null;

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

    const begun = cache?.begin() ?? 0;
    const nonce = newNonce();
    const response = await renderPage(url, { assets, runtime, nonce, dataScope: readerScope });
    if (response.status !== 200) {
      if (!response.headers.has('cache-control')) response.headers.set('Cache-Control', 'no-cache');
      return response;
    }
    if (!cache) return compressedPage(request, response);
    const html = new Uint8Array(await response.arrayBuffer());
    return cache.store(request, key, { html, headers: response.headers, nonce }, begun);
  }

  return {
    servePage,
    /**
     * The kept answer to a GET or HEAD of a cached page, finished (its
     * security headers included), or null: the first step of every request,
     * before the URL is even parsed.
     */
    cachedAnswer(request: Request): Response | null {
      if (!cache || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
      return cache.respond(request, pageKey(request.url));
    },
    /** Resolves once the brotli copies of the pages kept so far are made. */
    settled: () => cache?.settled() ?? Promise.resolve(),
    /** Whether a path is one of the site's pages (the route table's, not-found aside). */
    serves: (pathname: string) => routeForPath(pathname) !== notFoundRoute,
    /** Forget every page: the data they show has changed. */
    invalidate: () => cache?.clear(),
    cachedPages: () => cache?.size ?? 0,
  };
}

/**
 * A page rendered for one answer (no page cache), compressed whole once it
 * is rendered: the page is complete HTML anyway (nothing streams in late), and
 * one pass over the bytes costs far less than compressing React's many small
 * chunks as they stream.
 */
async function compressedPage(request: Request, response: Response): Promise<Response> {
  const html = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  headers.set('Vary', 'Accept-Encoding');
  if (!acceptsEncoding(request, 'gzip')) return new Response(html, { headers });
  headers.set('Content-Encoding', 'gzip');
  return new Response(Bun.gzipSync(html, { level: 6, library: 'libdeflate' }), { headers });
}
