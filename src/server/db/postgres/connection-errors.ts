/**
 * What went wrong when reaching PostgreSQL, as one line an operator can act
 * on: it names DATABASE_URL, the server (never the password) and the cause.
 */

export class DatabaseConnectError extends Error {}

/** The parts of a DATABASE_URL that may be shown; the password is not one of them. */
export interface DatabaseTarget {
  host: string;
  port: number;
  user: string;
  database: string;
  password: string;
}

const INVALID_URL =
  'Invalid DATABASE_URL: must be a postgres://user:password@host:port/database URL';

/** Reads a postgres:// (or postgresql://) URL; throws a line that never repeats the URL itself. */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DatabaseConnectError(INVALID_URL);
  }
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!['postgres:', 'postgresql:'].includes(parsed.protocol) || !parsed.hostname || !database) {
    throw new DatabaseConnectError(INVALID_URL);
  }
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : 5432,
    user: decodeURIComponent(parsed.username),
    database,
    password: decodeURIComponent(parsed.password),
  };
}

/** `user@host:port/database`: enough to tell which server was meant. */
export function describeTarget(target: DatabaseTarget): string {
  const host = target.host.includes(':') ? `[${target.host}]` : target.host;
  return `${target.user ? `${target.user}@` : ''}${host}:${target.port}/${target.database}`;
}

/** Removes the password, as typed and as URL-encoded, from any text bound for a message or log. */
export function withoutPassword(text: string, password: string): string {
  if (!password) return text;
  let result = text;
  for (const form of new Set([password, encodeURIComponent(password)])) {
    result = result.split(form).join('***');
  }
  return result;
}

/** A failed attempt: worth retrying while a server may still be starting, or final. */
export interface AttemptFailure {
  retry: boolean;
  /** The cause, without the target. */
  cause: string;
}

/** PostgreSQL's and the socket's error codes, sorted into retryable and final causes. */
export function classifyFailure(error: unknown, target: DatabaseTarget): AttemptFailure {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  switch (code) {
    case 'ECONNREFUSED':
      return { retry: true, cause: 'connection refused' };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return { retry: true, cause: `host "${target.host}" not found` };
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return { retry: true, cause: `host "${target.host}" unreachable` };
    case 'ECONNRESET':
    case 'CONNECTION_CLOSED':
    case 'CONNECTION_ENDED':
      return { retry: true, cause: 'the server closed the connection' };
    case 'CONNECT_TIMEOUT':
    case 'ETIMEDOUT':
      return { retry: true, cause: 'no answer from the server' };
    case '57P03':
      return { retry: true, cause: 'the server is still starting' };
    case '53300':
      return { retry: true, cause: 'the server has no connection slot free' };
    case '28P01':
      return { retry: false, cause: `wrong password for user "${target.user}"` };
    case '28000':
      return {
        retry: false,
        cause: `user "${target.user}" may not connect (${oneLine(message, target)})`,
      };
    case '3D000':
      return { retry: false, cause: `database "${target.database}" does not exist` };
    default:
      return {
        retry: false,
        cause: `${code ? `${code} ` : ''}${oneLine(message ?? String(error), target)}`,
      };
  }
}

function oneLine(text: string | undefined, target: DatabaseTarget): string {
  return withoutPassword(String(text ?? ''), target.password)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The line thrown once the failure is final (or the wait is over). */
export function connectFailure(
  target: DatabaseTarget,
  failure: AttemptFailure,
  waitedS: number | null,
): DatabaseConnectError {
  const waited = waitedS === null ? '' : `, still after waiting ${waitedS} s`;
  return new DatabaseConnectError(
    withoutPassword(
      `Cannot connect to DATABASE_URL (${describeTarget(target)}): ${failure.cause}${waited}`,
      target.password,
    ),
  );
}

export function migrationFailure(target: DatabaseTarget, error: unknown): DatabaseConnectError {
  const { message } = (error ?? {}) as { message?: string };
  const cause = (error as { cause?: { message?: string } })?.cause?.message;
  return new DatabaseConnectError(
    `Cannot apply the PostgreSQL migrations at DATABASE_URL (${describeTarget(target)}): ${oneLine(cause ?? message ?? String(error), target)}`,
  );
}
