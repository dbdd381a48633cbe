/**
 * How several processes on one PostgreSQL database learn of each other's
 * writes (docs/decisions/020-several-processes.md). The last statement of
 * a transaction that wrote what pages show moves the one `data_version`
 * row and sends its new version with NOTIFY, which PostgreSQL delivers only
 * if the transaction commits, in commit order. Each process listens on a
 * connection of its own and reads the row at most once a second as well,
 * so a lost notification or a dropped connection costs a second of
 * staleness at worst, never pinned pages.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { Sql } from 'postgres';
import { logServerError } from '../../http/server-log';
import type { Changes } from '../changes';

export const CHANGES_CHANNEL = 'gazette_changes';
/** How often the row is read besides the notifications. */
export const CHECK_EVERY_MS = 1000;
/**
 * A check with no answer after this long is stalled: its connection was cut
 * without a reset (a failover's address gone, a network between them
 * down), which TCP takes minutes to notice, and meanwhile nothing is heard
 * and no other check runs. The listening connection is then replaced:
 * the new one listens and refreshes everything once, as after any
 * reconnection. A check answered this late by a live, overloaded server
 * costs no more than that refresh.
 */
export const STALLED_AFTER_MS = 10_000;
/**
 * How long a process waits, after another's commit, for that process to say
 * what it changed before it refreshes everything instead. The writer says
 * it right after its answer, a few milliseconds after the commit.
 */
export const DESCRIBED_WITHIN_MS = 250;
/** NOTIFY payloads must stay under 8000 bytes; a longer description is sent as "anything". */
const LONGEST_DESCRIPTION = 7000;
/** The second word of a notification that says what commits changed. */
const DESCRIBED = 'described';

/**
 * The statement every transaction ends with. The triggers on the tables
 * pages show (migration 0006) mark a transaction that wrote one of them;
 * only such a one moves the row and notifies. It then holds the row locked
 * until its commit, and PostgreSQL commits notifying transactions one at a
 * time: editors' saves and imports queue for the length of a commit, while
 * sign-ins, sessions, readership batches and the audit log, which no page
 * shows and no remembered count counts, neither lock nor notify.
 */
export function bumpStatement(origin: string): SQL {
  return sql`
    WITH bumped AS (
      UPDATE data_version SET version = version + 1
      WHERE id = 1 AND current_setting('gazette.readers_changed', true) = 'on'
      RETURNING version
    )
    SELECT version::float8 AS version,
      pg_notify(${CHANGES_CHANNEL}, ${origin} || ' ' || version) AS sent
    FROM bumped`;
}

/** What bumpStatement answers when the transaction wrote what pages show. */
export interface Bumped {
  version: number;
}

export interface ClusterChanges extends Changes {
  /**
   * A transaction of this process took this version and is committing: a
   * check that reads it before `committed` is told is not another process.
   */
  committing(bumped: Bumped): void;
  /** The transaction that took this version did not commit. */
  abandoned(bumped: Bumped): void;
  /** This process committed a transaction that ended with bumpStatement's answer (null: nothing pages show). */
  committed(bumped: Bumped | null): void;
  /** Starts the listening connection and the checks; idempotent. */
  start(): void;
  close(): Promise<void>;
}

/**
 * `version()` moves with every commit of this process, and with every
 * commit of another process that wrote what pages show (the tables any
 * remembered count counts): at once when notified, else by the next check.
 * `watch`
 * listeners hear of another process's commits that changed what pages
 * show, and of every reconnection of the listening connection (whatever
 * was missed meanwhile).
 */
export function createClusterChanges(
  openClient: (onnotify: (channel: string, payload: string) => void) => Sql,
  options: {
    origin: string;
    checkEveryMs?: number;
    listen?: boolean;
    describedWithinMs?: number;
    stalledAfterMs?: number;
  },
): ClusterChanges {
  const {
    origin,
    checkEveryMs = CHECK_EVERY_MS,
    listen = true,
    describedWithinMs = DESCRIBED_WITHIN_MS,
    stalledAfterMs = STALLED_AFTER_MS,
  } = options;
  const listeners = new Set<(description: string | null) => void>();
  /** Another process's commits heard of, waiting for it to say what they changed. */
  const undescribed = new Map<number, ReturnType<typeof setTimeout>>();
  /** The versions this process's commits made, per request being recorded. */
  const recorded = new AsyncLocalStorage<number[]>();
  let local = 0;
  /** Reconnections of the listening connection: anything may have changed meanwhile. */
  let others = 0;
  /** The highest version known here; -1 until the row is first read. */
  let seen = -1;
  /** Versions this process's transactions took, while they commit. */
  const committing = new Set<number>();
  let client: Sql | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  /** The backend that runs LISTEN: a different one means the connection was replaced. */
  let listeningPid: number | null = null;
  let checking: Promise<void> | null = null;
  /** When the check under way began (performance.now()). */
  let checkingSince = 0;
  let closed = false;

  const tell = (description: string | null = null) => {
    for (const listener of listeners) {
      try {
        listener(description);
      } catch (error) {
        logServerError(
          'cluster changes',
          'Refreshing after another process’s write failed:',
          error,
        );
      }
    }
  };

  /**
   * Whether another process took a version after the last one seen, up to
   * `version`. Versions this process is committing are its own: a check may
   * read one between its commit and the transaction's return.
   */
  function othersUpTo(version: number): boolean {
    if (seen < 0) return false;
    for (let taken = seen + 1; taken <= version; taken += 1) {
      if (!committing.has(taken)) return true;
    }
    return false;
  }

  /**
   * A version from the row or a notification: a later one than seen means
   * another process wrote. Notified of the very next commit, the process
   * waits a moment for the writer to say what it changed; anything else
   * (a gap, the check finding it first) refreshes everything at once.
   */
  function learn(version: number, notified = false) {
    const moved = othersUpTo(version);
    const next = version === seen + 1;
    seen = Math.max(seen, version);
    if (!moved) return;
    if (!notified || !next || describedWithinMs <= 0) return tell();
    const timer = setTimeout(() => {
      undescribed.delete(version);
      tell();
    }, describedWithinMs);
    timer.unref?.();
    undescribed.set(version, timer);
  }

  /** Another process said what its commits changed: those still waiting are refreshed for it. */
  function described(versions: string, description: string) {
    let waiting = false;
    for (const version of versions.split(',').map(Number)) {
      const timer = undescribed.get(version);
      if (timer === undefined) continue;
      clearTimeout(timer);
      undescribed.delete(version);
      waiting = true;
    }
    if (waiting) tell(description);
  }

  function onNotify(channel: string, payload: string) {
    if (channel !== CHANGES_CHANNEL) return;
    const [from, version, versions, ...description] = payload.split(' ');
    // This process's own commits are learned from the statement's answer.
    if (from === origin) return;
    if (version === DESCRIBED) return described(versions ?? '', description.join(' '));
    learn(Number(version), true);
  }

  async function check(): Promise<void> {
    const checked = client;
    if (!checked || closed) return;
    try {
      const [row] = await checked<{ pid: number; version: number }[]>`
        SELECT pg_backend_pid() AS pid, version::float8 AS version FROM data_version WHERE id = 1`;
      // A check outlived by its client's replacement says nothing of the new one.
      if (!row || checked !== client) return;
      if (listen && row.pid !== listeningPid) {
        // A new connection (the first, or one replacing a lost one) listens
        // before the row is read again, so no commit falls between the two.
        await checked.unsafe(`LISTEN ${CHANGES_CHANNEL}`);
        const [again] = await checked<{ version: number }[]>`
          SELECT version::float8 AS version FROM data_version WHERE id = 1`;
        if (checked !== client) return;
        const reconnected = listeningPid !== null;
        listeningPid = row.pid;
        if (!reconnected) {
          if (again) learn(again.version);
          return;
        }
        // Notifications were lost while it was gone: everything is refreshed
        // once (whatever else moved meanwhile), and remembered counts start afresh.
        if (again) seen = Math.max(seen, again.version);
        others += 1;
        tell();
        return;
      }
      learn(row.version);
    } catch {
      // The database is unreachable: requests say so themselves; the next check tries again.
    }
  }

  /** Gives up a stalled listening connection for a new one; the next check listens on it. */
  function replaceStalledClient() {
    const stalled = client;
    client = openClient(onNotify);
    checking = null;
    void stalled?.end({ timeout: 0 }).catch(() => undefined);
  }

  function checkOnce(): Promise<void> {
    if (checking && performance.now() - checkingSince >= stalledAfterMs) replaceStalledClient();
    if (!checking) {
      checkingSince = performance.now();
      const running: Promise<void> = check().finally(() => {
        if (checking === running) checking = null;
      });
      checking = running;
    }
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
      return `${local}:${others}:${seen}`;
    },
    async recording(work) {
      const versions: number[] = [];
      const value = await recorded.run(versions, work);
      const describe = async (description: string) => {
        if (versions.length === 0 || !client || closed) return;
        const line =
          description.length > LONGEST_DESCRIPTION ? '' : ` ${description.replaceAll('\n', ' ')}`;
        try {
          await client`SELECT pg_notify(${CHANGES_CHANNEL}, ${`${origin} ${DESCRIBED} ${versions.join(',')}${line}`})`;
        } catch {
          // The others refresh everything once they stop waiting for it.
        }
      };
      return [value, describe];
    },
    watch(listener) {
      start();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    committing(bumped) {
      committing.add(bumped.version);
    },
    abandoned(bumped) {
      committing.delete(bumped.version);
    },
    committed(bumped) {
      local += 1;
      if (!bumped) return;
      // Another process committed for readers between the last version seen
      // and this commit, its notification not read yet: refresh for it now.
      recorded.getStore()?.push(bumped.version);
      const othersMoved = othersUpTo(bumped.version - 1);
      committing.delete(bumped.version);
      seen = Math.max(seen, bumped.version);
      if (othersMoved) tell();
    },
    start,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      for (const waiting of undescribed.values()) clearTimeout(waiting);
      undescribed.clear();
      // A stalled check is not waited for: ending the client ends it.
      if (checking) await Promise.race([checking, Bun.sleep(1000)]);
      await client?.end({ timeout: 1 });
      client = null;
    },
  };
}
