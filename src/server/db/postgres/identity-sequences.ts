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
 * Moves the identity sequence of `table` past the largest id it holds, never
 * back: rows written with their own ids (an import that keeps them) leave
 * the sequence where it was, and the next row added without an id would
 * take one that is already used. A sequence already further on (the newest
 * rows were deleted) stays, so ids are not handed out twice. SQLite needs
 * nothing of the kind (AUTOINCREMENT follows the largest id).
 */
export async function moveIdentitySequenceOn(tx: Db, table: string): Promise<void> {
  const identity = identityColumns.find((candidate) => candidate.table === table);
  if (!identity) return;
  const column = sql.identifier(identity.column);
  await (tx as unknown as PostgresDb).execute(
    sql`SELECT setval(s.sequence, greatest(
        coalesce((SELECT max(${column}) FROM ${sql.identifier(table)}), 0),
        coalesce(pg_sequence_last_value(s.sequence), 0)) + 1, false)
      FROM (SELECT pg_get_serial_sequence(${table}, ${identity.column})::regclass AS sequence) s`,
  );
}

/** moveIdentitySequenceOn for every table with an identity column. */
export async function moveIdentitySequencesOn(tx: Db): Promise<void> {
  for (const { table } of identityColumns) await moveIdentitySequenceOn(tx, table);
}
