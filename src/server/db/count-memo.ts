import type { Database } from 'bun:sqlite';

/**
 * Counts kept until the database changes. Counting every public article (the
 * total behind a paged list) reads an index entry per article, a cost that
 * grows with the archive; the answer only changes when something is written.
 * A write is noticed whoever makes it: `total_changes()` moves with every row
 * this connection writes, `PRAGMA data_version` with every commit of any other
 * connection (another process, a maintenance script). A count may be a
 * number or several at once (one per status, say).
 */
export function createCountMemo<Count = number>(sqlite: Database, maxEntries = 1000) {
  const dataVersion = sqlite.prepare<{ data_version: number }, []>('PRAGMA data_version');
  const ownChanges = sqlite.prepare<{ changes: number }, []>('SELECT total_changes() AS changes');
  const counts = new Map<string, Count>();
  let seen = '';

  return function remembered(key: string, count: () => Count): Count {
    const now = `${dataVersion.get()?.data_version}:${ownChanges.get()?.changes}`;
    if (now !== seen) {
      counts.clear();
      seen = now;
    }
    let total = counts.get(key);
    if (total === undefined) {
      // Bounded: a flood of distinct filters starts the memo afresh.
      if (counts.size >= maxEntries) counts.clear();
      total = count();
      counts.set(key, total);
    }
    return total;
  };
}
