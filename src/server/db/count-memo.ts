import { Database } from 'bun:sqlite';
import { type Changes, sqliteChanges } from './changes';

/**
 * Counts kept until the database changes. Counting every public article (the
 * total behind a paged list) reads an index entry per article, a cost that
 * grows with the archive; the answer only changes when something is written.
 * Writes are noticed through the store's `changes` (changes.ts); a SQLite
 * connection given directly is watched as `sqliteChanges` does. A count may
 * be a number or several at once (one per status, say).
 */
export function createCountMemo<Count = number>(source: Changes | Database, maxEntries = 1000) {
  const changes = source instanceof Database ? sqliteChanges(source) : source;
  const version = () => changes.version();
  const counts = new Map<string, Count>();
  let seen = '';

  /**
   * Runs a read that writes temporary tables only (a search's scratch
   * index): on SQLite those rows move `total_changes()` but are no change of
   * the data, so what is remembered stays remembered.
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
