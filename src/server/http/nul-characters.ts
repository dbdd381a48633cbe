import { Elysia } from 'elysia';

/**
 * U+0000 means nothing in a newsroom's text, browsers drop it from pages,
 * and PostgreSQL's text columns cannot hold it (SQLite would keep it, so the
 * two engines would part). It is therefore dropped from everything a request
 * sends, before any route or page reads it: from the URL (where it can only
 * come as `%00`) and from every string of a parsed body. Article bodies are
 * also cleaned of it by the sanitizer, and an import refuses it.
 */
const ENCODED_NUL = /%00/g;

/** The request, with `%00` taken out of its URL when there is one (paths, queries, pages). */
export function withoutNulInUrl(request: Request): Request {
  if (!request.url.includes('%00')) return request;
  return new Request(request.url.replace(ENCODED_NUL, ''), request);
}

/** A parsed JSON value with U+0000 taken out of every string in it. */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string')
    return (value.includes('\0') ? value.replaceAll('\0', '') : value) as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    const clean: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) clean[withoutNul(key)] = withoutNul(field);
    return clean as T;
  }
  // Numbers, booleans, null, and files of an upload (their names are not stored as sent).
  return value;
}

/** Every route's parsed body without U+0000, before validation. */
export const nulRule = new Elysia({ name: 'nul-rule' }).onTransform({ as: 'global' }, (context) => {
  if (context.body !== undefined) context.body = withoutNul(context.body);
});
