/** What a response that sets no policy of its own may do: nothing (JSON, feeds, files, errors). */
const LOCKED_DOWN_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Browsers keep to HTTPS for a year once they have seen the site over it. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The headers every response carries whatever it is, as a list (cached pages build theirs once). */
export function commonSecurityHeaders({ siteUrl }: { siteUrl: string }): [string, string][] {
  const https = new URL(siteUrl).protocol === 'https:';
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
    ...(https
      ? [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY] as [string, string]]
      : []),
  ];
}

/**
 * Headers every response carries, pages, JSON, files and errors alike. Pages
 * bring their own Content-Security-Policy (with the response's nonce); every
 * other response gets one that allows nothing to run or load.
 */
export function securityHeaders({ siteUrl }: { siteUrl: string }) {
  const common = commonSecurityHeaders({ siteUrl });
  return function applySecurityHeaders(response: Response): Response {
    const headers = response.headers;
    for (const [name, value] of common) headers.set(name, value);
    if (!headers.has('content-security-policy') && response.status !== 304) {
      headers.set('Content-Security-Policy', LOCKED_DOWN_POLICY);
    }
    return response;
  };
}
