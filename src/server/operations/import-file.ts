import { closeSync, existsSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  DATABASE_TABLES,
  type DatabaseImportResult,
  type DatabaseTableCounts,
} from '~/shared/schemas/database-export';
import {
  type ExportFileEntry,
  ExportFileSyntaxError,
  readExportFile,
} from '../modules/database/export-file-reader';
import { DatabaseImportError, type DatabaseService } from '../modules/database/service';
import { tableCounts } from './export-file';
import { OperationError } from './operation-error';
import { createProgress, megabytes, type ProgressOptions, seconds, thousands } from './progress';

/**
 * A full collection this often: without it the runtime lets the records
 * already added pile up (a peak of 424 MB at 100,000 articles, 301 MB with
 * it, and no slower).
 */
const COLLECT_EVERY = 5000;

/** The file is read this many bytes at a time. */
const READ_BYTES = 1 << 20;

export interface ImportResult extends DatabaseImportResult {
  source: string;
  bytes: number;
  ms: number;
}

/** The file's text, a piece at a time; `read` counts the bytes read so far. */
function* textOf(fd: number, read: { bytes: number }): Generator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const buffer = new Uint8Array(READ_BYTES);
  for (;;) {
    const length = readSync(fd, buffer, 0, READ_BYTES, null);
    if (length === 0) break;
    read.bytes += length;
    yield decoder.decode(buffer.subarray(0, length), { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

const sum = (counts: DatabaseTableCounts) =>
  DATABASE_TABLES.reduce((total, table) => total + counts[table], 0);

/**
 * Imports an export file into the database by the admin page's rules (all or
 * nothing, records already present skipped and counted, an invalid record
 * named and nothing changed), read as it goes: memory holds a piece of the
 * file and the ids it maps, not the document, so the page's body limit does
 * not apply.
 */
export async function importFromFile(
  database: DatabaseService,
  source: string,
  progressOptions: ProgressOptions,
): Promise<ImportResult> {
  const started = performance.now();
  const path = resolve(source);
  if (!existsSync(path)) throw new OperationError(`There is no file at ${path}.`);
  if (statSync(path).isDirectory()) {
    throw new OperationError(`${path} is a folder; give the path of an export file.`);
  }
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const read = { bytes: 0 };
    const progress = createProgress(progressOptions);
    let records = 0;
    function* counted(entries: Iterable<ExportFileEntry>) {
      for (const entry of entries) {
        if (entry.kind === 'record') {
          records += 1;
          if (records % COLLECT_EVERY === 0) Bun.gc(true);
          progress.update(() => {
            const share = size > 0 ? Math.floor((read.bytes / size) * 100) : 100;
            return `Importing: ${share}% of ${megabytes(size)} read, ${thousands(records)} records`;
          });
        }
        yield entry;
      }
    }
    try {
      const result = await database.importEntries(counted(readExportFile(textOf(fd, read))));
      return { ...result, source: path, bytes: size, ms: performance.now() - started };
    } catch (error) {
      if (error instanceof DatabaseImportError) {
        throw new OperationError(`Nothing was imported from ${path}: ${error.message}`);
      }
      if (error instanceof ExportFileSyntaxError) {
        throw new OperationError(
          `Nothing was imported: ${path} is not valid JSON (${error.message}).`,
        );
      }
      if (error instanceof TypeError && /decode|utf-?8|encoded/i.test(error.message)) {
        throw new OperationError(`Nothing was imported: ${path} is not UTF-8 text.`);
      }
      throw error;
    } finally {
      progress.done();
    }
  } finally {
    closeSync(fd);
  }
}

/** The one line `gazette import FILE` prints: the admin page's counts. */
export function importReport(
  target: string,
  { source, imported, skipped, bytes, ms }: ImportResult,
) {
  return `Imported ${source} into ${target}: ${thousands(sum(imported))} records imported, ${thousands(sum(skipped))} already present and skipped (imported: ${tableCounts(imported)}; skipped: ${tableCounts(skipped)}), ${megabytes(bytes)}, ${seconds(ms)}.`;
}
