import { acceptsEncoding } from '../../http/compression';

/** Escapes text for an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );
}

/** Wraps markup in CDATA, splitting any "]]>" inside it so it cannot end the section early. */
export function cdata(markup: string): string {
  return `<![CDATA[${markup.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * An XML answer that crawlers and feed readers can revalidate: the ETag is
 * the body's hash, Last-Modified the newest change it shows, and a matching
 * conditional request gets 304 without a body.
 */
export function xmlResponse(
  request: Request,
  body: string,
  options: { lastModified: Date; contentType: string },
  /** The body as gzip, for a client that takes it (kept by the caller). */
  gzipped?: () => Uint8Array<ArrayBuffer>,
): Response {
  const etag = `"${Bun.hash(body).toString(36)}"`;
  // HTTP dates carry whole seconds only.
  const lastModified = new Date(Math.floor(options.lastModified.getTime() / 1000) * 1000);
  const headers = {
    'Content-Type': `${options.contentType}; charset=utf-8`,
    'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
    ETag: etag,
    'Last-Modified': lastModified.toUTCString(),
  };
  const ifNoneMatch = request.headers.get('if-none-match');
  const ifModifiedSince = Date.parse(request.headers.get('if-modified-since') ?? '');
  const notModified = ifNoneMatch
    ? ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
    : !Number.isNaN(ifModifiedSince) && lastModified.getTime() <= ifModifiedSince;
  if (notModified) return new Response(null, { status: 304, headers });
  if (gzipped && request.method !== 'HEAD' && acceptsEncoding(request, 'gzip')) {
    return new Response(gzipped(), {
      headers: { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' },
    });
  }
  return new Response(body, { headers });
}
