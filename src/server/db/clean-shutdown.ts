import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';

/**
 * The integrity check at start reads the whole file, which grows with the
 * archive. A server that shut down cleanly leaves a note of the file exactly
 * as it left it (device, inode, size, modification time); the next start
 * skips the check when the file still matches the note and has no write-ahead
 * log. Any other file is checked: one restored or copied in, one written by
 * anything else, one left by a crash. The note is removed as soon as the file
 * is opened, so only a clean stop ever leaves one. Damage that keeps a file's
 * size and time (a failing disk) is what `gazette check` is for.
 */

interface FileStamp {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
}

const notePath = (databasePath: string) => `${databasePath}.clean`;

function stampOf(path: string): FileStamp | null {
  try {
    const { dev, ino, size, mtimeMs } = statSync(path);
    return { dev, ino, size, mtimeMs };
  } catch {
    return null;
  }
}

function hasLog(databasePath: string): boolean {
  return (stampOf(`${databasePath}-wal`)?.size ?? 0) > 0;
}

/** Whether the file is exactly as a clean shutdown of this server left it. */
export function leftClean(databasePath: string): boolean {
  const current = stampOf(databasePath);
  if (!current || hasLog(databasePath)) return false;
  try {
    const noted = JSON.parse(readFileSync(notePath(databasePath), 'utf8')) as FileStamp;
    return (
      noted.dev === current.dev &&
      noted.ino === current.ino &&
      noted.size === current.size &&
      noted.mtimeMs === current.mtimeMs
    );
  } catch {
    return false;
  }
}

/** Called when the file is opened: from now on a crash must not look like a clean stop. */
export function forgetCleanShutdown(databasePath: string): void {
  rmSync(notePath(databasePath), { force: true });
}

/** Called after the database was closed (its log checkpointed and removed). */
export function noteCleanShutdown(databasePath: string): void {
  const stamp = stampOf(databasePath);
  if (!stamp || hasLog(databasePath)) return;
  const temporary = `${notePath(databasePath)}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify(stamp));
  renameSync(temporary, notePath(databasePath));
}
