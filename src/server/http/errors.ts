import { Elysia } from 'elysia';
import { DATABASE_BUSY_RETRY_AFTER } from './database-busy';
import { type DatabaseUnavailable, databaseUnavailable } from './database-unavailable';
import { logServerError, logServerNotice, requestLabel } from './server-log';

/** An error a route raises on purpose; its message is safe to show the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** One rule a field broke: where (`tags.2`, empty for the whole body) and what. */
export interface ErrorIssue {
  path: string;
  message: string;
}

/**
 * The one JSON shape every API error has: the HTTP status again (so a logged
 * or copied body says what it was), a sentence a person can read, and for a
 * validation failure every field that broke a rule.
 */
export interface ErrorBody {
  status: number;
  message: string;
  issues?: ErrorIssue[];
}

export function jsonError(status: number, body: Omit<ErrorBody, 'status'>): Response {
  const payload: ErrorBody = { status, message: body.message };
  if (body.issues) payload.issues = body.issues;
  return Response.json(payload, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** What every unexpected failure answers: nothing about the cause reaches the client. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side';

interface IssueLike {
  message?: string;
  path?: string | ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

/** Elysia reports a schema issue's path as "a.b", "/a/b" or a list, depending on the validator. */
function issuePath(issue: IssueLike): string {
  const { path } = issue;
  // Elysia names the whole body "root"; an empty path says the same without a made-up field.
  if (!path || path === 'root') return '';
  if (typeof path === 'string') return path.replace(/^\//, '').replaceAll('/', '.');
  return path.map((part) => (typeof part === 'object' ? String(part.key) : String(part))).join('.');
}

/** Logs the failure for the operator and answers the client without any of it. */
export function internalError(request: Request, error: unknown): Response {
  logServerError('request failed', `${requestLabel(request)} failed:`, error);
  return jsonError(500, { message: INTERNAL_ERROR_MESSAGE });
}

/**
 * The database cannot answer now (busy, or its server unreachable): not a
 * bug but a wait, so no stack trace. An unreachable server is one line in the
 * log, bounded like every other kind: the operator has something to fix.
 */
export function unavailableError(request: Request, unavailable: DatabaseUnavailable): Response {
  if (unavailable.reason === 'unreachable') {
    logServerNotice(
      'database unreachable',
      `503 for ${requestLabel(request)}: the database cannot be reached (${unavailable.code})`,
    );
  }
  const response = jsonError(503, { message: unavailable.message });
  response.headers.set('Retry-After', String(DATABASE_BUSY_RETRY_AFTER));
  return response;
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
      const where = (error as { type?: string }).type;
      // A response failing its own schema is our bug, and what it held stays here.
      if (where === 'response') return internalError(request, error);
      const issues = ((error as { valueError?: unknown; all?: unknown }).all ?? []) as IssueLike[];
      const list = issues.map((issue) => ({
        path: issuePath(issue),
        message: issue.message ?? 'Invalid value',
      }));
      const first = list[0];
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
    const unavailable = databaseUnavailable(error);
    if (unavailable) return unavailableError(request, unavailable);
    return internalError(request, error);
  });
