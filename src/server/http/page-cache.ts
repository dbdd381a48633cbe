import { affects, type PageChange, type PageTopics } from '../ssr/page-topics';
import { type BrotliMaker, brotliHere, gzipPage } from './compressed-page';
import { acceptedEncodings } from './compression';
import { pageEtag } from './page-etag';

type Bytes = Uint8Array<ArrayBuffer>;
type HeaderList = [string, string][];

interface CachedPage {
  gzip: Blob;
  /** The brotli copy, once compressed (in the background after the page is kept). */
  brotli: Blob | null;
  /** The page uncompressed, made on the first answer that takes no compression. */
  plain: Blob | null;
  /** The ETag without its W/ (If-None-Match compares weakly). */
  opaqueEtag: string;
  /** Every header an answer carries, for each encoding, built once. */
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

/** A cached page's headers as answers send them. */
interface EncodedHeaders {
  plain: Headers;
  gzip: Headers;
  br: Headers;
}

function encodedHeaders(list: HeaderList): EncodedHeaders {
  const withEncoding = (encoding: string) => new Headers([...list, ['Content-Encoding', encoding]]);
  return { plain: new Headers(list), gzip: withEncoding('gzip'), br: withEncoding('br') };
}

/**
 * A page as rendered to be kept (ssr/script-hashes.ts): the same bytes for
 * every reader, its policy naming its scripts' hashes, no nonce.
 * `topics`: what its render read (absent: anything may change it).
 */
export interface KeptRender {
  html: Bytes;
  headers: Headers;
  topics?: PageTopics;
  /** Its gzip copy, when the thread that rendered it made one. */
  gzip?: Bytes;
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
 * not at all to a request that `wantsFresh`. A kept page's bytes and
 * headers are the same for every answer (its policy allows its scripts by
 * their hashes, docs/decisions/006): an answer is made of them as they are.
 */
export class PageCache {
  /** Plain copies begun: once one is kept, answers that take no compression inflate nothing (tests read it). */
  static inflations = 0;
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
  /** Copies still being made (brotli, plain), for tests and an orderly wait. */
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
      // A reader who may not have it waits for the render the caller starts.
      if (this.now() - page.staleSince >= this.staleWindowMs || this.wantsFresh(request))
        return null;
      this.revalidate(key, page.staleAt);
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    return this.answer(request, key, page, marked);
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
   * Keeps a page and answers the request with it. A page whose rendering
   * began before a change it is affected by may show old data: it is kept
   * as stale from that change (answered within the window while it is
   * rendered again). A copy rendered earlier than the one kept is answered
   * but not kept.
   */
  store(request: Request, key: string, page: KeptRender, begun: number): Response;
  store(request: null, key: string, page: KeptRender, begun: number): null;
  store(request: Request | null, key: string, page: KeptRender, begun: number): Response | null {
    const gzip = page.gzip ?? gzipPage(page.html);
    // Weak: the same page may be compressed into other bytes by another process.
    const opaqueEtag = pageEtag(page.html);
    const policy = page.headers.get('content-security-policy');
    const own: HeaderList = [
      ['Content-Type', page.headers.get('content-type') ?? 'text/html; charset=utf-8'],
      ['Cache-Control', PUBLIC_PAGE_CACHE_CONTROL],
      ['ETag', `W/${opaqueEtag}`],
      ['Last-Modified', new Date().toUTCString()],
      ['Vary', 'Accept-Encoding'],
      ...this.commonHeaders,
      ...(policy === null ? [] : [['Content-Security-Policy', policy] as [string, string]]),
    ];
    const replaced = new Set(this.markedHeaders.map(([name]) => name.toLowerCase()));
    const kept: CachedPage = {
      gzip: new Blob([gzip]),
      brotli: null,
      plain: null,
      opaqueEtag,
      headers: encodedHeaders(own),
      marked: encodedHeaders([
        ...own.filter(([name]) => !replaced.has(name.toLowerCase())),
        ...this.markedHeaders,
      ]),
      bytes: gzip.byteLength,
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
      if (this.brotli) this.addCopy(key, kept, 'brotli', this.brotliOf(page.html));
    }
    return request ? this.answer(request, key, kept) : null;
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

  /** Resolves once every copy begun so far is made. */
  async settled(): Promise<void> {
    while (this.compressing.size > 0) await Promise.all(this.compressing);
  }

  /**
   * Adds a copy of the page made off the request's path (its brotli copy,
   * or its plain one) once it is done, if the page is still kept.
   */
  private addCopy(
    key: string,
    kept: CachedPage,
    encoding: 'brotli' | 'plain',
    made: Promise<Bytes | null>,
  ): void {
    const work = made.then((bytes) => {
      if (!bytes || this.pages.get(key) !== kept || kept[encoding]) return;
      kept[encoding] = new Blob([bytes]);
      kept.bytes += bytes.byteLength;
      this.totalBytes += bytes.byteLength;
      this.evict();
    });
    const done = work.finally(() => this.compressing.delete(done));
    this.compressing.add(done);
  }

  /** An answer with the page's own bytes and headers as kept; `marked`: with the marked headers. */
  private answer(request: Request, key: string, page: CachedPage, marked = false): Response {
    const headers = marked ? page.marked : page.headers;
    const ifNoneMatch = request.headers.get('if-none-match');
    if (ifNoneMatch !== null && weakMatch(ifNoneMatch, page.opaqueEtag)) {
      return new Response(null, { status: 304, headers: headers.plain });
    }
    if (request.method === 'HEAD') return new Response(null, { headers: headers.plain });
    const accepted = acceptedEncodings(request.headers.get('accept-encoding'));
    if (page.brotli && accepted.br) return new Response(page.brotli, { headers: headers.br });
    if (accepted.gzip) return new Response(page.gzip, { headers: headers.gzip });
    if (page.plain) return new Response(page.plain, { headers: headers.plain });
    // The first answer that takes no compression: inflated as it is sent,
    // and once more to keep, so that the next ones cost no inflating.
    PageCache.inflations += 1;
    this.addCopy(key, page, 'plain', inflated(page.gzip));
    return new Response(page.gzip.stream().pipeThrough(new DecompressionStream('gzip')), {
      headers: headers.plain,
    });
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

/** A page's gzip copy inflated. */
async function inflated(gzip: Blob): Promise<Bytes | null> {
  return Bun.gunzipSync(new Uint8Array(await gzip.arrayBuffer()));
}

/** If-None-Match compares weakly (RFC 9110 section 13.1.2): W/ prefixes do not matter. */
function weakMatch(header: string, opaqueEtag: string): boolean {
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === opaqueEtag || trimmed === `W/${opaqueEtag}`;
  });
}
