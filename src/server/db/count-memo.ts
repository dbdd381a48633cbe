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
  const version = () => `${dataVersion.get()?.data_version}:${ownChanges.get()?.changes}`;
  const counts = new Map<string, Count>();
  let seen = '';

  /**
   * Runs a read that writes temporary tables only (a search's scratch
   * index): those rows move `total_changes()` but are no change of the data,
   * so what is remembered stays remembered.
   */
  function scratchRead<T>(read: () => T): T {
    const current = version() === seen;
    const result = read();
    if (current) seen = version();
    return result;
  }

  /**
   * The count under `key`, counted when not remembered (`count` may write
   * temporary tables before its first await, nothing else). A write landing
   * while it counts moves the version past the one seen, so the next call
   * counts afresh; a count that another call saw outdated is not kept.
   */
  async function remembered(key: string, count: () => Promise<Count>): Promise<Count> {
    const now = version();
    if (now !== seen) {
      counts.clear();
      seen = now;
    }
    let total = counts.get(key);
    if (total === undefined) {
      // Bounded: a flood of distinct filters starts the memo afresh.
      if (counts.size >= maxEntries) counts.clear();
      const counting = scratchRead(count);
      const stamp = seen;
      total = await counting;
      if (seen === stamp) counts.set(key, total);
    }
    return total;
  }

  return Object.assign(remembered, { scratchRead });
}
