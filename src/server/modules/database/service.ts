import {
  DATABASE_EXPORT_APP,
  DATABASE_EXPORT_VERSION,
  DATABASE_TABLES,
  type DatabaseExport,
  type DatabaseImportResult,
  type DatabaseTable,
} from '~/shared/schemas/database-export';
import { openReadSnapshot } from '../../db/read-snapshot';
import type { Store } from '../../db/store';
import type { ExportFileEntry } from './export-file-reader';
import { tableRecords } from './export-records';
import { importData, validateImport } from './import-records';
import { importExportFile } from './import-stream';

export { DatabaseImportError } from './import-records';

/**
 * The one module that spans every table: it writes a whole newsroom out as
 * JSON and reads one back in. Tables are named in an allow-list, column by
 * column, so sessions and any future secret never leave by accident.
 */
export function createDatabaseService(store: Store) {
  const { tables } = store;
  /** Every table's records, read from one snapshot: the tables agree with each other. */
  async function exportData(): Promise<DatabaseExport['data']> {
    const snapshot = await openReadSnapshot(store);
    try {
      const data: Record<string, unknown[]> = {};
      for (const table of DATABASE_TABLES) {
        const records: unknown[] = [];
        for await (const record of tableRecords(snapshot.db, tables, table)) records.push(record);
        data[table] = records;
      }
      return data as DatabaseExport['data'];
    } finally {
      await snapshot.end();
    }
  }

  function exportMeta(now: Date): DatabaseExport['meta'] {
    return {
      exportedAt: now.toISOString(),
      schemaVersion: DATABASE_EXPORT_VERSION,
      app: DATABASE_EXPORT_APP,
    };
  }

  return {
    /**
     * The whole newsroom as one JSON document; users carry password hashes,
     * never sessions. Readership travels as its daily summaries and article
     * views; its raw events stay behind.
     */
    async exportDatabase(now = new Date()): Promise<DatabaseExport> {
      return { meta: exportMeta(now), data: await exportData() };
    },

    /**
     * The same document as exportDatabase, as text in pieces: one record a
     * line, read a batch at a time from one snapshot of the database, so an
     * archive of any size is written out without holding it in memory, and
     * as it was at one moment however long the download takes. Stopping
     * early (return() on the generator) ends the snapshot. `onRecord` hears
     * of each record written, for a progress line.
     */
    async *exportText(
      now = new Date(),
      onRecord?: (table: DatabaseTable) => void,
    ): AsyncGenerator<string> {
      const snapshot = await openReadSnapshot(store);
      try {
        yield `{"meta":${JSON.stringify(exportMeta(now))},"data":{`;
        for (const [index, table] of DATABASE_TABLES.entries()) {
          yield `${index === 0 ? '' : ','}\n"${table}":[`;
          let count = 0;
          for await (const record of tableRecords(snapshot.db, tables, table)) {
            yield `${count === 0 ? '' : ','}\n${JSON.stringify(record)}`;
            count += 1;
            onRecord?.(table);
          }
          yield count === 0 ? ']' : '\n]';
        }
        yield '\n}}\n';
      } finally {
        await snapshot.end();
      }
    },

    /**
     * Validates every record of an export, then adds the new ones in one
     * transaction. Throws DatabaseImportError, having written nothing, when
     * any record is invalid.
     */
    async importDatabase(file: unknown): Promise<DatabaseImportResult> {
      return importData(store, validateImport(file));
    },

    /**
     * The same import, of a file read piece by piece (readExportFile): each
     * record is validated and added as it is read, in one transaction, so
     * a file of any size is imported whole or not at all, with the same
     * rules, counts and refusals as importDatabase.
     */
    importEntries(
      entries: Iterable<ExportFileEntry> | AsyncIterable<ExportFileEntry>,
    ): Promise<DatabaseImportResult> {
      return importExportFile(store, entries);
    },
  };
}

export type DatabaseService = ReturnType<typeof createDatabaseService>;
