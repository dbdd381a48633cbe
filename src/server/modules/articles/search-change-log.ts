import type { Database } from 'bun:sqlite';

/** What changed since a reader's last position: the articles' ids, or everything. */
export type SearchChanges = { seq: number; ids: number[] } | { seq: number; reload: true };

/**
 * What a reader at `position` must do when the log runs from `first` to
 * `newest`: nothing, or reload everything (rows after its position were
 * dropped, or the log was reset, so it cannot tell what changed); null when
 * it must read the rows after its position.
 */
export function changesSince(
  position: number,
  newest: number,
  first: number,
): SearchChanges | null {
  if (newest === position) return { seq: position, ids: [] };
  if (newest < position || first > position + 1) return { seq: newest, reload: true };
  return null;
}

/** The changes in the log's rows after `position`, oldest first. */
export function changesOf(position: number, rows: { seq: number; id: number }[]): SearchChanges {
  return {
    seq: rows.at(-1)?.seq ?? position,
    ids: [...new Set(rows.map((row) => row.id))],
  };
}

/**
 * Reads the search change log (`search_changes`, filled by triggers on
 * `articles`). Each consumer keeps its own position: what it read last.
 * The log keeps only recent changes, so a position older than its first
 * row means changes were missed and the consumer must read everything.
 */
export function createSearchChangeLog(sqlite: Database) {
  // SQLite: prepared statements on the reading connection; the log itself is
  // written by triggers, inside the transaction of the write that changed an article.
  const latest = sqlite.prepare<{ seq: number | null }, []>(
    'SELECT max(seq) AS seq FROM search_changes',
  );
  const oldest = sqlite.prepare<{ seq: number | null }, []>(
    'SELECT min(seq) AS seq FROM search_changes',
  );
  const since = sqlite.prepare<{ seq: number; id: number }, [number]>(
    'SELECT seq, article_id AS id FROM search_changes WHERE seq > ? ORDER BY seq',
  );

  return {
    /** The newest position: where a consumer that has just read everything stands. */
    position(): number {
      return latest.get()?.seq ?? 0;
    },

    /** What changed after `position`; one indexed lookup when nothing has. */
    changesAfter(position: number): SearchChanges {
      const newest = latest.get()?.seq ?? 0;
      if (newest === position) return { seq: position, ids: [] };
      const first = oldest.get()?.seq ?? 0;
      return changesSince(position, newest, first) ?? changesOf(position, since.all(position));
    },
  };
}

export type SearchChangeLog = ReturnType<typeof createSearchChangeLog>;
