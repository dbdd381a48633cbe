import type { Store } from '../../db/store';

/** The engine's name as operators know it, for /healthz. */
export type DatabaseName = 'sqlite' | 'postgresql';

export function createHealthService(store: Store) {
  const { db } = store;
  const { users } = store.tables;
  return {
    /** Which engine holds the newsroom: the SQLite file, or PostgreSQL (DATABASE_URL). */
    database: (store.engine === 'postgres' ? 'postgresql' : 'sqlite') as DatabaseName,
    /**
     * One indexed read, whatever the size of the newsroom: rejects when the
     * database cannot answer (down, unreachable, damaged).
     */
    async probe(): Promise<void> {
      await db.select({ id: users.id }).from(users).limit(1);
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
