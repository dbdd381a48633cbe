import { z } from 'zod';
import { withLegacyAssetSlash } from '../legacy-asset-path';

/** What a person reads when a link or image field holds something else. */
export const WEB_URL_MESSAGE = 'Enter a web address starting with http://, https:// or /';

// Browsers drop tabs and line breaks inside URLs, so "java<tab>script:" and
// "/<newline>/host" would mean something other than what a check reads.
const CONTROL_CHARACTERS = /\p{Cc}/u;

// Any origin works as the base: only whether the origin changes matters.
const SITE_BASE = 'https://site.invalid';

/**
 * A path on this site: one "/" and then not a second one. Browsers read
 * "//host", "/\host" and "/<tab>/host" as another site, so the path is
 * resolved the way they resolve it and must stay on this origin.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || CONTROL_CHARACTERS.test(value)) return false;
  try {
    return new URL(value, SITE_BASE).origin === SITE_BASE;
  } catch {
    return false;
  }
}

/** An absolute http(s) address, written out in full ("https://host/..."). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || CONTROL_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether a page may link to or load the address: absolute http(s) or a path on this site. */
export function isWebUrl(value: string): boolean {
  return isSitePath(value) || isHttpUrl(value);
}

/**
 * A link or image field: empty, a path on this site (demo images
 * are served by the site itself) or an absolute http(s) address. Every form
 * and API that stores one uses this rule, the database import included.
 */
export function webUrlOrEmpty(message: string = WEB_URL_MESSAGE) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isWebUrl(value), { message });
}

/**
 * An image field: everything `webUrlOrEmpty` accepts, and the original
 * system's "attached_assets/..." paths, stored with their leading slash.
 */
export function imageUrlOrEmpty(message: string = WEB_URL_MESSAGE) {
  return z
    .string()
    .trim()
    .transform(withLegacyAssetSlash)
    .refine((value) => value === '' || isWebUrl(value), { message });
}

/** Comma-separated form input to a list: trimmed, empties dropped. */
export function splitCommaList(input: string): string[] {
  return input
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * A record id in a URL path: digits only, so "1e3", "0x1", " 1" or "+1"
 * never reach the same record as "1000" or "1" by way of number parsing.
 */
export const idParamSchema = z
  .string({ error: 'The id must be a number' })
  .regex(/^\d+$/, 'The id must be a positive whole number')
  .transform(Number)
  .pipe(
    z
      .number()
      .positive('The id must be a positive number')
      .max(Number.MAX_SAFE_INTEGER, 'The id is too large'),
  );
