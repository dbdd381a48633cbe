import { Elysia } from 'elysia';
import { jsonError } from './errors';

const MB = 1024 * 1024;

/** Every request body is at most this large... */
export const MAX_BODY_BYTES = 1 * MB;
/** ...except a database import, a whole newsroom in one JSON document. */
export const MAX_IMPORT_BODY_BYTES = 50 * MB;

/** Paths allowed a larger body than MAX_BODY_BYTES. */
const LARGE_BODY_PATHS: ReadonlyMap<string, number> = new Map([
  ['/api/admin/import-database', MAX_IMPORT_BODY_BYTES],
]);

export function bodyLimitFor(pathname: string): number {
  return LARGE_BODY_PATHS.get(pathname) ?? MAX_BODY_BYTES;
}

function tooLarge(limit: number): Response {
  return jsonError(413, { message: `The request body must not exceed ${limit / MB} MB` });
}

/** True when the stream holds more than `limit` bytes; stops reading as soon as it does. */
async function exceeds(body: ReadableStream<Uint8Array>, limit: number): Promise<boolean> {
  const reader = body.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return true;
    }
  }
}

/**
 * Refuses a body larger than its path allows (413) before any parsing. A
 * declared Content-Length is checked at once. Without one (a chunked upload,
 * or a Request built in-process), a copy of the body is read up to the limit,
 * which leaves the original for the route.
 */
export const bodyLimit = new Elysia({ name: 'body-limit' }).onRequest(async ({ request }) => {
  if (!request.body) return;
  const limit = bodyLimitFor(new URL(request.url).pathname);
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    if (Number(declared) > limit) return tooLarge(limit);
    return;
  }
  const copy = request.clone().body;
  if (copy && (await exceeds(copy, limit))) return tooLarge(limit);
});
