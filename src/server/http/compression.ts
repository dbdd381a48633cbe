const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/;

/** Bodies this small gain nothing from compression. */
const MIN_BYTES = 1024;

/** Whether the request's Accept-Encoding takes `encoding` (any q-value above 0, RFC 9110 section 12.5.3). */
export function acceptsEncoding(request: Request, encoding: 'gzip' | 'br'): boolean {
  const header = request.headers.get('accept-encoding') ?? '';
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
    if (q === undefined) return true;
    const weight = Number(q.slice(2));
    return Number.isFinite(weight) && weight > 0;
  });
}

/**
 * gzip for dynamic responses (pages stream through CompressionStream); files
 * that are precompressed at start-up already carry Content-Encoding and pass.
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
