import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';

/**
 * Rows of one multi-row INSERT: an article has some 25 columns, far below
 * the parameters a statement takes (65,535 on PostgreSQL, 32,766 on SQLite).
 */
export const INSERT_BATCH = 500;

/** Inserts `rows` into `table` in statements of at most INSERT_BATCH rows. */
export async function insertInBatches(tx: Db, table: SQLiteTable, rows: object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await tx.insert(table).values(rows.slice(start, start + INSERT_BATCH) as never);
  }
}

/**
 * Rows of `parent` (with rows of `child` that refer to them) kept until
 * INSERT_BATCH are waiting, then written in multi-row INSERTs, parents
 * first: a statement per row costs a round trip per row on PostgreSQL.
 * Call `flush` before anything may read them or refer to them.
 */
export function insertQueue(tx: Db, parent: SQLiteTable, child: SQLiteTable) {
  let parents: object[] = [];
  let children: object[] = [];
  const flush = async () => {
    if (parents.length === 0) return;
    const [parentRows, childRows] = [parents, children];
    parents = [];
    children = [];
    await insertInBatches(tx, parent, parentRows);
    await insertInBatches(tx, child, childRows);
  };
  return {
    flush,
    async add(row: object, childRows: object[]) {
      parents.push(row);
      children.push(...childRows);
      if (parents.length >= INSERT_BATCH) await flush();
    },
  };
}
