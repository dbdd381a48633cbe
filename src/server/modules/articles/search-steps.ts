/**
 * One ranking for both engines. SQLite answers a search synchronously inside
 * one read transaction; PostgreSQL's reads are awaited. The shared code is
 * written as generators that hand each read (a value, or a promise of one)
 * to their driver: `runNow` for SQLite, where every read is already a value,
 * and `runAwaiting` for PostgreSQL.
 */

import type { Db } from '../../db/client';

/** What a search reads through: the search's read transaction. */
export type Reader = Pick<Db, 'select'>;

/** A read's result: at once (SQLite), or later (PostgreSQL). */
export type Wait<T> = T | Promise<T>;

/** Work that stops at each read it needs. */
export type Steps<T> = Generator<unknown, T, unknown>;

/** Hands a read to the driver and gives back its result: `const rows = yield* read(query)`. */
export function* read<T>(value: Wait<T>): Steps<T> {
  return (yield value) as T;
}

/** Runs the steps synchronously: every read must be a value already. */
export function runNow<T>(steps: Steps<T>): T {
  let step = steps.next();
  while (!step.done) {
    if (step.value instanceof Promise) throw new Error('A synchronous search was handed a promise');
    step = steps.next(step.value);
  }
  return step.value;
}

/** Runs the steps, awaiting each read. */
export async function runAwaiting<T>(steps: Steps<T>): Promise<T> {
  let step = steps.next();
  while (!step.done) step = steps.next(await step.value);
  return step.value;
}

/** A drizzle query's rows as a read: at once on SQLite (`all`), awaited on PostgreSQL. */
export function rowsOf<T>(
  engine: 'sqlite' | 'postgres',
  query: { all(): T[] } & PromiseLike<T[]>,
): Wait<T[]> {
  return engine === 'sqlite' ? query.all() : Promise.resolve(query);
}
