import type { Database } from 'bun:sqlite';

/**
 * SQLite's query plans (EXPLAIN QUERY PLAN) of every select statement `run`
 * prepares on `sqlite` (of those `which` keeps), in the order prepared: one
 * list of steps each.
 */
export async function plansOf(
  sqlite: Database,
  run: () => Promise<unknown>,
  which: (statement: string) => boolean = () => true,
): Promise<string[][]> {
  const prepared: string[] = [];
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((text: string) => {
    prepared.push(text);
    return prepare(text);
  }) as typeof sqlite.prepare;
  try {
    await run();
  } finally {
    sqlite.prepare = prepare;
  }
  return prepared
    .filter((text) => text.startsWith('select') && which(text))
    .map((text) => {
      // Its own statement (bound, so no statement cache keeps it), finalized
      // at once: an EXPLAIN left prepared keeps the connection's read
      // snapshot, and later reads on it would miss new commits.
      const explain = sqlite.prepare(`EXPLAIN QUERY PLAN ${text}`, []);
      try {
        return (explain.all() as { detail: string }[]).map((row) => row.detail);
      } finally {
        explain.finalize();
      }
    });
}
