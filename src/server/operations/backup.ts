import { Database } from 'bun:sqlite';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { DEFAULT_BUSY_TIMEOUT_MS } from '../db/client';
import { damagedDatabaseMessage, integrityProblems } from '../db/integrity';
import { OperationError } from './operation-error';

export interface BackupResult {
  source: string;
  target: string;
  bytes: number;
  ms: number;
}

/**
 * `<target name>.<pid>.partial`: the copy being written, never at the
 * target's own path; SQLite writes its rollback journal beside it.
 */
const PARTIAL = /^(?<name>.+)\.(?<pid>\d+)\.partial(-journal)?$/;

export function partialPathFor(target: string, pid = process.pid): string {
  return join(dirname(target), `${basename(target)}.${pid}.partial`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what earlier backups to the same target left when they were killed
 * mid-way. A partial file of a backup still running (another live process) is left alone.
 */
export function removeStalePartials(target: string): string[] {
  const removed: string[] = [];
  for (const entry of readdirSync(dirname(target))) {
    const match = PARTIAL.exec(entry);
    if (!match?.groups || match.groups.name !== basename(target)) continue;
    const pid = Number(match.groups.pid);
    if (pid !== process.pid && isRunning(pid)) continue;
    rmSync(join(dirname(target), entry), { force: true });
    removed.push(entry);
  }
  return removed;
}

export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function samePath(a: string, b: string): boolean {
  if (a === b) return true;
  return existsSync(b) && realpathSync(a) === realpathSync(b);
}

/** SQLite's own message, for an operator: why the live database could not be copied. */
function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Makes ready to write a backup at `target` (an absolute path): refuses a
 * folder, creates the parent folder, removes partial files left by killed
 * runs, and returns this run's partial path, renamed over `target` once whole.
 */
export function prepareBackupPath(target: string): string {
  if (existsSync(target) && statSync(target).isDirectory()) {
    throw new OperationError(
      `The backup path ${target} is a folder; give the path of the file to write.`,
    );
  }
  mkdirSync(dirname(target), { recursive: true });
  removeStalePartials(target);
  return partialPathFor(target);
}

/**
 * A consistent copy of the live database at `targetPath`, safe while the site
 * runs: VACUUM INTO a partial file beside the target (one read transaction,
 * so one moment of the data; compacted, in rollback-journal mode), fsync,
 * integrity_check of the copy, then a rename over the target and an fsync of
 * the folder. A crash at any point leaves the target as it was, either absent
 * or the previous complete backup; a leftover partial file is removed by the
 * next backup to the same target.
 */
export function backupDatabase(sourcePath: string, targetPath: string): BackupResult {
  const started = performance.now();
  const source = resolve(sourcePath);
  const target = resolve(targetPath);
  if (!existsSync(source)) throw new OperationError(`There is no database at ${source}.`);
  if (samePath(source, target)) {
    throw new OperationError(`The backup path ${target} is the live database itself.`);
  }
  const partial = prepareBackupPath(target);
  let renamed = false;
  try {
    // SQLite: VACUUM INTO from a read-only connection of its own; the backup
    // never writes to the live file.
    const live = new Database(source, { readonly: true });
    try {
      live.run(`PRAGMA busy_timeout = ${DEFAULT_BUSY_TIMEOUT_MS}`);
      live.run('VACUUM INTO ?', [partial]);
    } catch (error) {
      throw new OperationError(`The database at ${source} could not be copied: ${reason(error)}`);
    } finally {
      live.close();
    }

    fsyncPath(partial);
    const copy = new Database(partial, { readonly: true });
    let problems: string[];
    try {
      problems = integrityProblems(copy, 'full');
    } finally {
      copy.close();
    }
    if (problems.length > 0) {
      throw new OperationError(
        `The backup was not kept: ${damagedDatabaseMessage(source, problems)}`,
      );
    }

    renameSync(partial, target);
    renamed = true;
    // The rename itself is durable only once the folder's entry is on disk.
    fsyncPath(dirname(target));
    return { source, target, bytes: statSync(target).size, ms: performance.now() - started };
  } finally {
    if (!renamed) rmSync(partial, { force: true });
    rmSync(`${partial}-journal`, { force: true });
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The one line `gazette backup PATH` prints on success. */
export function backupReport({ source, target, bytes, ms }: BackupResult): string {
  return `Backed up ${source} to ${target} (${megabytes(bytes)}, integrity_check ok, ${(ms / 1000).toFixed(1)} s).`;
}
