import { Database } from 'bun:sqlite';
import { closeSync, openSync, statSync, writeSync } from 'node:fs';

/** Test support: damaged database files, as a failing disk or a stray write would leave them. */

/** Folds the write-ahead log into the main file, so damage to the file is what a reader sees. */
export function checkpoint(path: string): void {
  const sqlite = new Database(path);
  sqlite.run('PRAGMA wal_checkpoint(TRUNCATE)');
  sqlite.close();
}

/**
 * Overwrites the middle fifth of the file's pages with bytes that are no
 * b-tree page, leaving page 1 (the header and schema) readable: SQLite opens
 * the file and its checks then find the damage.
 */
export function corruptMiddlePages(path: string, pageSize = 4096): void {
  const pages = Math.floor(statSync(path).size / pageSize);
  if (pages < 5) throw new Error(`${path} has too few pages (${pages}) to damage its middle`);
  const first = Math.max(2, Math.floor(pages * 0.4));
  const last = Math.max(first, Math.floor(pages * 0.6));
  const garbage = new Uint8Array(pageSize).fill(0xa5);
  const fd = openSync(path, 'r+');
  try {
    for (let page = first; page <= last; page += 1) {
      writeSync(fd, garbage, 0, pageSize, (page - 1) * pageSize);
    }
  } finally {
    closeSync(fd);
  }
}

/** A file of random bytes where the database should be. */
export function randomBytes(size = 8192): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(size));
}
