import { Elysia } from 'elysia';
import { jsonError } from './errors';

/**
 * No payload the API takes nests deeper than a few levels (a database
 * export is five). Far deeper bodies are refused before parsing: the
 * framework's validation error serialises the whole value it rejected,
 * recursively, and a body nested a hundred thousand levels overflows the
 * stack there (a 500 after seconds of work).
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The request body must not nest deeper than ${MAX_JSON_DEPTH} levels`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** The deepest nesting of objects and arrays in JSON text, brackets inside strings aside. */
export function jsonDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth--;
    }
  }
  return deepest;
}

/** Any JSON-like type: Elysia parses more than exactly application/json as JSON. */
function mayBeJson(request: Request): boolean {
  return /json/i.test(request.headers.get('content-type') ?? '');
}

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH (400) before any
 * parsing. It reads a copy of the body, leaving the original for the route;
 * register it after the admin gate, so only signed-in writes get that far on
 * admin paths.
 */
export const jsonDepthLimit = new Elysia({ name: 'json-depth-limit' }).onRequest(
  async ({ request }) => {
    if (!request.body || !mayBeJson(request)) return;
    const text = await request.clone().text();
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      return jsonError(400, { message: TOO_DEEP_MESSAGE });
    }
  },
);
