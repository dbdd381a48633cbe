import { newNonce } from '../ssr/content-security-policy';
import { BrotliSlots } from './brotli-slots';
import { acceptedEncodings } from './compression';
import { NonceSlots, splitAtNonce } from './nonce-slots';

type Bytes = Uint8Array<ArrayBuffer>;
type HeaderList = [string, string][];

interface CachedPage {
  body: NonceSlots;
  /** The brotli copy, once compressed (in the background after the page is kept). */
  brotli: BrotliSlots | null;
  /** The Content-Security-Policy split where its nonce goes. */
  policy: string[];
  /** The ETag without its W/ (If-None-Match compares weakly). */
  opaqueEtag: string;
  /** Every header an answer carries but its policy, for each encoding, built once. */
  headers: EncodedHeaders;
  bytes: number;
}

/** A cached page's headers as answers send them; a copy of one plus the policy is cheaper to make than a list. */
interface EncodedHeaders {
  plain: Headers;
  gzip: Headers;
  br: Headers;
}

function encodedHeaders(list: HeaderList): EncodedHeaders {
  const withEncoding = (encoding: string) => new Headers([...list, ['Content-Encoding', encoding]]);
  return { plain: new Headers(list), gzip: withEncoding('gzip'), br: withEncoding('br') };
}

/** Public HTML may be kept by a CDN for a minute and served stale while it refreshes. */
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

export interface PageCacheOptions {
  /** Headers every response carries (security-headers.ts), added to each answer as built. */
  commonHeaders?: HeaderList;
  /** Whether kept pages get a brotli copy for clients that accept it. */
  brotli?: boolean;
}

/**
 * Complete server-rendered pages, kept compressed in memory and bounded by
 * size (least recently used first out). A page is rendered once per change
 * of the data it shows: `clear()` runs after every successful write. Every
 * answer carries a fresh CSP nonce, filled into the kept bytes (NonceSlots,
 * BrotliSlots); the headers around it are built when the page is kept.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private totalBytes = 0;
  /** Bumped by every clear(): a page rendered across a write is not kept. */
  private generation = 0;
  private readonly commonHeaders: HeaderList;
  private readonly brotli: boolean;
  /** Brotli copies still being compressed, for tests and an orderly wait. */
  private readonly compressing = new Set<Promise<void>>();

  constructor(
    private readonly maxBytes: number,
    { commonHeaders = [], brotli = true }: PageCacheOptions = {},
  ) {
    this.commonHeaders = commonHeaders;
    this.brotli = brotli;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The cached answer for `key`, or null; a hit becomes the most recently used. */
  respond(request: Request, key: string): Response | null {
    const page = this.pages.get(key);
    if (!page) return null;
    this.pages.delete(key);
    this.pages.set(key, page);
    return this.answer(request, page, true);
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
    // Weak: the bytes differ by their nonce on every answer, the page does not.
    const opaqueEtag = `"${Bun.hash(page.html).toString(36)}"`;
    const kept: CachedPage = {
      body,
      brotli: null,
      policy: (page.headers.get('content-security-policy') ?? '').split(page.nonce),
      opaqueEtag,
      headers: encodedHeaders([
        ['Content-Type', page.headers.get('content-type') ?? 'text/html; charset=utf-8'],
        ['Cache-Control', PUBLIC_PAGE_CACHE_CONTROL],
        ['ETag', `W/${opaqueEtag}`],
        ['Last-Modified', new Date().toUTCString()],
        ['Vary', 'Accept-Encoding'],
        ...this.commonHeaders,
      ]),
      bytes: body.compressedBytes,
    };
    const keeps = begun === this.generation && kept.bytes <= this.maxBytes;
    if (keeps) {
      this.remove(key);
      this.pages.set(key, kept);
      this.totalBytes += kept.bytes;
      this.evict();
      if (this.brotli && BrotliSlots.fits(page.nonce)) this.addBrotli(key, kept, page);
    }
    return this.answer(request, kept, keeps);
  }

  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.totalBytes = 0;
  }

  /** Resolves once every brotli copy begun so far is done. */
  async settled(): Promise<void> {
    while (this.compressing.size > 0) await Promise.all(this.compressing);
  }

  /** Compresses the page as brotli off the request's path; kept if the page still is. */
  private addBrotli(key: string, kept: CachedPage, page: { html: Bytes; nonce: string }): void {
    const pieces = splitAtNonce(page.html, page.nonce);
    // Quality 9 takes a tenth of 11's time for about 10% more bytes; a page
    // whose stream does not check out at 9 (BrotliSlots) is tried at 11.
    const built = BrotliSlots.build(pieces, 9).then(
      (brotli) => brotli ?? BrotliSlots.build(pieces, 11),
    );
    const work = built.then((brotli) => {
      if (!brotli || this.pages.get(key) !== kept) return;
      kept.brotli = brotli;
      kept.bytes += brotli.compressedBytes;
      this.totalBytes += brotli.compressedBytes;
      this.evict();
    });
    const done = work.finally(() => this.compressing.delete(done));
    this.compressing.add(done);
  }

  /** `kept`: whether the page is in the cache (its size then counts what plain() keeps). */
  private answer(request: Request, page: CachedPage, kept: boolean): Response {
    const ifNoneMatch = request.headers.get('if-none-match');
    if (ifNoneMatch !== null && weakMatch(ifNoneMatch, page.opaqueEtag)) {
      // No policy here: the browser keeps the copy it has, with its own nonce,
      // and a new policy merged into that copy would block its scripts.
      return new Response(null, { status: 304, headers: page.headers.plain });
    }
    const nonce = newNonce();
    const policy = page.policy.join(nonce);
    if (request.method === 'HEAD')
      return new Response(null, { headers: withPolicy(page.headers.plain, policy) });
    const accepted = acceptedEncodings(request.headers.get('accept-encoding'));
    if (page.brotli && accepted.br) {
      return new Response(page.brotli.fill(nonce), {
        headers: withPolicy(page.headers.br, policy),
      });
    }
    if (accepted.gzip) {
      return new Response(page.body.gzip(nonce), {
        headers: withPolicy(page.headers.gzip, policy),
      });
    }
    const grown = page.body.plainBytesKept;
    const plain = page.body.plain(nonce);
    // The plain pieces kept for later answers count against the cache's size.
    const added = page.body.plainBytesKept - grown;
    if (added > 0 && kept) {
      page.bytes += added;
      this.totalBytes += added;
      this.evict();
    }
    return new Response(plain, { headers: withPolicy(page.headers.plain, policy) });
  }

  /** Drops the least recently used pages until the cache fits its size. */
  private evict(): void {
    for (const [oldest] of this.pages) {
      if (this.totalBytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.totalBytes -= page.bytes;
    this.pages.delete(key);
  }
}

function withPolicy(headers: Headers, policy: string): Headers {
  const answer = new Headers(headers);
  answer.set('Content-Security-Policy', policy);
  return answer;
}

/** If-None-Match compares weakly (RFC 9110 section 13.1.2): W/ prefixes do not matter. */
function weakMatch(header: string, opaqueEtag: string): boolean {
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === opaqueEtag || trimmed === `W/${opaqueEtag}`;
  });
}
