/**
 * Opens a PostgreSQL database from a DATABASE_URL and brings its schema up
 * to date. The server started beside it (in a container set-up, say) may not
 * be accepting connections yet: connecting is retried for a bounded time.
 * Every failure is one DatabaseConnectError line without the password.
 *
 * The driver is the `postgres` package (docs/decisions/015-postgresql-engine.md).
 */
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres, { type Sql } from 'postgres';
import { resources } from '../../resources';
import {
  type AttemptFailure,
  classifyFailure,
  connectFailure,
  type DatabaseTarget,
  describeTarget,
  migrationFailure,
  parseDatabaseUrl,
} from './connection-errors';
import * as schema from './schema';

export type PostgresDb = PostgresJsDatabase<typeof schema> & { $client: Sql };

/** How long to wait for the server by default (DATABASE_CONNECT_TIMEOUT_S). */
export const DEFAULT_CONNECT_TIMEOUT_S = 30;
/**
 * One connection attempt gives up after this long: at start, so a silent
 * server is retried within the wait; once serving, so a request waits no
 * longer than this for a database that stopped answering (then 503) instead
 * of hanging.
 */
const ATTEMPT_TIMEOUT_S = 5;
const RETRY_DELAY_MS = 250;
const MAX_RETRY_DELAY_MS = 2000;
/**
 * Several servers starting together on one database must not apply the
 * migrations twice: each holds this session lock while it migrates. Any
 * number will do as long as nothing else on the database uses it.
 */
const MIGRATION_LOCK = 4_707_021_965;

export interface OpenPostgresOptions {
  /** Seconds to keep retrying while the server is unreachable or starting. */
  connectTimeoutS?: number;
  /** Connections in the pool. */
  maxConnections?: number;
  migrationsFolder?: string;
  /**
   * False: connect only, leaving the schema as it is (`gazette check` reports
   * the migration level rather than changing it).
   */
  applyMigrations?: boolean;
  /** Told once per failed attempt while waiting, with a line fit for the log. */
  onWait?: (line: string) => void;
}

/** Connects (waiting for the server if need be) and applies any migration not yet applied. */
export async function openPostgres(
  url: string,
  options: OpenPostgresOptions = {},
): Promise<PostgresDb> {
  const target = parseDatabaseUrl(url);
  const timeoutS = options.connectTimeoutS ?? DEFAULT_CONNECT_TIMEOUT_S;
  const client = createClient(url, timeoutS, options.maxConnections ?? 10);
  try {
    await waitForServer(client, target, timeoutS, options.onWait);
    const db = drizzle({ client, schema });
    if (options.applyMigrations !== false) {
      await applyMigrations(db, url, target, timeoutS, options.migrationsFolder);
    }
    return db;
  } catch (error) {
    await client.end({ timeout: 0 });
    throw error;
  }
}

export async function closePostgres(db: PostgresDb): Promise<void> {
  await db.$client.end({ timeout: 5 });
}

/**
 * After a failed connection the driver waits before the next attempt on
 * that slot, by default 3^n / 100 s for the n-th failure in a row, up to
 * 20 s: a request arriving during or just after an outage would wait that
 * long for its connection. Each attempt here is a request's own, so the
 * wait stays short: 50 ms doubling, at most half a second.
 */
const reconnectDelayS = (failures: number) => Math.min(0.05 * 2 ** failures, 0.5);
/**
 * Idle connections are closed after this long: one silently cut by the
 * network (a firewall or NAT forgetting it) would hold the next query on it
 * until TCP gives up, minutes later.
 */
const IDLE_TIMEOUT_S = 30;

function createClient(
  url: string,
  timeoutS: number,
  max: number,
  onnotify?: (channel: string, payload: string) => void,
  name = 'gazette',
): Sql {
  // The driver takes `onnotify` (what its own listen() uses) though its types omit it.
  const notified = onnotify ? ({ onnotify } as object) : {};
  return postgres(url, {
    ...notified,
    max,
    connect_timeout: Math.max(1, Math.min(timeoutS, ATTEMPT_TIMEOUT_S)),
    backoff: reconnectDelayS,
    idle_timeout: IDLE_TIMEOUT_S,
    // Notices ("schema already exists, skipping") are for consoles, not the server log.
    onnotice: () => {},
    connection: { application_name: name },
  });
}

export const LISTENING_APPLICATION_NAME = 'gazette-changes';

/**
 * One connection of its own (reconnected by the driver when lost), told of
 * every notification on the channels it listens to: the store's watch on
 * other processes' writes (cluster-changes.ts).
 */
export function openListeningClient(
  url: string,
  onnotify: (channel: string, payload: string) => void,
): Sql {
  // Named apart from the pool's connections, so an operator can tell it in pg_stat_activity.
  return createClient(url, ATTEMPT_TIMEOUT_S, 1, onnotify, LISTENING_APPLICATION_NAME);
}

async function waitForServer(
  client: Sql,
  target: DatabaseTarget,
  timeoutS: number,
  onWait: ((line: string) => void) | undefined,
): Promise<void> {
  const deadline = performance.now() + timeoutS * 1000;
  let delay = RETRY_DELAY_MS;
  for (;;) {
    let failure: AttemptFailure;
    try {
      await client`SELECT 1`;
      return;
    } catch (error) {
      failure = classifyFailure(error, target);
    }
    if (!failure.retry) throw connectFailure(target, failure, null);
    const left = deadline - performance.now();
    if (left <= 0) throw connectFailure(target, failure, timeoutS);
    onWait?.(`Waiting for PostgreSQL at ${describeTarget(target)}: ${failure.cause}`);
    await Bun.sleep(Math.min(delay, left));
    delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
  }
}

async function applyMigrations(
  db: PostgresDb,
  url: string,
  target: DatabaseTarget,
  timeoutS: number,
  migrationsFolder = resources.postgresMigrationsDir,
): Promise<void> {
  // The lock lives on a connection of its own, held while the pool migrates.
  const lock = createClient(url, timeoutS, 1);
  try {
    await lock`SELECT pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(db, { migrationsFolder });
  } catch (error) {
    throw migrationFailure(target, error);
  } finally {
    await lock.end({ timeout: 0 });
  }
}
