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
  const { db } = store;
  function exportData(): DatabaseExport['data'] {
    return Object.fromEntries(
      DATABASE_TABLES.map((table) => [table, [...tableRecords(db, table)]]),
    ) as DatabaseExport['data'];
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
    exportDatabase(now = new Date()): DatabaseExport {
      return { meta: exportMeta(now), data: exportData() };
    },

    /**
     * The same document as exportDatabase, as text in pieces: one record a
     * line, read a batch at a time from one snapshot of the database, so an
     * archive of any size is written out without holding it in memory, and
     * as it was at one moment however long the download takes. Stopping
     * early (return() on the generator) ends the snapshot. `onRecord` hears
     * of each record written, for a progress line.
     */
    *exportText(now = new Date(), onRecord?: (table: DatabaseTable) => void): Generator<string> {
      const snapshot = openReadSnapshot(db);
      try {
        yield `{"meta":${JSON.stringify(exportMeta(now))},"data":{`;
        for (const [index, table] of DATABASE_TABLES.entries()) {
          yield `${index === 0 ? '' : ','}\n"${table}":[`;
          let count = 0;
          for (const record of tableRecords(snapshot.db, table)) {
            yield `${count === 0 ? '' : ','}\n${JSON.stringify(record)}`;
            count += 1;
            onRecord?.(table);
          }
          yield count === 0 ? ']' : '\n]';
        }
        yield '\n}}\n';
      } finally {
        snapshot.end();
      }
    },

    /**
     * Validates every record of an export, then adds the new ones in one
     * transaction. Throws DatabaseImportError, having written nothing, when
     * any record is invalid.
     */
    importDatabase(file: unknown): DatabaseImportResult {
      return importData(db, validateImport(file));
    },

    /**
     * The same import, of a file read piece by piece (readExportFile): each
     * record is validated and added as it is read, in one transaction, so
     * a file of any size is imported whole or not at all, with the same
     * rules, counts and refusals as importDatabase.
     */
    importEntries(entries: Iterable<ExportFileEntry>): DatabaseImportResult {
      return importExportFile(db, entries);
    },
  };
}

export type DatabaseService = ReturnType<typeof createDatabaseService>;
