import { z } from 'zod';
import { parseDatabaseUrl } from './db/postgres/connection-errors';

/** Every setting the server reads from the environment, with its default and meaning. */
export const ENV_DOCS = [
  ['PORT', '3000', 'listen port'],
  ['HOST', '0.0.0.0', 'listen address'],
  [
    'DATABASE_PATH',
    'data/gazette.db',
    'SQLite file, where the newsroom is kept unless DATABASE_URL is set; its folder is created',
  ],
  [
    'DATABASE_BUSY_TIMEOUT_MS',
    '5000',
    'how long a write waits for another process holding the SQLite write lock before answering 503',
  ],
  [
    'DATABASE_URL',
    '-',
    'postgres://user:password@host:port/database: keep the newsroom in PostgreSQL (14 or later) instead of the SQLite file, so several servers can share it; the password never appears in the log',
  ],
  [
    'DATABASE_CONNECT_TIMEOUT_S',
    '30',
    'at start, seconds to wait for PostgreSQL to accept connections (a database starting beside the server) before giving up with one line saying why',
  ],
  [
    'ADMIN_USERNAME, ADMIN_PASSWORD',
    '-',
    'when no user exists at start, create this admin; without them "admin" gets a random password printed once to the log',
  ],
  ['SEED_DEMO', 'true', 'load the demo content into an empty database; "false" starts empty'],
  ['SITE_URL', 'http://localhost:PORT', 'absolute base for canonical links, OpenGraph and feeds'],
  [
    'PAGE_CACHE',
    'true',
    'keep rendered public pages in memory until the data changes; "false" renders every request',
  ],
  [
    'PAGE_STALE_WINDOW_MS',
    '2000',
    'after a write, how long readers may still get a page it affects as it was while one render replaces it; the editor who wrote sees the change at once; 0 makes readers wait for the render',
  ],
  [
    'TRUST_PROXY',
    'false',
    'behind one reverse proxy, take the client address (for the sign-in limit) from the last X-Forwarded-For entry; off, the header is ignored',
  ],
  [
    'ANALYTICS',
    'true',
    'count page views and searches (no cookie, nothing that names a reader); "false" collects nothing and pages load no beacon',
  ],
  [
    'MEDIA_MAX_BYTES',
    '20971520',
    'largest image upload in bytes (20 MB); larger files are refused with 413 before they are read',
  ],
  [
    'MEDIA_CACHE_DIR',
    '—',
    'folder that keeps encoded image variants across restarts (several processes may share it); unset, they are kept in memory only',
  ],
  [
    'ANALYTICS_RETENTION_DAYS',
    '30',
    'days raw readership events are kept before only their daily summaries remain',
  ],
  [
    'AUDIT_RETENTION_DAYS',
    '365',
    'days the activity log (sign-ins, account changes, publishing, deletions) is kept; older entries are deleted within the hour',
  ],
] as const;

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const databasePath = z.string().trim().min(1, 'must not be empty').default('data/gazette.db');

const databaseSettings = {
  DATABASE_PATH: databasePath,
  DATABASE_URL: z
    .string()
    .trim()
    .refine(isPostgresUrl, 'must be a postgres://user:password@host:port/database URL')
    .optional(),
  DATABASE_CONNECT_TIMEOUT_S: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 or more')
    .max(3600, 'must be at most 3600 (an hour)')
    .default(30),
};

/** Values that must never be repeated in a message: they hold passwords. */
const SECRET_VARIABLES = new Set(['ADMIN_PASSWORD', 'DATABASE_URL']);

function isPostgresUrl(value: string): boolean {
  try {
    parseDatabaseUrl(value);
    return true;
  } catch {
    return false;
  }
}

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
    ...databaseSettings,
    DATABASE_BUSY_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 or more')
      .max(600_000, 'must be at most 600000 (ten minutes)')
      .default(5000),
    ADMIN_USERNAME: z
      .string()
      .trim()
      .min(3, 'must be at least 3 characters')
      .max(50, 'must be less than 50 characters')
      .optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(6, 'must be at least 6 characters')
      .max(100, 'must be less than 100 characters')
      .optional(),
    SEED_DEMO: booleanText.default(true),
    PAGE_CACHE: booleanText.default(true),
    PAGE_STALE_WINDOW_MS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be at least 0')
      .max(60_000, 'must be at most 60000 (a minute)')
      .default(2000),
    TRUST_PROXY: booleanText.default(false),
    ANALYTICS: booleanText.default(true),
    MEDIA_MAX_BYTES: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of bytes')
      .min(1024, 'must be at least 1024')
      .max(200 * 1024 * 1024, 'must be at most 209715200 (200 MB)')
      .default(20 * 1024 * 1024),
    MEDIA_CACHE_DIR: z.string().trim().min(1, 'must not be empty').optional(),
    ANALYTICS_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1')
      .max(3650, 'must be at most 3650 (ten years)')
      .default(30),
    AUDIT_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1')
      .max(36500, 'must be at most 36500 (a hundred years)')
      .default(365),
    SITE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  })
  .superRefine((env, context) => {
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      context.addIssue({
        code: 'custom',
        path: [env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
        message: 'must be set together with the other of ADMIN_USERNAME and ADMIN_PASSWORD',
      });
    }
  })
  .transform((env) => ({ ...env, SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {}

type Source = Record<string, string | undefined>;

function parseEnv<T extends z.ZodType>(schema: T, source: Source): z.output<T> {
  // An empty variable means "not set", as in most shells' `VAR= cmd` usage.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  const got = SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(source[name] ?? '')})`;
  throw new EnvError(`Invalid ${name}: ${issue.message}${got}`);
}

/** Reads the configuration; throws one clear line naming the variable when a value is invalid. */
export function readEnv(source: Source = process.env): Env {
  return parseEnv(envSchema, source);
}

/**
 * Only DATABASE_PATH, for the operator commands: a backup must not fail
 * because a setting only the web server uses (PORT, SITE_URL...) is off.
 */
export function readDatabasePath(source: Source = process.env): string {
  return parseEnv(z.object({ DATABASE_PATH: databasePath }), source).DATABASE_PATH;
}

/** Where the database is (the file, or PostgreSQL when DATABASE_URL is set), for the operator commands. */
export function readDatabaseSettings(source: Source = process.env): DatabaseSettings {
  return parseEnv(z.object(databaseSettings), source);
}

export type DatabaseSettings = Pick<
  Env,
  'DATABASE_PATH' | 'DATABASE_URL' | 'DATABASE_CONNECT_TIMEOUT_S'
>;

export function helpText(): string {
  const width = Math.max(...ENV_DOCS.map(([name]) => name.length));
  const rows = ENV_DOCS.map(
    ([name, fallback, meaning]) => `  ${name.padEnd(width)}  ${meaning} (default: ${fallback})`,
  );
  return [
    "The Multiverse Gazette: a news site and its editors' back office.",
    '',
    'Usage:',
    '  gazette               serve the site',
    '  gazette backup PATH   copy the live database to PATH (safe while the site runs): the copy is',
    '                        written to a temporary file beside PATH, checked with integrity_check,',
    '                        then renamed over PATH in one step, so PATH is always a whole backup.',
    '                        PostgreSQL: pg_dump (found through the PATH variable) writes PATH in its',
    '                        custom format, for pg_restore, the same way; without it, nothing is written',
    '  gazette check         run integrity_check on the database; exit code 1 if it is damaged.',
    '                        PostgreSQL: the connection, every migration applied (none unknown),',
    '                        keys, indexes, search triggers, foreign keys and identity sequences',
    '  gazette unlock USERNAME',
    '                        lift every sign-in lock on that account (all addresses locked out of it',
    '                        may try again) and reset its count of failed sign-ins; exit code 1 if',
    '                        there is no such user',
    '  gazette export FILE   write the whole newsroom to FILE as the JSON of the admin database page',
    '                        (safe while the site runs: one snapshot); written beside FILE and renamed',
    '                        over it, so FILE is always a whole export; FILE - writes to standard output',
    "  gazette import FILE   add the records of an export FILE by the admin page's rules: all or nothing,",
    '                        records already present skipped and counted, an invalid record named; read',
    '                        as it goes, so any size imports. Creates the database if there is none',
    '                        (PostgreSQL: the database must exist; an empty one is set up).',
    '                        Import while the server is stopped, or restart it afterwards: a running',
    '                        server keeps serving the pages it cached before, and its own writes',
    '                        wait for the import (503 after DATABASE_BUSY_TIMEOUT_MS)',
    '  gazette --help        this text',
    '',
    'At start the server runs quick_check on the database and refuses to serve a damaged file.',
    'The commands read DATABASE_PATH, or the PostgreSQL database at DATABASE_URL when it is set',
    '(export from one and import into the other to move a newsroom between them); each prints one',
    'line and exits 0 on success, 1 on failure.',
    'Export and import also show how far they are on standard error: a line redrawn in place on a',
    'terminal, a whole line every 10 s otherwise (a container log).',
    '',
    'Configuration is read from the environment:',
    ...rows,
  ].join('\n');
}
