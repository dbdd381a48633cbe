import type { Database, Statement } from 'bun:sqlite';

const keeping = new WeakSet<Database>();

/** Distinct statements kept per connection: every query the site runs, with room to spare. */
const KEPT_STATEMENTS = 500;

/**
 * SQLite: keeps a connection's compiled statements by their SQL, so a query
 * the site runs on every page (or every save) is compiled once rather than
 * every time (drizzle prepares each query anew). Safe on either connection:
 * a statement is run to its end, or to its error, before the next one starts
 * (bun:sqlite is synchronous and resets it either way), so no two users
 * share one at a time; SQLite compiles a kept statement again by itself
 * when the schema changes under it. Evicted statements are left to the
 * garbage collector, which finalises them.
 */
export function keepStatements(database: Database, max = KEPT_STATEMENTS): Database {
  // A connection a second store is opened over keeps its one cache.
  if (keeping.has(database)) return database;
  keeping.add(database);
  const prepare = database.prepare.bind(database);
  const kept = new Map<string, Statement>();
  database.prepare = ((sql: string, ...bindings: unknown[]) => {
    // Statements prepared with bound values belong to their caller.
    if (bindings.length > 0) return prepare(sql, ...(bindings as []));
    const known = kept.get(sql);
    if (known) {
      kept.delete(sql);
      kept.set(sql, known);
      return known;
    }
    const statement = prepare(sql);
    kept.set(sql, statement);
    if (kept.size > max) kept.delete(kept.keys().next().value as string);
    return statement;
  }) as Database['prepare'];
  return database;
}
