/**
 * The page's Content-Security-Policy: scripts from the site itself, and inline
 * scripts (the theme script, the boot data, React's own) only with this
 * response's nonce. A page kept in the page cache trades its nonce for the
 * hashes of those scripts (script-hashes.ts, docs/decisions/006).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React renders style attributes (e.g. Radix positioning) into the HTML.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A random nonce for one response: 128 bits, base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
