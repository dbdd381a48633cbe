import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseDatabaseUrl, withoutPassword } from '../db/postgres/connection-errors';
import { fsyncPath, prepareBackupPath } from './backup';
import { postgresName } from './command-database';
import { OperationError } from './operation-error';
import { megabytes, seconds } from './progress';

export interface PostgresBackupResult {
  name: string;
  target: string;
  bytes: number;
  /** Entries pg_restore lists in the file; null when pg_restore is not beside pg_dump. */
  entries: number | null;
  ms: number;
}

type Environment = Record<string, string | undefined>;

/** The URL without its password, which goes to pg_dump through PGPASSWORD instead. */
function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

/** The first lines of a tool's complaint, one line long, without the password. */
function complaint(text: string, password: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return withoutPassword(lines.slice(0, 2).join(' ') || 'no message', password);
}

async function run(command: string[], env: Environment) {
  const child = Bun.spawn(command, { env, stdin: 'ignore', stdout: 'pipe', stderr: 'pipe' });
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  return { stdout, stderr, code };
}

/**
 * `gazette backup PATH` on PostgreSQL: a database server has its own backup
 * tool, and the Gazette runs it rather than copy rows itself (what
 * `gazette export` is for). pg_dump from PATH writes the custom format (one
 * consistent snapshot, safe while the site runs; restored with pg_restore)
 * into a partial file beside PATH; pg_restore lists it back when it is there
 * too; then it is fsynced and renamed over PATH, so PATH is always a whole
 * backup. The password reaches pg_dump only through PGPASSWORD: never on
 * its command line (visible to every user of the machine) nor in a line.
 * Without pg_dump on PATH, one line says so and nothing is written.
 */
export async function backupPostgres(
  url: string,
  targetPath: string,
  environment: Environment,
): Promise<PostgresBackupResult> {
  const started = performance.now();
  const name = postgresName(url);
  const { password } = parseDatabaseUrl(url);
  const pgDump = Bun.which('pg_dump', { PATH: environment.PATH ?? '' });
  if (!pgDump) {
    throw new OperationError(
      `PostgreSQL backups are pg_dump's job: pg_dump is not on PATH, so nothing was written. Install PostgreSQL's client tools (pg_dump of the server's version or newer) and run "gazette backup PATH" again, or use pg_dump and the database's own backups for ${name}.`,
    );
  }
  const target = resolve(targetPath);
  const partial = prepareBackupPath(target);

  const { DATABASE_URL: _url, ...inherited } = environment;
  const env: Environment = password ? { ...inherited, PGPASSWORD: password } : inherited;
  let renamed = false;
  try {
    const dump = await run(
      [
        pgDump,
        '--format=custom',
        '--no-password',
        `--file=${partial}`,
        `--dbname=${withoutCredentials(url)}`,
      ],
      env,
    );
    if (dump.code !== 0) {
      throw new OperationError(
        `pg_dump could not back up ${name}, nothing was written: ${complaint(dump.stderr, password)}`,
      );
    }
    let entries: number | null = null;
    const pgRestore = join(dirname(pgDump), 'pg_restore');
    if (existsSync(pgRestore)) {
      const list = await run([pgRestore, '--list', partial], env);
      if (list.code !== 0) {
        throw new OperationError(
          `The backup was not kept: pg_restore cannot read what pg_dump wrote (${complaint(list.stderr, password)}).`,
        );
      }
      entries = list.stdout.split('\n').filter((line) => line && !line.startsWith(';')).length;
    }
    fsyncPath(partial);
    renameSync(partial, target);
    renamed = true;
    fsyncPath(dirname(target));
    return { name, target, bytes: statSync(target).size, entries, ms: performance.now() - started };
  } finally {
    if (!renamed) rmSync(partial, { force: true });
  }
}

/** The one line `gazette backup PATH` prints on PostgreSQL. */
export function postgresBackupReport({
  name,
  target,
  bytes,
  entries,
  ms,
}: PostgresBackupResult): string {
  const listed = entries === null ? '' : `, ${entries} entries listed by pg_restore`;
  return `Backed up ${name} to ${target} with pg_dump (custom format, ${megabytes(bytes)}${listed}, ${seconds(ms)}); restore it with pg_restore.`;
}
