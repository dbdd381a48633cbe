import { drizzle } from 'drizzle-orm/postgres-js';
import type { Db } from '../client';
import type { PostgresDb } from './connect';
import * as schema from './schema';

/**
 * PostgreSQL's read snapshot: a connection reserved from the pool for it, in
 * a REPEATABLE READ READ ONLY transaction, so every query sees the data as
 * of the first one while the pool's other connections go on reading and
 * writing.
 */
export async function openPostgresReadSnapshot(
  pool: PostgresDb,
): Promise<{ db: Db; end(): Promise<void> }> {
  const connection = await pool.$client.reserve();
  try {
    await connection.unsafe('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  } catch (error) {
    connection.release();
    throw error;
  }
  return {
    // A reserved connection has no options of its own; drizzle sets its
    // value parsers there, the same ones it set on the pool's.
    db: drizzle({
      client: Object.assign(connection, { options: pool.$client.options }),
      schema,
    }) as unknown as Db,
    async end() {
      try {
        await connection.unsafe('COMMIT');
      } finally {
        connection.release();
      }
    },
  };
}
