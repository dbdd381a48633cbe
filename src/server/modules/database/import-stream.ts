import type { z } from 'zod';
import {
  analyticsArticleViewsRecordSchema,
  analyticsSummaryRecordSchema,
  articleRecordSchema,
  articleRevisionRecordSchema,
  authorProfileRecordSchema,
  breakingNewsRecordSchema,
  DATABASE_TABLES,
  type DatabaseImportResult,
  type DatabaseTable,
  databaseExportSchema,
  EXPORT_REFERENCES,
  editorialTeamRecordSchema,
  exportIssuePath,
  referenceMessage,
  userRecordSchema,
} from '~/shared/schemas/database-export';
import type { Store } from '../../db/store';
import { withoutNul } from '../../http/nul-characters';
import type { ExportFileEntry } from './export-file-reader';
import { cleanedBody, DatabaseImportError, emptyBodyMessage } from './import-records';
import { type ImportRecord, importRecords, type RecordImporter } from './record-importer';

const RECORD_SCHEMAS: { [T in DatabaseTable]: z.ZodType<ImportRecord<T>, unknown> } = {
  users: userRecordSchema,
  authorProfiles: authorProfileRecordSchema,
  articles: articleRecordSchema,
  articleRevisions: articleRevisionRecordSchema,
  breakingNews: breakingNewsRecordSchema,
  editorialTeam: editorialTeamRecordSchema,
  analyticsSummaries: analyticsSummaryRecordSchema,
  analyticsArticleViews: analyticsArticleViewsRecordSchema,
};

const isTable = (name: string): name is DatabaseTable =>
  (DATABASE_TABLES as readonly string[]).includes(name);

/** The first problem of `schema` with `value`, named as the whole-file check names it. */
function refusal(schema: z.ZodType, value: unknown, path: PropertyKey[]): string | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const where = exportIssuePath([...path, ...issue.path]);
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * The rules of the whole-file check (databaseExportSchema, then the cleaning
 * of bodies) applied one record at a time, in the same order of precedence:
 * a record out of shape is refused at once; a repeated id, a reference to
 * nothing in the file and a body empty once cleaned are noted (the first of
 * each kind) and refused at the end, in the order the whole-file check
 * reports them, so the same file is refused with the same line either way
 * (for a file with meta before data, as an export writes it; otherwise a
 * fault in meta may be named after one in data).
 */
function createRecordChecks() {
  // The whole-file check's order: repeated ids, then references, then bodies.
  const kinds = [
    'users.id',
    'authorProfiles.id',
    'articles.id',
    ...EXPORT_REFERENCES.map(({ table, field }) => `${table}.${field}`),
    'articles.content',
    'articleRevisions.content',
  ];
  const noted = new Map<string, string>();
  const note = (kind: string, message: string) => {
    if (!noted.has(kind)) noted.set(kind, message);
  };
  const ids = {
    users: new Set<number | string>(),
    authorProfiles: new Set<number | string>(),
    articles: new Set<number | string>(),
  };
  const unique = (table: keyof typeof ids, index: number, id: number | string) => {
    if (ids[table].has(id)) {
      note(`${table}.id`, `${table}[${index}].id: Another record in the export has id ${id}`);
    }
    ids[table].add(id);
  };
  /** Notes each reference of the record that points at no record read before it. */
  const references = (table: DatabaseTable, index: number, record: object) => {
    for (const reference of EXPORT_REFERENCES) {
      if (reference.table !== table) continue;
      const value = (record as Record<string, unknown>)[reference.field] as number | string | null;
      if (value !== null && !ids[reference.target].has(value)) {
        note(
          `${table}.${reference.field}`,
          `${table}[${index}].${reference.field}: ${referenceMessage(reference.what, value)}`,
        );
      }
    }
  };
  const body = (table: 'articles' | 'articleRevisions', index: number, content: string) => {
    const cleaned = cleanedBody(content);
    if (cleaned === null) note(`${table}.content`, emptyBodyMessage(`${table}[${index}]`));
    return cleaned ?? content;
  };

  return {
    /** The record validated, its body cleaned; throws when it is out of shape. */
    check<T extends DatabaseTable>(table: T, index: number, sent: unknown): ImportRecord<T> {
      const schema = RECORD_SCHEMAS[table];
      // As every write of the site does: text keeps no NUL character.
      const value = withoutNul(sent);
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        throw new DatabaseImportError(refusal(schema, value, ['data', table, index])!);
      }
      const record = parsed.data as ImportRecord<DatabaseTable>;
      if (table === 'users') unique('users', index, (record as ImportRecord<'users'>).id);
      if (table === 'authorProfiles')
        unique('authorProfiles', index, (record as { id: number }).id);
      if (table === 'articles') unique('articles', index, (record as { id: number }).id);
      references(table, index, record);
      if (table === 'articles' || table === 'articleRevisions') {
        const versioned = record as { content: string };
        versioned.content = body(table, index, versioned.content);
      }
      return record as ImportRecord<T>;
    },
    /** Throws the first problem noted, by the whole-file check's order. */
    finish() {
      for (const kind of kinds) {
        const message = noted.get(kind);
        if (message !== undefined) throw new DatabaseImportError(message);
      }
    },
  };
}

/**
 * Imports an export file as it is read (readExportFile's entries): each
 * record is validated and added in turn, inside one transaction, so a file
 * larger than memory is imported whole or, at its first invalid record, not
 * at all. The rules and the counts are those of an import of the whole
 * document. Tables are added in the order of DATABASE_TABLES; a file that
 * lists them in another order (an export never does) has the early ones
 * held in memory until their turn.
 */
export function importExportFile(
  store: Store,
  entries: Iterable<ExportFileEntry> | AsyncIterable<ExportFileEntry>,
): Promise<DatabaseImportResult> {
  return importRecords(store, async (add: RecordImporter) => {
    const checks = createRecordChecks();
    const apply = async (table: DatabaseTable, index: number, value: unknown) => {
      const record = checks.check(table, index, value);
      await (add[table] as (record: ImportRecord<DatabaseTable>) => Promise<void>)(record);
    };
    /** The table whose records are added as they come; later ones wait for it. */
    let turn = 0;
    const finished = new Set<DatabaseTable>();
    const waiting = new Map<DatabaseTable, unknown[]>();
    const advance = async () => {
      while (turn < DATABASE_TABLES.length && finished.has(DATABASE_TABLES[turn]!)) {
        turn += 1;
        const table = DATABASE_TABLES[turn];
        if (table === undefined) return;
        const held = waiting.get(table);
        waiting.delete(table);
        for (const [index, value] of (held ?? []).entries()) await apply(table, index, value);
      }
    };
    const seen = new Set<string>();
    let hasMeta = false;
    let hasData = false;

    for await (const entry of entries) {
      if (entry.kind === 'record') {
        if (!isTable(entry.table)) continue;
        if (entry.table === DATABASE_TABLES[turn]) {
          await apply(entry.table, entry.index, entry.value);
        } else {
          const held = waiting.get(entry.table) ?? [];
          held.push(entry.value);
          waiting.set(entry.table, held);
        }
        continue;
      }
      if (entry.kind === 'section') {
        if (entry.key === 'meta') {
          hasMeta = true;
          const problem = refusal(databaseExportSchema.shape.meta, entry.value, ['meta']);
          if (problem) throw new DatabaseImportError(problem);
        }
        if (entry.key === 'data') {
          throw new DatabaseImportError(
            refusal(databaseExportSchema.shape.data, entry.value, ['data']) ??
              'The export has no data section',
          );
        }
        continue;
      }
      if (entry.kind === 'data') {
        if (hasData) throw new DatabaseImportError('data appears twice in the export');
        hasData = true;
        continue;
      }
      if (!isTable(entry.table)) continue;
      if (seen.has(entry.table)) {
        throw new DatabaseImportError(`data.${entry.table} appears twice in the export`);
      }
      seen.add(entry.table);
      if (entry.kind === 'table') {
        const schema = databaseExportSchema.shape.data.shape[entry.table];
        throw new DatabaseImportError(
          refusal(schema, entry.value, ['data', entry.table]) ??
            `${entry.table}: Must be a list of records`,
        );
      }
      finished.add(entry.table);
      await advance();
    }
    // As the whole-file check words an absent section.
    if (!hasMeta) {
      throw new DatabaseImportError(refusal(databaseExportSchema.shape.meta, undefined, ['meta'])!);
    }
    if (!hasData) {
      throw new DatabaseImportError(refusal(databaseExportSchema.shape.data, undefined, ['data'])!);
    }
    // Tables the file does not list are empty; what waited for them is added now.
    for (const table of DATABASE_TABLES) finished.add(table);
    await advance();
    checks.finish();
  });
}
