/** Support for the fault tests: a real server child, its database file read from the side. */
import { Database } from 'bun:sqlite';
import { expect } from 'bun:test';
import { join } from 'node:path';
import { projectRoot, type RunningServer } from '@tests/support/server-process';
import { integrityProblems } from '~/server/db/integrity';
import { buildArticle } from '~/server/db/seed/factories/article';

export const FAULT_ADMIN = { ADMIN_USERNAME: 'fault-admin', ADMIN_PASSWORD: 'fault-password' };

/** Where startServer puts the database inside the folder it is given. */
export const databaseIn = (dir: string) => join(dir, 'data', 'gazette.db');

/** Signs in over HTTP as the admin the environment created; returns the Cookie value. */
export async function signInOver(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({
      username: FAULT_ADMIN.ADMIN_USERNAME,
      password: FAULT_ADMIN.ADMIN_PASSWORD,
    }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';', 1)[0];
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}

/** A same-origin admin request with a JSON body, as the back office sends it. */
export function adminSend(
  url: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Reads a database file without writing to it, from outside the server. */
export function readOnly<T>(path: string, read: (sqlite: Database) => T): T {
  const sqlite = new Database(path, { readonly: true });
  try {
    return read(sqlite);
  } finally {
    sqlite.close();
  }
}

export interface Contents {
  /** One hash of every row of every table but sessions (a request may touch its own). */
  digest: string;
  rows: Record<string, number>;
}

/**
 * Every row of every ordinary table, the full-text index's own tables
 * included, as one hash: two equal digests mean the same data.
 */
export function contentsOf(path: string): Contents {
  return readOnly(path, (sqlite) => {
    const tables = sqlite
      .query(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'sessions' AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name",
      )
      .values() as [string][];
    const hasher = new Bun.CryptoHasher('sha256');
    const rows: Record<string, number> = {};
    for (const [table] of tables) {
      // Sorted as text: some full-text tables have no rowid to order by.
      const lines = (sqlite.query(`SELECT * FROM "${table}"`).values() as unknown[][])
        .map((row) =>
          JSON.stringify(row, (_, value) =>
            value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
          ),
        )
        .sort();
      rows[table] = lines.length;
      hasher.update(`${table}\n${lines.join('\n')}\n`);
    }
    return { digest: hasher.digest('hex'), rows };
  });
}

/** integrity_check and foreign_key_check of the file; [] when sound. */
export function problemsIn(path: string): string[] {
  return readOnly(path, (sqlite) => integrityProblems(sqlite, 'full'));
}

export function articleCount(path: string): number {
  return readOnly(
    path,
    (sqlite) => (sqlite.query('SELECT count(*) AS n FROM articles').get() as { n: number }).n,
  );
}

export interface CommandRun {
  exitCode: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
}

/** `bun src/server/index.ts ...args` as a child, as an operator runs the executable. */
export function spawnGazette(args: string[], env: Record<string, string>) {
  return Bun.spawn([process.execPath, join(projectRoot, 'src/server/index.ts'), ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
}

export async function runGazette(args: string[], env: Record<string, string>): Promise<CommandRun> {
  const child = spawnGazette(args, env);
  const [stdout, stderr] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
  ]);
  await child.exited;
  const signal = child.signalCode === null ? null : String(child.signalCode);
  return { exitCode: child.exitCode, signal, stdout, stderr };
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What an acknowledged save leaves: the article as edited, at its second version. */
export const SAVED_BEFORE_THE_CRASH = {
  slug: 'saved-before-the-crash',
  title: 'Edited the moment before the crash',
  version: 2,
};

/**
 * Creates an article and edits it over HTTP, each acknowledged, then kills
 * the server at once; returns the article's id, for a look at what survived.
 */
export async function saveThenCrash(server: RunningServer): Promise<number> {
  const cookie = await signInOver(server.url);
  const draft = buildArticle({ slug: SAVED_BEFORE_THE_CRASH.slug });
  const created = await adminSend(server.url, cookie, 'POST', '/api/admin/articles', draft);
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const edited = await adminSend(server.url, cookie, 'PATCH', `/api/admin/articles/${id}`, {
    ...draft,
    title: SAVED_BEFORE_THE_CRASH.title,
  });
  expect(edited.status).toBe(200);
  await server.crash();
  return id;
}
