import { createHash } from 'node:crypto';
import { THEME_SCRIPT } from '~/client/document';

function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

const THEME_SCRIPT_SOURCE = sha256Source(THEME_SCRIPT);

/**
 * The page's Content-Security-Policy. Cached public pages name their two
 * inline scripts (the theme script and the boot data) by hash, so the cached
 * bytes stay valid for every reader; pages rendered per request (the admin,
 * whose lazy chunk makes React stream its own inline scripts) use a fresh
 * nonce instead. See docs/decisions/006.
 */
export function contentSecurityPolicy(inline: { bootScript: string } | { nonce: string }): string {
  const scripts = 'nonce' in inline ? `'nonce-${inline.nonce}'` : sha256Source(inline.bootScript);
  return [
    "default-src 'self'",
    `script-src 'self' ${THEME_SCRIPT_SOURCE} ${scripts}`,
    // React renders style attributes (e.g. Radix positioning) into the HTML.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A random nonce for one response. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
