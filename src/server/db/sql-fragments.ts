import { type Column, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { titleOrderKey } from './postgres/schema';

/**
 * The pieces of raw SQL whose spelling differs between the engines, so that
 * a query is written once. Everything else drizzle renders for either
 * (conditions, upserts, `RETURNING`, `count()`); SQL written by hand uses
 * only what both engines share (`CASE`, `coalesce`, `false`) or these.
 */
export interface SqlFragments {
  /**
   * A moment as a timestamp column stores it, for arithmetic and comparisons
   * written by hand (SQLite: epoch milliseconds; PostgreSQL: timestamptz).
   */
  time(ms: number): SQL;
  /** A stored moment moved on by `ms` milliseconds (a number or an integer expression). */
  timePlusMs(time: SQL | Column, ms: SQL | number): SQL;
  /** The later of a nullable stored moment and `ms`. */
  laterTime(time: Column, ms: number): SQL;
  /** Text ordered by code point with ASCII letters folded: the admin list's title order. */
  titleOrder(column: Column): SQL;
  /**
   * `column LIKE pattern ESCAPE '\'` with ASCII letters matching in either
   * case and every other character as it is (SQLite's LIKE; PostgreSQL's
   * LIKE is case-sensitive and its ILIKE folds by locale).
   */
  likeFoldingAscii(column: Column | SQL, pattern: string): SQL;
  /**
   * A JSON list column as the text it is stored as (SQLite: the column;
   * PostgreSQL: jsonb's own spelling, a space after each comma).
   */
  jsonListText(column: Column): SQL;
  /** A text field of a JSON object column (null when absent). */
  jsonText(column: Column, key: string): SQL<string | null>;
  /** A number field of a JSON object column (null when absent). */
  jsonNumber(column: Column, key: string): SQL<number | null>;
  /**
   * A FROM item listing the strings of a JSON list column as rows of one
   * column, `alias.value`.
   */
  listItems(column: Column, alias: string): SQL;
  /**
   * A column whose indexes a condition on it must not use: where the
   * condition keeps most rows, walking another index in the order asked for
   * stops after a page, which SQLite's planner, without statistics, does not
   * know (PostgreSQL's does: the column as it is).
   */
  unindexed(column: Column): SQL;
}

/** A JSON field name as a SQL literal: names are the code's own, plain words only. */
function jsonKey(key: string): SQL {
  if (!/^\w+$/.test(key)) throw new Error(`Not a plain JSON field name: ${key}`);
  return sql.raw(`'${key}'`);
}

const ASCII_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ASCII_LOWER = 'abcdefghijklmnopqrstuvwxyz';
/**
 * PostgreSQL's ASCII folding, its constants written into the statement (not
 * bound): the trigram indexes of drizzle-postgres/0004 are on this very
 * expression, and the planner matches an index expression only to the same
 * constants.
 */
const foldAscii = (value: Column | SQL) =>
  sql`translate(${value}, ${sql.raw(`'${ASCII_UPPER}'`)}, ${sql.raw(`'${ASCII_LOWER}'`)})`;

export const sqliteFragments: SqlFragments = {
  time: (ms) => sql`${ms}`,
  timePlusMs: (time, ms) => sql`(${time} + ${ms})`,
  laterTime: (time, ms) => sql`max(coalesce(${time}, 0), ${ms})`,
  titleOrder: (column) => sql`${column} COLLATE NOCASE`,
  likeFoldingAscii: (column, pattern) => sql`${column} LIKE ${pattern} ESCAPE '\\'`,
  jsonListText: (column) => sql`${column}`,
  jsonText: (column, key) => sql<string | null>`json_extract(${column}, ${`$.${key}`})`,
  jsonNumber: (column, key) => sql<number | null>`json_extract(${column}, ${`$.${key}`})`,
  listItems: (column, alias) => sql`json_each(${column}) AS ${sql.identifier(alias)}`,
  // The unary plus: the same value, no longer a column an index could serve.
  unindexed: (column) => sql`+${column}`,
};

export const postgresFragments: SqlFragments = {
  time: (ms) => sql`to_timestamp(${ms}::double precision / 1000)`,
  timePlusMs: (time, ms) => sql`(${time} + (${ms})::double precision * interval '1 millisecond')`,
  laterTime: (time, ms) => sql`greatest(${time}, to_timestamp(${ms}::double precision / 1000))`,
  titleOrder: (column) => titleOrderKey(column as AnyPgColumn),
  likeFoldingAscii: (column, pattern) =>
    sql`${foldAscii(column)} LIKE ${foldAscii(sql`${pattern}::text`)} ESCAPE '\\'`,
  jsonListText: (column) => sql`(${column}::text)`,
  // The key is written into the statement, not bound: a query grouping by a
  // field repeats the expression, and PostgreSQL matches the GROUP BY to the
  // select list only when both are spelled alike (two parameters are not).
  jsonText: (column, key) => sql<string | null>`(${column} ->> ${jsonKey(key)})`,
  jsonNumber: (column, key) =>
    sql<number | null>`((${column} ->> ${jsonKey(key)})::double precision)`.mapWith(Number),
  listItems: (column, alias) =>
    sql`jsonb_array_elements_text(${column}) AS ${sql.identifier(alias)}(value)`,
  unindexed: (column) => sql`${column}`,
};
