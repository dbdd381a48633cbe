import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { acceptsEncoding } from './compression';

type Bytes = Uint8Array<ArrayBuffer>;

interface CachedPage {
  gzip: Bytes;
  brotli: Bytes;
  headers: Record<string, string>;
  etag: string;
  lastModified: string;
  bytes: number;
}

/** Public HTML may be kept by a CDN for a minute and served stale while it refreshes. */
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Headers of a rendered page worth keeping with its bytes. */
const KEPT_HEADERS = ['content-type', 'content-security-policy'];

/**
 * Complete server-rendered pages, kept compressed in memory and bounded by
 * size (least recently used first out). A page is rendered once per change
 * of the data it shows: `clear()` runs after every successful write.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private totalBytes = 0;
  /** Bumped by every clear(): a page rendered across a write is not kept. */
  private generation = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.pages.size;
  }

  /** The cached answer for `key`, or null; a hit becomes the most recently used. */
  respond(request: Request, key: string): Response | null {
    const page = this.pages.get(key);
    if (!page) return null;
    this.pages.delete(key);
    this.pages.set(key, page);
    return answer(request, page);
  }

  /** Call before rendering; pass the result to store(). */
  begin(): number {
    return this.generation;
  }

  /**
   * Keeps a rendered page and answers the request with it. A page whose
   * rendering began before the last clear() may show old data: it is
   * answered but not kept.
   */
  store(request: Request, key: string, html: Bytes, rendered: Headers, begun: number): Response {
    const page: CachedPage = {
      gzip: new Uint8Array(Bun.gzipSync(html, { level: 6 })),
      // Quality 5 compresses nearly as well as 11 at a fraction of the time.
      brotli: new Uint8Array(
        brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
      ),
      headers: Object.fromEntries(
        KEPT_HEADERS.flatMap((name) => {
          const value = rendered.get(name);
          return value ? [[name, value]] : [];
        }),
      ),
      etag: `"${Bun.hash(html).toString(36)}"`,
      lastModified: new Date().toUTCString(),
      bytes: 0,
    };
    page.bytes = page.gzip.byteLength + page.brotli.byteLength;
    if (begun === this.generation && page.bytes <= this.maxBytes) {
      this.remove(key);
      this.pages.set(key, page);
      this.totalBytes += page.bytes;
      for (const [oldest] of this.pages) {
        if (this.totalBytes <= this.maxBytes) break;
        this.remove(oldest);
      }
    }
    return answer(request, page);
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.totalBytes = 0;
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.totalBytes -= page.bytes;
    this.pages.delete(key);
  }
}

function answer(request: Request, page: CachedPage): Response {
  const headers = new Headers({
    ...page.headers,
    'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
    ETag: page.etag,
    'Last-Modified': page.lastModified,
    Vary: 'Accept-Encoding',
  });
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === page.etag)) {
    return new Response(null, { status: 304, headers });
  }
  if (request.method === 'HEAD') return new Response(null, { headers });
  if (acceptsEncoding(request, 'br')) {
    headers.set('Content-Encoding', 'br');
    return new Response(page.brotli, { headers });
  }
  if (acceptsEncoding(request, 'gzip')) {
    headers.set('Content-Encoding', 'gzip');
    return new Response(page.gzip, { headers });
  }
  // Rare: a client that accepts no compression gets the page inflated again.
  return new Response(new Uint8Array(Bun.gunzipSync(page.gzip)), { headers });
}
