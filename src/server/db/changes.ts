import type { Database } from 'bun:sqlite';

/**
 * How a process notices that the data may have changed: `version()` returns
 * a token that differs from an earlier one whenever a write may have landed
 * in between. Equal tokens mean nothing changed; unequal ones only that
 * something may have (what is remembered is counted afresh, never wrongly
 * kept).
 */
export interface Changes {
  version(): string;
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

/**
 * A counter bumped after each transaction this process commits (PostgreSQL,
 * where there is no data_version). It sees this process's writes only:
 * several processes on one database also need each other's, which is
 * LISTEN/NOTIFY's job (docs/decisions/015).
 */
export function committedTransactionCounter(): Changes & { committed(): void } {
  let commits = 0;
  return {
    version: () => String(commits),
    committed() {
      commits += 1;
    },
  };
}
