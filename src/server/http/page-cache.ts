import { newNonce } from '../ssr/content-security-policy';
import { acceptsEncoding } from './compression';
import { NonceSlots } from './nonce-slots';

type Bytes = Uint8Array<ArrayBuffer>;

interface CachedPage {
  body: NonceSlots;
  /** The Content-Security-Policy split where its nonce goes. */
  policy: string[];
  contentType: string;
  etag: string;
  lastModified: string;
  bytes: number;
}

/** Public HTML may be kept by a CDN for a minute and served stale while it refreshes. */
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * Complete server-rendered pages, kept compressed in memory and bounded by
 * size (least recently used first out). A page is rendered once per change
 * of the data it shows: `clear()` runs after every successful write. Every
 * answer carries a fresh CSP nonce, filled into the kept bytes (NonceSlots).
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
   * Keeps a page rendered with `nonce` and answers the request with it. A
   * page whose rendering began before the last clear() may show old data: it
   * is answered but not kept.
   */
  store(
    request: Request,
    key: string,
    page: { html: Bytes; headers: Headers; nonce: string },
    begun: number,
  ): Response {
    const body = new NonceSlots(page.html, page.nonce);
    const kept: CachedPage = {
      body,
      policy: (page.headers.get('content-security-policy') ?? '').split(page.nonce),
      contentType: page.headers.get('content-type') ?? 'text/html; charset=utf-8',
      // Weak: the bytes differ by their nonce on every answer, the page does not.
      etag: `W/"${Bun.hash(page.html).toString(36)}"`,
      lastModified: new Date().toUTCString(),
      bytes: body.compressedBytes,
    };
    if (begun === this.generation && kept.bytes <= this.maxBytes) {
      this.remove(key);
      this.pages.set(key, kept);
      this.totalBytes += kept.bytes;
      for (const [oldest] of this.pages) {
        if (this.totalBytes <= this.maxBytes) break;
        this.remove(oldest);
      }
    }
    return answer(request, kept);
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
    'Content-Type': page.contentType,
    'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
    ETag: page.etag,
    'Last-Modified': page.lastModified,
    Vary: 'Accept-Encoding',
  });
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch?.split(',').some((tag) => weakMatch(tag.trim(), page.etag))) {
    // No policy here: the browser keeps the copy it has, with its own nonce,
    // and a new policy merged into that copy would block its scripts.
    return new Response(null, { status: 304, headers });
  }
  const nonce = newNonce();
  headers.set('Content-Security-Policy', page.policy.join(nonce));
  if (request.method === 'HEAD') return new Response(null, { headers });
  if (acceptsEncoding(request, 'gzip')) {
    headers.set('Content-Encoding', 'gzip');
    return new Response(page.body.gzip(nonce), { headers });
  }
  return new Response(page.body.plain(nonce), { headers });
}

/** If-None-Match compares weakly (RFC 9110 section 13.1.2): W/ prefixes do not matter. */
function weakMatch(tag: string, etag: string): boolean {
  const opaque = (value: string) => value.replace(/^W\//, '');
  return tag === '*' || opaque(tag) === opaque(etag);
}
