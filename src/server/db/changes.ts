import type { Database } from 'bun:sqlite';

/**
 * How a process notices that the data may have changed: `version()` returns
 * a token that differs from an earlier one whenever a write may have landed
 * in between. Equal tokens mean nothing changed; unequal ones only that
 * something may have (what is remembered is counted afresh, never wrongly
 * kept). On PostgreSQL another process's writes count when they touch what
 * pages show (postgres/cluster-changes.ts), the tables anything counts.
 */
export interface Changes {
  version(): string;
  /**
   * Where other processes write to the same database (PostgreSQL): calls
   * `listener` after another process committed a change of what pages show,
   * or when such changes may have been missed. It is given what the writer
   * said it changed (`describe`), or null: anything may have. Returns the
   * unsubscribe. Absent where this process's own writes are all there is
   * to hear of.
   */
  watch?(listener: (description: string | null) => void): () => void;
  /**
   * Runs `work` (one request) noting the commits it makes; `describe` then
   * tells the other processes what those commits changed, in one line.
   */
  recording?<T>(work: () => Promise<T>): Promise<[T, (description: string) => Promise<void>]>;
}

/**
 * SQLite: `total_changes()` moves with every row this connection writes,
 * `PRAGMA data_version` with every commit of any other connection (the
 * store's writing one, another process, a maintenance script).
 */
export function sqliteChanges(sqlite: Database): Changes {
  const dataVersion = sqlite.prepare<{ data_version: number }, []>('PRAGMA data_version');
  const ownChanges = sqlite.prepare<{ changes: number }, []>('SELECT total_changes() AS changes');
  return {
    version: () => `${dataVersion.get()?.data_version}:${ownChanges.get()?.changes}`,
  };
}
