/**
 * How several processes on one PostgreSQL database learn of each other's
 * writes (docs/decisions/020-several-processes.md). The last statement of
 * every transaction that wrote moves the one `data_version` row and sends
 * its new figures with NOTIFY, which PostgreSQL delivers only if the
 * transaction commits, in commit order. Each process listens on a
 * connection of its own and reads the row at most once a second as well,
 * so a lost notification or a dropped connection costs a second of
 * staleness at worst, never pinned pages.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Sql } from 'postgres';
import { logServerError } from '../../http/server-log';
import type { Changes } from '../changes';

export const CHANGES_CHANNEL = 'gazette_changes';
/** How often the row is read besides the notifications. */
export const CHECK_EVERY_MS = 1000;

/** The row's figures: every writing commit moves `changes`, one that wrote what pages show `readers` too. */
export interface DataVersion {
  changes: number;
  readers: number;
}

/**
 * The statement a writing transaction ends with. A transaction that wrote
 * nothing has no transaction id and moves nothing; the triggers on the
 * tables pages show (migration 0006) mark the transaction as one readers see.
 * The row lock is held from here to the commit only, so writers queue on it
 * for the length of a commit.
 */
export function bumpStatement(origin: string): SQL {
  return sql`
    WITH bumped AS (
      UPDATE data_version
      SET changes = changes + 1,
        readers = readers + CASE WHEN current_setting('gazette.readers_changed', true) = 'on' THEN 1 ELSE 0 END
      WHERE id = 1 AND pg_current_xact_id_if_assigned() IS NOT NULL
      RETURNING changes, readers
    )
    SELECT changes::float8 AS changes, readers::float8 AS readers,
      coalesce(current_setting('gazette.readers_changed', true) = 'on', false) AS "forReaders",
      pg_notify(${CHANGES_CHANNEL}, ${origin} || ' ' || changes || ' ' || readers) AS sent
    FROM bumped`;
}

/** What bumpStatement answers: the new figures, and whether this transaction moved `readers`. */
export type Bumped = DataVersion & { forReaders: boolean };

export interface ClusterChanges extends Changes {
  /** This process committed a transaction that ended with bumpStatement's answer (null: it wrote nothing). */
  committed(bumped: Bumped | null): void;
  /** Starts the listening connection and the checks; idempotent. */
  start(): void;
  /** Resolves once the row has been read after a change seen now or later (tests). */
  checked(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `version()` moves with this process's commits and every other process's
 * (as soon as their notification or the next check arrives); `watch`
 * listeners hear of another process's commits that changed what pages
 * show, and of every reconnection of the listening connection (whatever
 * was missed meanwhile).
 */
export function createClusterChanges(
  openClient: (onnotify: (channel: string, payload: string) => void) => Sql,
  options: { origin: string; checkEveryMs?: number; listen?: boolean },
): ClusterChanges {
  const { origin, checkEveryMs = CHECK_EVERY_MS, listen = true } = options;
  const listeners = new Set<() => void>();
  let local = 0;
  /** The highest figures known here; -1 until the row is first read. */
  let seen: DataVersion = { changes: -1, readers: -1 };
  let client: Sql | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  /** The backend that runs LISTEN: a different one means the connection was replaced. */
  let listeningPid: number | null = null;
  let checking: Promise<void> | null = null;
  let closed = false;

  const tell = () => {
    for (const listener of listeners) {
      try {
        listener();
      } catch (error) {
        logServerError(
          'cluster changes',
          'Refreshing after another process’s write failed:',
          error,
        );
      }
    }
  };

  /** Figures from the row or a notification: later ones than seen mean another process wrote. */
  function learn(figures: DataVersion) {
    const readersMoved = seen.readers >= 0 && figures.readers > seen.readers;
    seen = {
      changes: Math.max(seen.changes, figures.changes),
      readers: Math.max(seen.readers, figures.readers),
    };
    if (readersMoved) tell();
  }

  function onNotify(channel: string, payload: string) {
    if (channel !== CHANGES_CHANNEL) return;
    const [from, changes, readers] = payload.split(' ');
    // This process's own commits are learned from the statement's answer.
    if (from === origin) return;
    learn({ changes: Number(changes), readers: Number(readers) });
  }

  async function check(): Promise<void> {
    if (!client || closed) return;
    try {
      const [row] = await client<(DataVersion & { pid: number })[]>`
        SELECT pg_backend_pid() AS pid, changes::float8 AS changes, readers::float8 AS readers
        FROM data_version WHERE id = 1`;
      if (!row) return;
      if (listen && row.pid !== listeningPid) {
        // A new connection (the first, or one replacing a lost one) listens
        // before the row is read again, so no commit falls between the two.
        await client.unsafe(`LISTEN ${CHANGES_CHANNEL}`);
        const [again] = await client<DataVersion[]>`
          SELECT changes::float8 AS changes, readers::float8 AS readers FROM data_version WHERE id = 1`;
        const reconnected = listeningPid !== null;
        listeningPid = row.pid;
        if (again) learn(again);
        // Notifications were lost while it was gone: everything is refreshed once.
        if (reconnected) tell();
        return;
      }
      learn(row);
    } catch {
      // The database is unreachable: requests say so themselves; the next check tries again.
    }
  }

  function checkOnce(): Promise<void> {
    checking ??= check().finally(() => {
      checking = null;
    });
    return checking;
  }

  function start() {
    if (client || closed) return;
    client = openClient(onNotify);
    void checkOnce();
    timer = setInterval(() => void checkOnce(), checkEveryMs);
    // The checks must not keep a stopping process (or a test run) alive.
    timer.unref?.();
  }

  return {
    version() {
      start();
      return `${local}:${seen.changes}`;
    },
    watch(listener) {
      start();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    committed(figures) {
      local += 1;
      if (!figures) return;
      // Another process committed for readers between the last figures seen
      // and this commit, its notification not read yet: refresh for it now.
      const mine = figures.forReaders ? 1 : 0;
      const othersMoved = seen.readers >= 0 && figures.readers > seen.readers + mine;
      seen = {
        changes: Math.max(seen.changes, figures.changes),
        readers: Math.max(seen.readers, figures.readers),
      };
      if (othersMoved) tell();
    },
    start,
    async checked() {
      await checking;
      await checkOnce();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await checking;
      await client?.end({ timeout: 1 });
      client = null;
    },
  };
}
