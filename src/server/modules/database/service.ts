import {
  DATABASE_EXPORT_APP,
  DATABASE_EXPORT_VERSION,
  DATABASE_TABLES,
  type DatabaseExport,
  type DatabaseImportResult,
} from '~/shared/schemas/database-export';
import type { Db } from '../../db/client';
import { openReadSnapshot } from '../../db/read-snapshot';
import { tableRecords } from './export-records';
import { importData, validateImport } from './import-records';

export { DatabaseImportError } from './import-records';

/**
 * The one module that spans every table: it writes a whole newsroom out as
 * JSON and reads one back in. Tables are named in an allow-list, column by
 * column, so sessions and any future secret never leave by accident.
 */
export function createDatabaseService(db: Db) {
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
     * early (return() on the generator) ends the snapshot.
     */
    *exportText(now = new Date()): Generator<string> {
      const snapshot = openReadSnapshot(db);
      try {
        yield `{"meta":${JSON.stringify(exportMeta(now))},"data":{`;
        for (const [index, table] of DATABASE_TABLES.entries()) {
          yield `${index === 0 ? '' : ','}\n"${table}":[`;
          let count = 0;
          for (const record of tableRecords(snapshot.db, table)) {
            yield `${count === 0 ? '' : ','}\n${JSON.stringify(record)}`;
            count += 1;
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
  };
}

export type DatabaseService = ReturnType<typeof createDatabaseService>;
