import { gzipPage } from './compressed-page';

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/;

/** The encodings the site sends. */
type ContentEncoding = 'gzip' | 'br' | 'zstd';

/** Bodies this small gain nothing from compression. */
const MIN_BYTES = 1024;

/** Whether the request's Accept-Encoding takes `encoding` (any q-value above 0, RFC 9110 section 12.5.3). */
export function acceptsEncoding(request: Request, encoding: ContentEncoding): boolean {
  return headerAccepts(request.headers.get('accept-encoding') ?? '', encoding);
}

function headerAccepts(header: string, encoding: ContentEncoding): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
    if (q === undefined) return true;
    const weight = Number(q.slice(2));
    return Number.isFinite(weight) && weight > 0;
  });
}

/** Which of the encodings the site sends an Accept-Encoding value takes. */
export interface AcceptedEncodings {
  gzip: boolean;
  br: boolean;
  zstd: boolean;
}

/** Browsers send a handful of distinct values: each is read once. */
const acceptedByHeader = new Map<string, AcceptedEncodings>();
const KEPT_HEADER_VALUES = 64;

/** acceptsEncoding for both encodings at once, from the header's value (null: none sent). */
export function acceptedEncodings(header: string | null): AcceptedEncodings {
  const value = header ?? '';
  const known = acceptedByHeader.get(value);
  if (known) return known;
  const accepted = {
    gzip: headerAccepts(value, 'gzip'),
    br: headerAccepts(value, 'br'),
    zstd: headerAccepts(value, 'zstd'),
  };
  if (acceptedByHeader.size >= KEPT_HEADER_VALUES) acceptedByHeader.clear();
  acceptedByHeader.set(value, accepted);
  return accepted;
}

/**
 * A body made for one answer (a page rendered without the page cache),
 * compressed as the client takes it. Such a body is compressed once per
 * request, so speed counts as much as size: zstd at its default level where
 * the browser takes it (current Chrome, Edge and Firefox do) costs about a
 * third of gzip level 6's CPU for about its bytes; gzip as a kept page's
 * copy is made otherwise.
 * A page kept in the page cache is compressed once, as small as it gets
 * (brotli; page-cache.ts).
 */
export function encodeForOneAnswer(
  request: Request,
  body: Uint8Array<ArrayBuffer>,
): { body: Uint8Array<ArrayBuffer>; encoding: 'zstd' | 'gzip' | null } {
  const accepted = acceptedEncodings(request.headers.get('accept-encoding'));
  if (accepted.zstd) {
    // A Buffer over memory of its own, typed as any Buffer is.
    const zstd = Bun.zstdCompressSync(body, { level: 3 }) as Uint8Array<ArrayBuffer>;
    return { body: zstd, encoding: 'zstd' };
  }
  if (accepted.gzip) {
    return { body: gzipPage(body), encoding: 'gzip' };
  }
  return { body, encoding: null };
}

/**
 * gzip, streamed through CompressionStream, for the app's other dynamic
 * answers (the API's JSON, for one). Pages arrive compressed already
 * (`encodeForOneAnswer`, the page cache), as do files precompressed at
 * start-up: whatever carries Content-Encoding passes.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.headers.has('content-encoding') || request.method === 'HEAD') {
    return response;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!COMPRESSIBLE.test(type) || !acceptsEncoding(request, 'gzip')) return response;
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (length < MIN_BYTES) return response;

  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  headers.append('vary', 'Accept-Encoding');
  const body = response.body.pipeThrough(new CompressionStream('gzip'));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
