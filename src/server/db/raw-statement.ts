import type { SQL } from 'drizzle-orm';
import type { Db } from './client';
import type { PostgresDb } from './postgres/connect';
import type { Engine } from './store';

/**
 * Runs one statement written by hand (SQL both engines accept) that returns
 * no rows: drizzle runs such a statement with `run` on SQLite and `execute`
 * on PostgreSQL.
 */
export async function runStatement(engine: Engine, db: Db, statement: SQL): Promise<void> {
  if (engine === 'postgres') await (db as unknown as PostgresDb).execute(statement);
  else db.run(statement);
}
