import { z } from 'zod';

/**
 * A link field: empty, a site-relative path (demo images are served by the
 * site itself) or an absolute http(s) URL.
 */
export function urlOrEmpty(message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || value.startsWith('/') || isHttpUrl(value), { message });
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Comma-separated form input to a list: trimmed, empties dropped (Part C §5). */
export function splitCommaList(input: string): string[] {
  return input
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const idParamSchema = z.coerce
  .number({ error: 'The id must be a number' })
  .int('The id must be a whole number')
  .positive('The id must be a positive number');
