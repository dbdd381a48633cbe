import { newNonce } from '../ssr/content-security-policy';
import { affects, type PageChange, type PageTopics } from '../ssr/page-topics';
import { BrotliSlots } from './brotli-slots';
import { type BrotliMaker, brotliHere } from './compressed-page';
import { acceptedEncodings } from './compression';
import { NonceSlots, type NonceSlotsParts, splitAtNonce } from './nonce-slots';

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
  /** The same with the options' `markedHeaders` in place of the page's own, for marked answers. */
  marked: EncodedHeaders;
  bytes: number;
  /** What its render read: a write changing none of it leaves the page fresh. */
  topics: PageTopics;
  /** The change count its render began at: a later render's copy is never replaced by an earlier one's. */
  begun: number;
  /** When a write first affected it since it was rendered (null: fresh). */
  staleSince: number | null;
  /** The latest change that affected it: a render begun before that one shows older data. */
  staleAt: number;
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

/** A page as rendered; `topics`: what its render read (absent: anything may change it). */
interface RenderedPage {
  html: Bytes;
  headers: Headers;
  nonce: string;
  topics?: PageTopics;
  /** Its gzip pieces, when the thread that rendered it made them. */
  gzip?: NonceSlotsParts;
}

/** Public HTML may be kept by a CDN for a minute and served stale while it refreshes. */
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

export interface PageCacheOptions {
  /** Headers every response carries (security-headers.ts), added to each answer as built. */
  commonHeaders?: HeaderList;
  /**
   * Headers a marked answer (`respond(…, { marked: true })`) carries in
   * place of the page's own of the same name, built with the page rather
   * than set on each answer.
   */
  markedHeaders?: HeaderList;
  /** Whether kept pages get a brotli copy for clients that accept it. */
  brotli?: boolean;
  /** Where that copy is made: on this thread unless given (the compression worker). */
  brotliOf?: BrotliMaker;
  /** How long after a write a stale page may still be answered while it is rendered afresh. */
  staleWindowMs?: number;
  /**
   * Called when a stale page is asked for: starts (or joins) one render
   * begun at or after change number `since`.
   */
  revalidate?: (key: string, since: number) => void;
  /** Whether a request must see every write at once (an editor's): never given a stale page. */
  wantsFresh?: (request: Request) => boolean;
  now?: () => number;
}

/** Writes remembered for renders still running: one begun before the oldest is treated as stale. */
const CHANGES_KEPT = 256;

/**
 * Complete server-rendered pages, kept compressed in memory and bounded by
 * size (least recently used first out). A page is rendered once per change
 * of the data it shows: `markStale()` runs after every successful write and
 * marks the pages it affects (page-topics.ts); a stale page is answered for
 * at most `staleWindowMs` after the write while one render replaces it, and
 * not at all to a request that `wantsFresh`. Every
 * answer carries a fresh CSP nonce, filled into the kept bytes (NonceSlots,
 * BrotliSlots); the headers around it are built when the page is kept.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private totalBytes = 0;
  /** Counts changes (clear() and markStale()): a page rendered across one it is affected by is kept stale. */
  private generation = 0;
  /** The latest changes, for renders that began before them. */
  private readonly changes: { number: number; at: number; change: PageChange }[] = [];
  private readonly staleWindowMs: number;
  private readonly revalidate: (key: string, since: number) => void;
  private readonly wantsFresh: (request: Request) => boolean;
  private readonly now: () => number;
  private readonly commonHeaders: HeaderList;
  private readonly markedHeaders: HeaderList;
  private readonly brotli: boolean;
  private readonly brotliOf: BrotliMaker;
  /** Brotli copies still being compressed, for tests and an orderly wait. */
  private readonly compressing = new Set<Promise<void>>();

  constructor(
    private readonly maxBytes: number,
    {
      commonHeaders = [],
      markedHeaders = [],
      brotli = true,
      brotliOf = brotliHere,
      staleWindowMs = 0,
      revalidate = () => {},
      wantsFresh = () => false,
      now = Date.now,
    }: PageCacheOptions = {},
  ) {
    this.commonHeaders = commonHeaders;
    this.markedHeaders = markedHeaders;
    this.brotli = brotli;
    this.brotliOf = brotliOf;
    this.staleWindowMs = staleWindowMs;
    this.revalidate = revalidate;
    this.wantsFresh = wantsFresh;
    this.now = now;
  }

  get size(): number {
    return this.pages.size;
  }

  /**
   * The cached answer for `key`, or null; a hit becomes the most recently
   * used. A stale page starts its render again (once) and is answered only
   * within the window after the write, and not to a request that wants it
   * fresh; `freshOnly` answers only a fresh page and starts nothing;
   * `marked` answers with the marked headers.
   */
  respond(
    request: Request,
    key: string,
    { freshOnly = false, marked = false }: { freshOnly?: boolean; marked?: boolean } = {},
  ): Response | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.staleSince !== null) {
      if (freshOnly) return null;
      this.revalidate(key, page.staleAt);
      if (this.now() - page.staleSince >= this.staleWindowMs || this.wantsFresh(request))
        return null;
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    return this.answer(request, page, true, marked);
  }

  /** Call before rendering; pass the result to store(). */
  begin(): number {
    return this.generation;
  }

  /** The change a fresh copy of `key` must have been rendered after, or null when none is kept or it is fresh. */
  staleAt(key: string): number | null {
    const page = this.pages.get(key);
    return page && page.staleSince !== null ? page.staleAt : null;
  }

  /**
   * A write changed what pages show: the pages it affects are marked stale
   * (their bytes stay, for the window); the others stay fresh.
   */
  markStale(change: PageChange): void {
    this.generation += 1;
    const at = this.now();
    this.changes.push({ number: this.generation, at, change });
    if (this.changes.length > CHANGES_KEPT) this.changes.shift();
    for (const page of this.pages.values()) {
      if (!affects(change, page.topics)) continue;
      page.staleSince ??= at;
      page.staleAt = this.generation;
    }
  }

  /** The latest change since `begun` that affects `topics`, or null; unknown (too old) counts as long ago. */
  private changedSince(begun: number, topics: PageTopics): { number: number; at: number } | null {
    if (begun === this.generation) return null;
    const oldest = this.changes[0];
    if (!oldest || oldest.number > begun + 1) return { number: this.generation, at: 0 };
    for (let i = this.changes.length - 1; i >= 0; i--) {
      const entry = this.changes[i]!;
      if (entry.number <= begun) break;
      if (affects(entry.change, topics)) return entry;
    }
    return null;
  }

  /**
   * Keeps a page rendered with `nonce` and answers the request with it. A
   * page whose rendering began before a change it is affected by may show
   * old data: it is kept as stale from that change (answered within the
   * window while it is rendered again). A copy rendered earlier than the
   * one kept is answered but not kept.
   */
  store(request: Request, key: string, page: RenderedPage, begun: number): Response;
  store(request: null, key: string, page: RenderedPage, begun: number): null;
  store(request: Request | null, key: string, page: RenderedPage, begun: number): Response | null {
    const body = page.gzip ? NonceSlots.fromParts(page.gzip) : NonceSlots.of(page.html, page.nonce);
    // Weak: the bytes differ by their nonce on every answer, the page does not.
    const opaqueEtag = `"${Bun.hash(page.html).toString(36)}"`;
    const own: HeaderList = [
      ['Content-Type', page.headers.get('content-type') ?? 'text/html; charset=utf-8'],
      ['Cache-Control', PUBLIC_PAGE_CACHE_CONTROL],
      ['ETag', `W/${opaqueEtag}`],
      ['Last-Modified', new Date().toUTCString()],
      ['Vary', 'Accept-Encoding'],
      ...this.commonHeaders,
    ];
    const replaced = new Set(this.markedHeaders.map(([name]) => name.toLowerCase()));
    const kept: CachedPage = {
      body,
      brotli: null,
      policy: (page.headers.get('content-security-policy') ?? '').split(page.nonce),
      opaqueEtag,
      headers: encodedHeaders(own),
      marked: encodedHeaders([
        ...own.filter(([name]) => !replaced.has(name.toLowerCase())),
        ...this.markedHeaders,
      ]),
      bytes: body.compressedBytes,
      topics: page.topics === undefined ? null : page.topics,
      begun,
      staleSince: null,
      staleAt: 0,
    };
    const changed = this.changedSince(begun, kept.topics);
    if (changed) {
      kept.staleSince = changed.at;
      kept.staleAt = changed.number;
    }
    const current = this.pages.get(key);
    const keeps = kept.bytes <= this.maxBytes && !(current && current.begun > begun);
    if (keeps) {
      this.remove(key);
      this.pages.set(key, kept);
      this.totalBytes += kept.bytes;
      this.evict();
      if (this.brotli && BrotliSlots.fits(page.nonce)) this.addBrotli(key, kept, page);
    }
    return request ? this.answer(request, kept, keeps) : null;
  }

  /** Forgets one page (it no longer renders). */
  drop(key: string): void {
    this.remove(key);
  }

  /** Drops every page at once (readers then wait for renders). */
  clear(): void {
    this.generation += 1;
    this.changes.length = 0;
    this.pages.clear();
    this.totalBytes = 0;
  }

  /** Resolves once every brotli copy begun so far is done. */
  async settled(): Promise<void> {
    while (this.compressing.size > 0) await Promise.all(this.compressing);
  }

  /** Compresses the page as brotli off the request's path; kept if the page still is. */
  private addBrotli(key: string, kept: CachedPage, page: { html: Bytes; nonce: string }): void {
    const built = this.brotliOf(splitAtNonce(page.html, page.nonce));
    const work = built.then((runs) => {
      const brotli = runs && BrotliSlots.fromRuns(runs);
      if (!brotli || this.pages.get(key) !== kept) return;
      kept.brotli = brotli;
      kept.bytes += brotli.compressedBytes;
      this.totalBytes += brotli.compressedBytes;
      this.evict();
    });
    const done = work.finally(() => this.compressing.delete(done));
    this.compressing.add(done);
  }

  /**
   * `kept`: whether the page is in the cache (its size then counts what
   * plain() keeps); `marked`: answered with the marked headers.
   */
  private answer(request: Request, page: CachedPage, kept: boolean, marked = false): Response {
    const headers = marked ? page.marked : page.headers;
    const ifNoneMatch = request.headers.get('if-none-match');
    if (ifNoneMatch !== null && weakMatch(ifNoneMatch, page.opaqueEtag)) {
      // No policy here: the browser keeps the copy it has, with its own nonce,
      // and a new policy merged into that copy would block its scripts.
      return new Response(null, { status: 304, headers: headers.plain });
    }
    const nonce = newNonce();
    const policy = page.policy.join(nonce);
    if (request.method === 'HEAD') return withPolicy(null, headers.plain, policy);
    const accepted = acceptedEncodings(request.headers.get('accept-encoding'));
    if (page.brotli && accepted.br) return withPolicy(page.brotli.fill(nonce), headers.br, policy);
    if (accepted.gzip) return withPolicy(page.body.gzip(nonce), headers.gzip, policy);
    const grown = page.body.plainBytesKept;
    const plain = page.body.plain(nonce);
    // The plain pieces kept for later answers count against the cache's size.
    const added = page.body.plainBytesKept - grown;
    if (added > 0 && kept) {
      page.bytes += added;
      this.totalBytes += added;
      this.evict();
    }
    return withPolicy(plain, headers.plain, policy);
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

/**
 * An answer with the page's kept headers and this answer's policy. The
 * policy is set on the answer's own copy of the headers, which the Response
 * makes anyway, rather than on a copy made for it first.
 */
function withPolicy(body: BodyInit | null, headers: Headers, policy: string): Response {
  const response = new Response(body, { headers });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/** If-None-Match compares weakly (RFC 9110 section 13.1.2): W/ prefixes do not matter. */
function weakMatch(header: string, opaqueEtag: string): boolean {
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === opaqueEtag || trimmed === `W/${opaqueEtag}`;
  });
}
