import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DATABASE_TABLES, type DatabaseTableCounts } from '~/shared/schemas/database-export';
import type { DatabaseService } from '../modules/database/service';
import { partialPathFor, removeStalePartials } from './backup';
import { OperationError } from './operation-error';
import { createProgress, megabytes, type ProgressOptions, seconds, thousands } from './progress';

/** `gazette export -` writes the document to standard output. */
export const STANDARD_OUTPUT = '-';

/**
 * A full collection this often: without it the runtime lets the text of
 * records already written pile up (about 300 MB at 100,000 articles, 180 MB
 * with it, at no measurable cost in time).
 */
const COLLECT_EVERY = 5000;

/** Text is handed to the file system in pieces of about this many characters. */
const WRITE_CHARS = 1 << 20;

export interface ExportResult {
  /** The file written, or '-' for standard output. */
  target: string;
  counts: DatabaseTableCounts;
  bytes: number;
  ms: number;
}

/** Writes all of `bytes`, however the descriptor takes them (a pipe may take part, or ask to wait). */
function writeAll(fd: number, bytes: Uint8Array) {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Bun.sleepSync(1);
    }
  }
}

function fsyncFolder(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes the export document (the admin page's download, byte for byte) to
 * `target`: into a partial file beside it, fsynced, then renamed over it and
 * the folder fsynced, so `target` is always a whole export, the previous one
 * or the new one. Reads one snapshot of the database, so it is safe while
 * the site runs. '-' writes to standard output instead.
 */
export async function exportToFile(
  database: DatabaseService,
  target: string,
  progressOptions: ProgressOptions,
  now = new Date(),
): Promise<ExportResult> {
  const started = performance.now();
  const toOutput = target === STANDARD_OUTPUT;
  const path = toOutput ? STANDARD_OUTPUT : resolve(target);
  if (!toOutput) {
    if (existsSync(path) && statSync(path).isDirectory()) {
      throw new OperationError(
        `The export path ${path} is a folder; give the path of the file to write.`,
      );
    }
    mkdirSync(dirname(path), { recursive: true });
    removeStalePartials(path);
  }
  const partial = toOutput ? null : partialPathFor(path);
  const fd = partial === null ? 1 : openSync(partial, 'w');
  const counts = Object.fromEntries(
    DATABASE_TABLES.map((table) => [table, 0]),
  ) as DatabaseTableCounts;
  const encoder = new TextEncoder();
  const progress = createProgress(progressOptions);
  let records = 0;
  let bytes = 0;
  let renamed = false;
  try {
    let pending = '';
    // One buffer for every write: a fresh one per megabyte would be left for
    // the collector, and the process would hold hundreds of them at a time.
    const scratch = new Uint8Array(WRITE_CHARS * 4);
    const flush = () => {
      const { read, written } = encoder.encodeInto(pending, scratch);
      const encoded =
        read === pending.length ? scratch.subarray(0, written) : encoder.encode(pending);
      writeAll(fd, encoded);
      bytes += encoded.length;
      pending = '';
    };
    const pieces = database.exportText(now, (table) => {
      counts[table] += 1;
      records += 1;
      if (records % COLLECT_EVERY === 0) Bun.gc(true);
      progress.update(
        () => `Exporting: ${thousands(records)} records, ${megabytes(bytes)} written`,
      );
    });
    for await (const piece of pieces) {
      pending += piece;
      if (pending.length >= WRITE_CHARS) flush();
    }
    flush();
    progress.done();
    if (partial !== null) {
      fsyncSync(fd);
      closeSync(fd);
      renameSync(partial, path);
      renamed = true;
      // The rename itself is durable only once the folder's entry is on disk.
      fsyncFolder(dirname(path));
    }
    return { target: path, counts, bytes, ms: performance.now() - started };
  } finally {
    progress.done();
    if (partial !== null && !renamed) {
      try {
        closeSync(fd);
      } catch {
        // Already closed: the failure came after it.
      }
      rmSync(partial, { force: true });
    }
  }
}

/** `articles 100000, users 2`: the tables that have records, in the export's order. */
export function tableCounts(counts: DatabaseTableCounts): string {
  const listed = DATABASE_TABLES.filter((table) => counts[table] > 0).map(
    (table) => `${table} ${counts[table]}`,
  );
  return listed.length === 0 ? 'none' : listed.join(', ');
}

/** The one line `gazette export FILE` prints. */
export function exportReport(source: string, { target, counts, bytes, ms }: ExportResult): string {
  const total = DATABASE_TABLES.reduce((sum, table) => sum + counts[table], 0);
  const where = target === STANDARD_OUTPUT ? 'standard output' : target;
  return `Exported ${source} to ${where}: ${thousands(total)} records (${tableCounts(counts)}), ${megabytes(bytes)}, ${seconds(ms)}.`;
}
