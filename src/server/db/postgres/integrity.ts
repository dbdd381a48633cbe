/**
 * `gazette check` on PostgreSQL. The database server answers for its own
 * pages and indexes (what quick_check verifies on SQLite; pg_amcheck is the
 * tool when damage is suspected); what can go wrong is around the data: a database migrated by another version of the Gazette,
 * or not at all; a constraint added NOT VALID or an index whose build
 * failed; rows written with triggers disabled (a restore with
 * session_replication_role = replica) that break a foreign key; the search
 * triggers dropped; an identity sequence behind its table's largest id (rows
 * written with their own ids by something other than the Gazette's import).
 * Read-only: safe while the site runs.
 */
import { is } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { PostgresDb } from './connect';
import { identityColumns } from './identity-sequences';
import * as schema from './schema';

/**
 * Indexes only a hand-written migration declares (drizzle-postgres/0003_search_candidates.sql,
 * 0009_body_trigrams.sql).
 */
export const HAND_WRITTEN_INDEXES = [
  ...['title', 'summary', 'author', 'tags', 'content'].map(
    (column) => `articles_${column}_trgm_idx`,
  ),
  'articles_body_trigrams_idx',
];

/** The search change log's triggers on articles (drizzle-postgres/0003_search_candidates.sql, 0012). */
export const SEARCH_TRIGGERS = [
  'search_changes_after_insert_or_delete',
  'search_changes_after_update',
];

/** Extensions the search needs (trigram indexes). */
const EXTENSIONS = ['pg_trgm'];

export interface PostgresIntegrity {
  /** Empty when every check passed. */
  problems: string[];
  /** What was checked, for the line that says all is well. */
  serverVersion: string;
  migrations: { applied: number; expected: number };
}

interface ExpectedSchema {
  tables: string[];
  primaryKeys: string[];
  uniques: string[];
  foreignKeys: string[];
  indexes: string[];
}

/** What the schema module declares, in the shapes the catalogue queries below produce. */
function expectedSchema(): ExpectedSchema {
  const configs = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map(getTableConfig);
  const expected: ExpectedSchema = {
    tables: [],
    primaryKeys: [],
    uniques: [],
    foreignKeys: [],
    indexes: [...HAND_WRITTEN_INDEXES],
  };
  for (const table of configs) {
    expected.tables.push(table.name);
    const primary = table.columns.filter((column) => column.primary).map((column) => column.name);
    for (const key of table.primaryKeys) primary.push(...key.columns.map((column) => column.name));
    expected.primaryKeys.push(`${table.name}(${primary.join(', ')})`);
    for (const column of table.columns.filter((candidate) => candidate.isUnique)) {
      expected.uniques.push(`${table.name}(${column.name})`);
    }
    for (const key of table.uniqueConstraints) {
      expected.uniques.push(
        `${table.name}(${key.columns.map((column) => column.name).join(', ')})`,
      );
    }
    for (const key of table.foreignKeys) {
      const reference = key.reference();
      const parent = getTableConfig(reference.foreignTable).name;
      expected.foreignKeys.push(
        `${table.name}(${reference.columns.map((column) => column.name).join(', ')}) -> ${parent}(${reference.foreignColumns.map((column) => column.name).join(', ')})`,
      );
    }
    for (const index of table.indexes) expected.indexes.push(index.config.name!);
  }
  return expected;
}

const missing = (expected: readonly string[], present: readonly string[]) => {
  const found = new Set(present);
  return expected.filter((name) => !found.has(name));
};

/**
 * Everything wrong with the database at `db` (connected, not migrated by
 * this call), checked against this version's migrations in
 * `migrationsFolder` and its schema module.
 */
export async function postgresIntegrity(
  db: PostgresDb,
  migrationsFolder: string,
): Promise<PostgresIntegrity> {
  const sql = db.$client;
  const problems: string[] = [];
  const [version] = await sql<
    { version: string }[]
  >`SELECT current_setting('server_version') AS version`;

  // The migration level: every migration of this version applied, none unknown.
  const files = readMigrationFiles({ migrationsFolder });
  const [{ present } = { present: false }] = await sql<{ present: boolean }[]>`
    SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`;
  const applied = present
    ? await sql<{ hash: string; created_at: string }[]>`
        SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at`
    : [];
  const appliedAt = new Map(applied.map((row) => [Number(row.created_at), row.hash]));
  const known = new Set(files.map((file) => file.folderMillis));
  const notApplied = files.filter((file) => !appliedAt.has(file.folderMillis));
  if (notApplied.length > 0) {
    problems.push(
      `${notApplied.length} of ${files.length} migrations not applied (the server applies them when it starts)`,
    );
  }
  const changed = files.filter(
    (file) => appliedAt.has(file.folderMillis) && appliedAt.get(file.folderMillis) !== file.hash,
  );
  if (changed.length > 0) {
    problems.push(`${changed.length} applied migrations differ from this version's`);
  }
  const unknown = applied.filter((row) => !known.has(Number(row.created_at)));
  if (unknown.length > 0) {
    problems.push(
      `${unknown.length} applied migrations unknown to this version (migrated by a newer Gazette)`,
    );
  }

  const expected = expectedSchema();
  const tables = await sql<{ name: string }[]>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`;
  const absentTables = missing(
    expected.tables,
    tables.map((row) => row.name),
  );
  for (const table of absentTables) problems.push(`table ${table} is missing`);

  // Keys as declared, each with its columns in order.
  const constraints = await sql<
    { kind: string; name: string; key: string; parent: string | null; validated: boolean }[]
  >`
    SELECT c.contype AS kind, c.conname AS name, c.convalidated AS validated,
      format('%s(%s)', c.conrelid::regclass,
        (SELECT string_agg(a.attname, ', ' ORDER BY k.i) FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n)) AS key,
      CASE WHEN c.contype = 'f' THEN format('%s(%s)', c.confrelid::regclass,
        (SELECT string_agg(a.attname, ', ' ORDER BY k.i) FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
         JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n)) END AS parent
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE n.nspname = 'public' AND c.contype IN ('p', 'u', 'f', 'c')`;
  const ofKind = (kind: string) => constraints.filter((row) => row.kind === kind);
  for (const key of missing(
    expected.primaryKeys,
    ofKind('p').map((row) => row.key),
  )) {
    problems.push(`primary key ${key} is missing`);
  }
  for (const key of missing(
    expected.uniques,
    ofKind('u').map((row) => row.key),
  )) {
    problems.push(`unique key ${key} is missing`);
  }
  const foreignKeys = ofKind('f');
  for (const key of missing(
    expected.foreignKeys,
    foreignKeys.map((row) => `${row.key} -> ${row.parent}`),
  )) {
    problems.push(`foreign key ${key} is missing`);
  }
  for (const row of constraints.filter((candidate) => !candidate.validated)) {
    problems.push(`constraint ${row.name} on ${row.key} is not validated`);
  }

  // Foreign keys hold: no row refers to a row that is not there.
  for (const row of foreignKeys) {
    const [table, columns] = parseKey(row.key);
    const [parent, parentColumns] = parseKey(row.parent!);
    if (columns.length !== 1 || parentColumns.length !== 1) continue;
    const [{ n, example } = { n: 0, example: null }] = await sql<
      { n: number; example: string | null }[]
    >`
      SELECT count(*)::int AS n, min(c.${sql(columns[0]!)}::text) AS example FROM ${sql(table)} c
      WHERE c.${sql(columns[0]!)} IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM ${sql(parent)} p WHERE p.${sql(parentColumns[0]!)} = c.${sql(columns[0]!)})`;
    if (n > 0) {
      problems.push(
        `${n} ${table} ${n === 1 ? 'row refers' : 'rows refer'} to a missing ${parent} row (${columns[0]} ${example})`,
      );
    }
  }

  const indexes = await sql<{ name: string; valid: boolean }[]>`
    SELECT i.relname AS name, (x.indisvalid AND x.indisready) AS valid
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_namespace n ON n.oid = i.relnamespace WHERE n.nspname = 'public'`;
  for (const name of missing(
    expected.indexes,
    indexes.map((row) => row.name),
  )) {
    problems.push(`index ${name} is missing`);
  }
  for (const row of indexes.filter((index) => !index.valid)) {
    problems.push(`index ${row.name} is not valid (its build failed; REINDEX it)`);
  }

  const triggers = await sql<{ name: string; enabled: string }[]>`
    SELECT t.tgname AS name, t.tgenabled AS enabled FROM pg_trigger t
    WHERE t.tgrelid = to_regclass('public.articles') AND NOT t.tgisinternal`;
  for (const name of missing(
    SEARCH_TRIGGERS,
    triggers.map((row) => row.name),
  )) {
    problems.push(`search trigger ${name} is missing`);
  }
  for (const row of triggers.filter(
    (trigger) => SEARCH_TRIGGERS.includes(trigger.name) && trigger.enabled === 'D',
  )) {
    problems.push(`search trigger ${row.name} is disabled`);
  }
  const extensions = await sql<{ name: string }[]>`SELECT extname AS name FROM pg_extension`;
  for (const name of missing(
    EXTENSIONS,
    extensions.map((row) => row.name),
  )) {
    problems.push(`extension ${name} is not installed`);
  }

  // Identity sequences ahead of the largest id, or the next row added fails.
  for (const { table, column } of identityColumns) {
    if (absentTables.includes(table)) continue;
    const [{ sequence } = { sequence: null }] = await sql<{ sequence: string | null }[]>`
      SELECT pg_get_serial_sequence(${table}, ${column}) AS sequence`;
    if (!sequence) {
      problems.push(`the identity of ${table}.${column} has no sequence`);
      continue;
    }
    // The sequence's name comes quoted from PostgreSQL itself.
    const [position] = await sql.unsafe<{ next: number }[]>(
      `SELECT (CASE WHEN is_called THEN last_value + 1 ELSE last_value END)::float8 AS next FROM ${sequence}`,
    );
    const [{ largest } = { largest: null }] = await sql<{ largest: number | null }[]>`
      SELECT max(${sql(column)})::float8 AS largest FROM ${sql(table)}`;
    const row = { largest, next: position?.next ?? null };
    if (row && row.largest !== null && row.next !== null && row.next <= row.largest) {
      problems.push(
        `the identity of ${table}.${column} would give ${row.next}, not past the largest ${row.largest}`,
      );
    }
  }

  return {
    problems,
    serverVersion: version?.version ?? 'unknown',
    migrations: { applied: files.length - notApplied.length, expected: files.length },
  };
}

/** `table(a, b)` -> ['table', ['a', 'b']]. */
function parseKey(key: string): [string, string[]] {
  const open = key.indexOf('(');
  return [
    key.slice(0, open),
    key
      .slice(open + 1, -1)
      .split(', ')
      .filter(Boolean),
  ];
}
