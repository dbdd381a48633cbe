import { Elysia } from 'elysia';

/**
 * The query string of a URL by one rule, on every route: each parameter's
 * first value counts and later repeats are ignored (as URLSearchParams.get
 * reads it, so the API and the pages agree), and a value is the text sent:
 * a comma does not make it a list, nor a bracket JSON. A parameter that is
 * a list (`status=verified,breaking`) splits itself, in its schema.
 */
export function firstQueryValues(url: string): Record<string, string> {
  const values: Record<string, string> = Object.create(null);
  const start = url.indexOf('?');
  if (start === -1) return values;
  for (const [name, value] of new URLSearchParams(url.slice(start + 1))) {
    if (!(name in values)) values[name] = value;
  }
  return values;
}

/**
 * Hands every route its query by that rule, before validation. Left to
 * itself, the framework splits a value at its commas and turns repeats into
 * lists, so `q=portal, rift` failed as "expected string, received array".
 */
export const queryRule = new Elysia({ name: 'query-rule' }).onTransform(
  { as: 'global' },
  (context) => {
    context.query = firstQueryValues(context.request.url);
  },
);
