import type { DocumentAssets } from '~/client/document';
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
  /** Around each page's prefetch (page-data-reader.ts). */
  dataScope?: <T>(prefetch: () => Promise<T>) => Promise<T>;
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
}: PageHandlerOptions) {
  const runtime = { siteUrl, analytics };
  const cache = cacheBytes > 0 ? new PageCache(cacheBytes) : null;

  async function servePage(request: Request, url: URL): Promise<Response> {
    if (isAdminPath(url.pathname)) {
      const response = await renderPage(url, { assets, runtime, nonce: newNonce(), dataScope });
      response.headers.set('Cache-Control', 'no-store');
      // Besides the robots meta tag: crawlers that read only headers obey this too.
      response.headers.set('X-Robots-Tag', 'noindex, nofollow');
      return response;
    }
    const key = `${url.pathname}${url.search}`;
    const hit = cache?.respond(request, key);
    if (hit) return hit;

    const begun = cache?.begin() ?? 0;
    const nonce = newNonce();
    const response = await renderPage(url, { assets, runtime, nonce, dataScope });
    if (response.status !== 200) {
      if (!response.headers.has('cache-control')) response.headers.set('Cache-Control', 'no-cache');
      return response;
    }
    if (!cache) {
      response.headers.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
      return response;
    }
    const html = new Uint8Array(await response.arrayBuffer());
    return cache.store(request, key, { html, headers: response.headers, nonce }, begun);
  }

  return {
    servePage,
    /** Forget every page: the data they show has changed. */
    invalidate: () => cache?.clear(),
    cachedPages: () => cache?.size ?? 0,
  };
}
