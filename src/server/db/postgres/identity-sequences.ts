import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import type { PostgresDb } from './connect';
import * as schema from './schema';

/** Each table's identity column, by table name. */
export const identityColumns = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => {
    const config = getTableConfig(table);
    const column = config.columns.find((candidate) => candidate.generatedIdentity);
    return column ? [{ table: config.name, column: column.name }] : [];
  });

/**
 * Moves every identity sequence past the largest id its table holds: rows
 * written with their own ids (an import that keeps them) leave the sequence
 * where it was, and the next row added without an id would take one that
 * is already used. SQLite needs nothing of the kind (AUTOINCREMENT follows
 * the largest id).
 */
export async function moveIdentitySequencesOn(tx: Db): Promise<void> {
  const db = tx as unknown as PostgresDb;
  for (const { table, column } of identityColumns) {
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.identifier(column)}), 0) + 1, false) FROM ${sql.identifier(table)}`,
    );
  }
}
