/**
 * The SQLite schema and its PostgreSQL twin describe the same database: every
 * table, column, key, default and index of one has its match in the other.
 * A change to one schema without the other fails here, naming the difference.
 */
import { describe, expect, test } from 'bun:test';
import { Column, getTableName, is, SQL, StringChunk, type Table } from 'drizzle-orm';
import { PgTable, getTableConfig as pgTableConfig } from 'drizzle-orm/pg-core';
import { SQLiteTable, getTableConfig as sqliteTableConfig } from 'drizzle-orm/sqlite-core';
import * as sqliteSchema from '../schema';
import * as pgSchema from './schema';

/**
 * Tables that exist on one engine only, with the reason. The SQLite full-text
 * index is a virtual table that drizzle does not declare, so it is not listed.
 */
const ENGINE_SPECIFIC: Record<string, string> = {
  data_version:
    'PostgreSQL: how processes learn of each other’s writes; SQLite has PRAGMA data_version',
};

type AnyColumn = Column & {
  primary: boolean;
  isUnique: boolean;
  uniqueName?: string;
  autoIncrement?: boolean;
  generatedIdentity?: unknown;
  defaultFn?: unknown;
  enumValues?: readonly string[];
};

interface ColumnShape {
  /** The JavaScript type drizzle reads: 'string', 'number', 'boolean', 'date', 'json'. */
  jsType: string;
  notNull: boolean;
  primaryKey: boolean;
  unique: string | null;
  /** 'none', 'generated id', 'js', 'sql', or the literal default's JSON. */
  default: string;
  enumValues: readonly string[] | null;
}

function describeDefault(column: AnyColumn): string {
  if (column.autoIncrement || column.generatedIdentity) return 'generated id';
  if (column.defaultFn) return 'js';
  if (!column.hasDefault || column.default === undefined) return 'none';
  if (is(column.default, SQL)) return 'sql';
  return JSON.stringify(column.default);
}

function jsType(column: AnyColumn): string {
  // A bigint read in 'number' mode is a number too.
  if (column.dataType === 'bigint' && column.columnType === 'PgBigInt53') return 'number';
  // bytea is declared as a custom type that reads a Buffer, as SQLite's blob does.
  if (column.columnType === 'PgCustomColumn' && column.getSQLType() === 'bytea') return 'buffer';
  return column.dataType;
}

function describeColumn(column: AnyColumn): ColumnShape {
  return {
    jsType: jsType(column),
    notNull: column.notNull,
    primaryKey: column.primary,
    unique: column.isUnique ? (column.uniqueName ?? 'unnamed') : null,
    default: describeDefault(column),
    enumValues: column.enumValues && column.enumValues.length > 0 ? column.enumValues : null,
  };
}

/**
 * The columns an SQL expression reads, in order: `lower(title)` and `title
 * COLLATE NOCASE` alike are `expression(title)`. A column in descending
 * order is `name desc`, written `column DESC` (SQLite) or `.desc()`.
 */
function describeIndexPart(part: unknown): string {
  if (is(part, SQL)) {
    const columns = part.queryChunks.filter((chunk) => is(chunk, Column)).map((c) => c.name);
    const text = part.queryChunks
      .filter((chunk) => is(chunk, StringChunk))
      .flatMap((chunk) => chunk.value)
      .join('')
      .trim();
    if (columns.length === 1 && text === 'DESC') return `${columns[0]} desc`;
    return `expression(${columns.join(', ')})`;
  }
  const { name, indexConfig } = part as { name: string; indexConfig?: { order?: string } };
  return indexConfig?.order === 'desc' ? `${name} desc` : name;
}

interface TableShape {
  columns: Record<string, ColumnShape>;
  primaryKeys: string[][];
  uniqueConstraints: string[][];
  foreignKeys: string[];
  indexes: Record<string, { unique: boolean; parts: string[]; partial: boolean }>;
}

type TableConfig = {
  columns: Column[];
  primaryKeys: { columns: Column[] }[];
  uniqueConstraints: { columns: Column[] }[];
  foreignKeys: {
    reference: () => { columns: Column[]; foreignColumns: Column[]; foreignTable: Table };
    onDelete?: string;
    onUpdate?: string;
  }[];
  indexes: { config: { name: string; unique: boolean; columns: unknown[]; where?: SQL } }[];
};

function describeTable(config: TableConfig): TableShape {
  const names = (columns: Column[]) => columns.map((column) => column.name);
  return {
    columns: Object.fromEntries(
      config.columns.map((column) => [column.name, describeColumn(column as AnyColumn)]),
    ),
    primaryKeys: config.primaryKeys.map((key) => names(key.columns)),
    uniqueConstraints: config.uniqueConstraints.map((key) => names(key.columns)),
    foreignKeys: config.foreignKeys
      .map((key) => {
        const ref = key.reference();
        return `(${names(ref.columns)}) -> ${getTableName(ref.foreignTable)}(${names(ref.foreignColumns)}) on delete ${key.onDelete ?? 'no action'} on update ${key.onUpdate ?? 'no action'}`;
      })
      .sort(),
    indexes: Object.fromEntries(
      config.indexes.map(({ config: index }) => [
        index.name,
        {
          unique: index.unique,
          parts: index.columns.map(describeIndexPart),
          partial: index.where !== undefined,
        },
      ]),
    ),
  };
}

function tablesOf<T>(schema: Record<string, unknown>, isTable: (value: unknown) => value is T) {
  return Object.values(schema).filter(isTable);
}

const sqliteTables = new Map(
  tablesOf(sqliteSchema, (value): value is SQLiteTable => is(value, SQLiteTable)).map((table) => [
    getTableName(table),
    describeTable(sqliteTableConfig(table) as unknown as TableConfig),
  ]),
);
const pgTables = new Map(
  tablesOf(pgSchema, (value): value is PgTable => is(value, PgTable)).map((table) => [
    getTableName(table),
    describeTable(pgTableConfig(table) as unknown as TableConfig),
  ]),
);

describe('the PostgreSQL schema mirrors the SQLite schema', () => {
  test('both declare the same tables', () => {
    const shared = (names: Iterable<string>) =>
      [...names].filter((name) => !(name in ENGINE_SPECIFIC)).sort();
    expect(shared(pgTables.keys())).toEqual(shared(sqliteTables.keys()));
    expect(sqliteTables.size).toBeGreaterThanOrEqual(15);
  });

  for (const [name, sqliteTable] of sqliteTables) {
    if (name in ENGINE_SPECIFIC) continue;
    test(`${name}: columns, keys, defaults and indexes`, () => {
      const pgTable = pgTables.get(name);
      expect(pgTable, `${name} is missing from src/server/db/postgres/schema.ts`).toBeDefined();
      // Column by column first, so a failure names the column.
      expect(Object.keys(pgTable!.columns).sort()).toEqual(Object.keys(sqliteTable.columns).sort());
      for (const [column, shape] of Object.entries(sqliteTable.columns)) {
        expect({ column, ...pgTable!.columns[column] }).toEqual({ column, ...shape });
      }
      expect(pgTable).toEqual(sqliteTable);
    });
  }
});

describe('the parity description', () => {
  test('tells apart what the comparison relies on', () => {
    const articles = sqliteTables.get('articles')!;
    expect(articles.columns.id!.default).toBe('generated id');
    expect(articles.columns.status!.enumValues).toContain('published');
    expect(articles.columns.created_at).toMatchObject({ jsType: 'date', default: 'sql' });
    expect(articles.columns.featured).toMatchObject({ jsType: 'boolean', default: 'false' });
    expect(articles.indexes.articles_section_status_title_idx!.parts).toEqual([
      'section',
      'status',
      'expression(title)',
      'id',
    ]);
    expect(articles.foreignKeys).toContain(
      '(author_id) -> author_profiles(id) on delete set null on update no action',
    );
    expect(articles.indexes.articles_read_time_idx!.parts).toEqual([
      'read_time',
      'sort_time desc',
      'id desc',
    ]);
    expect(sqliteTables.get('users')!.columns.id!.default).toBe('js');
    expect(sqliteTables.get('sign_in_failures')!.primaryKeys).toEqual([['account', 'address']]);
  });
});
