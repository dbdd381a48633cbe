import { Elysia } from 'elysia';

/** An error a route raises on purpose; its message is safe to show the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The one JSON shape every API error has. */
export interface ErrorBody {
  message: string;
  issues?: Array<{ path: string; message: string }>;
}

export function jsonError(status: number, body: ErrorBody): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

interface IssueLike {
  message?: string;
  path?: string | ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

/** Elysia reports a schema issue's path as "a.b", "/a/b" or a list, depending on the validator. */
function issuePath(issue: IssueLike): string {
  const { path } = issue;
  if (!path) return '';
  if (typeof path === 'string') return path.replace(/^\//, '').replaceAll('/', '.');
  return path.map((part) => (typeof part === 'object' ? String(part.key) : String(part))).join('.');
}

/**
 * Turns every thrown error into the JSON error shape: schema failures name the
 * field and the rule, unknown errors are logged and answered without detail.
 */
export const errorHandler = new Elysia({ name: 'error-handler' })
  .error({ HttpError })
  .onError({ as: 'global' }, ({ code, error, request }) => {
    if (code === 'HttpError') return jsonError(error.status, { message: error.message });
    if (code === 'VALIDATION') {
      const issues = ((error as { valueError?: unknown; all?: unknown }).all ?? []) as IssueLike[];
      const list = issues.map((issue) => ({
        path: issuePath(issue),
        message: issue.message ?? 'Invalid value',
      }));
      const first = list[0];
      const where = (error as { type?: string }).type;
      // A bad query string or path is the caller's mistake (400); a body that
      // fails its schema is unprocessable (422).
      const status = where === 'body' ? 422 : 400;
      return jsonError(status, {
        message: first
          ? first.path
            ? `${first.path}: ${first.message}`
            : first.message
          : 'Invalid request',
        issues: list,
      });
    }
    if (code === 'NOT_FOUND') return jsonError(404, { message: 'Not found' });
    if (code === 'PARSE') return jsonError(400, { message: 'The request body is not valid JSON' });
    console.error(`${request.method} ${new URL(request.url).pathname} failed:`, error);
    return jsonError(500, { message: 'Something went wrong on our side' });
  });
