import { Elysia } from 'elysia';
import { jsonError } from './errors';

const MB = 1024 * 1024;

/** Every request body is at most this large... */
export const MAX_BODY_BYTES = 1 * MB;
/** ...except a database import, a whole newsroom in one JSON document. */
export const MAX_IMPORT_BODY_BYTES = 50 * MB;

/** The default largest image upload (MEDIA_MAX_BYTES). */
export const DEFAULT_MEDIA_MAX_BYTES = 20 * MB;
/** Room for a multipart body's boundaries and its alt text and caption beside the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MEDIA_UPLOAD_PATH = '/api/admin/media';

/** Paths allowed a larger body than MAX_BODY_BYTES: the import, and an image upload. */
function largeBodyPaths(mediaMaxBytes: number): ReadonlyMap<string, number> {
  return new Map([
    ['/api/admin/import-database', MAX_IMPORT_BODY_BYTES],
    [MEDIA_UPLOAD_PATH, mediaMaxBytes + MULTIPART_OVERHEAD_BYTES],
  ]);
}

export function bodyLimitFor(
  pathname: string,
  mediaMaxBytes: number = DEFAULT_MEDIA_MAX_BYTES,
): number {
  return largeBodyPaths(mediaMaxBytes).get(pathname) ?? MAX_BODY_BYTES;
}

/** The largest body any route takes: what the server itself must let through. */
export function largestBody(mediaMaxBytes: number): number {
  return Math.max(...largeBodyPaths(mediaMaxBytes).values());
}

function tooLarge(limit: number): Response {
  const size = Math.round((limit / MB) * 10) / 10;
  return jsonError(413, { message: `The request body must not exceed ${size} MB` });
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
export const bodyLimit = ({ mediaMaxBytes = DEFAULT_MEDIA_MAX_BYTES } = {}) =>
  new Elysia({ name: 'body-limit', seed: mediaMaxBytes }).onRequest(async ({ request }) => {
    if (!request.body) return;
    const limit = bodyLimitFor(new URL(request.url).pathname, mediaMaxBytes);
    const declared = request.headers.get('content-length');
    if (declared !== null) {
      if (Number(declared) > limit) return tooLarge(limit);
      return;
    }
    const copy = request.clone().body;
    if (copy && (await exceeds(copy, limit))) return tooLarge(limit);
  });
