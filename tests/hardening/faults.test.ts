/**
 * Faults with a real server process: SIGKILL in the middle of a write, a
 * second process holding the write lock, a backup killed half-way, damaged
 * database files. Each test runs its own server on its own folder.
 */
import { Database } from 'bun:sqlite';
import { afterEach, describe, expect, test } from 'bun:test';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkpoint, corruptMiddlePages, randomBytes } from '@tests/support/database-corruption';
import { type RunningServer, startServer } from '@tests/support/server-process';
import { openDatabase } from '~/server/db/client';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { buildBreakingNews } from '~/server/db/seed/factories/breaking-news';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import { createSqliteStore } from '~/server/db/store';
import { DATABASE_BUSY_MESSAGE, isDatabaseBusy } from '~/server/http/database-busy';
import { partialPathFor } from '~/server/operations/backup';
import { createServices } from '~/server/services';
import {
  adminSend,
  articleCount,
  contentsOf,
  databaseIn,
  FAULT_ADMIN,
  megabytes,
  problemsIn,
  readOnly,
  runGazette,
  SAVED_BEFORE_THE_CRASH,
  saveThenCrash,
  seconds,
  signInOver,
  spawnGazette,
} from './fault-support';
import { buildLargeExport } from './large-export';

const folders: string[] = [];
const servers: RunningServer[] = [];

function newFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gazette-faults-'));
  folders.push(dir);
  return dir;
}

async function serve(dir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startServer({ cwd: dir, env: { ...FAULT_ADMIN, ...env } });
  servers.push(server);
  return server;
}

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('kill -9', () => {
  test('in the middle of a large import leaves the database exactly as before it (integrity_check ok) and the import succeeds when retried', async () => {
    const ARTICLES = 8_000;
    const dir = newFolder();
    const path = databaseIn(dir);
    const server = await serve(dir);
    const cookie = await signInOver(server.url);
    const body = JSON.stringify(buildLargeExport(ARTICLES));
    const before = contentsOf(path);
    const probe = new Database(path);
    probe.run('PRAGMA busy_timeout = 0');
    // An empty log to start from: what it holds at the kill, the import wrote.
    // The server may still be reading after its start (pages warmed), and a
    // checkpoint cannot empty the log under an open read: ask until it can.
    const emptied = performance.now() + 30_000;
    while (statSync(`${path}-wal`).size > 0 && performance.now() < emptied) {
      probe.run('PRAGMA wal_checkpoint(TRUNCATE)');
      if (statSync(`${path}-wal`).size > 0) await Bun.sleep(20);
    }
    expect(statSync(`${path}-wal`).size).toBe(0);

    const sent = performance.now();
    const outcome = adminSend(server.url, cookie, 'POST', '/api/admin/import-database', body).then(
      (response) => `answered ${response.status}`,
      () => 'no answer',
    );
    // The import holds the write lock for its whole transaction, after the
    // file was parsed and checked, and spills rows to the log as its page
    // cache fills. Kill once the lock is taken and the log holds 2 MB of them.
    const WAL_BYTES = 2 * 1024 * 1024;
    let lockedSince: number | null = null;
    let walBytes = 0;
    for (;;) {
      try {
        probe.run('BEGIN IMMEDIATE');
        probe.run('ROLLBACK');
        lockedSince = null;
      } catch (error) {
        if (!isDatabaseBusy(error)) throw error;
        lockedSince ??= performance.now();
        walBytes = statSync(`${path}-wal`).size;
        if (walBytes >= WAL_BYTES) break;
      }
      if (performance.now() - sent > 60_000) throw new Error('The import never wrote its rows');
      await Bun.sleep(5);
    }
    await server.crash();
    probe.close();
    const killedAfter = performance.now() - sent;
    const killedInTransaction = performance.now() - lockedSince!;

    // The import was never answered: its rows were in the log, uncommitted, when the process died.
    expect(await outcome).toBe('no answer');
    const after = contentsOf(path);
    expect(after).toEqual(before);
    expect(problemsIn(path)).toEqual([]);
    console.log(
      `import of ${ARTICLES} articles (${megabytes(body.length)} of JSON) killed ${seconds(killedAfter)} after sending, ${seconds(killedInTransaction)} into its transaction, with ${megabytes(walBytes)} of uncommitted log; ${after.rows.articles} articles after, as before`,
    );

    const restarted = await serve(dir);
    const retriedAt = performance.now();
    const retried = await adminSend(
      restarted.url,
      await signInOver(restarted.url),
      'POST',
      '/api/admin/import-database',
      body,
    );
    expect(retried.status).toBe(200);
    const result = (await retried.json()) as { imported: { articles: number } };
    expect(result.imported.articles).toBe(ARTICLES);
    expect(articleCount(path)).toBe(before.rows.articles! + ARTICLES);
    expect(problemsIn(path)).toEqual([]);
    console.log(
      `retried on a restarted server: ${result.imported.articles} articles imported in ${seconds(performance.now() - retriedAt)}`,
    );
  });

  test('right after an acknowledged article save keeps the article', async () => {
    const dir = newFolder();
    const path = databaseIn(dir);
    const id = await saveThenCrash(await serve(dir, { SEED_DEMO: 'false' }));

    const saved = readOnly(path, (sqlite) =>
      sqlite.query('SELECT slug, title, version FROM articles WHERE id = ?').get(id),
    );
    expect(saved).toEqual(SAVED_BEFORE_THE_CRASH);
    expect(problemsIn(path)).toEqual([]);
  });
});

test('a second process holding the write lock makes admin writes answer a clear 503 after the busy timeout while public reads keep working', async () => {
  const BUSY_TIMEOUT_MS = 400;
  const dir = newFolder();
  const path = databaseIn(dir);
  const server = await serve(dir, { DATABASE_BUSY_TIMEOUT_MS: String(BUSY_TIMEOUT_MS) });
  const cookie = await signInOver(server.url);

  // This test process is the second one: it takes the write lock and writes, uncommitted.
  const holder = new Database(path);
  holder.run('BEGIN IMMEDIATE');
  holder.run(
    "INSERT INTO breaking_news (text, priority, active) VALUES ('Uncommitted bulletin', 'normal', 1)",
  );
  try {
    // A read that needed the lock would fail like the write below; under WAL
    // it reads the last committed state instead.
    for (const page of ['/', '/api/articles?limit=5', '/api/breaking-news']) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain('Uncommitted bulletin');
    }

    const started = performance.now();
    const refused = await adminSend(
      server.url,
      cookie,
      'POST',
      '/api/admin/breaking-news',
      buildBreakingNews(),
    );
    const waited = performance.now() - started;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toMatchObject({ message: DATABASE_BUSY_MESSAGE });
    expect(waited).toBeGreaterThanOrEqual(BUSY_TIMEOUT_MS - 50);
    // An article save, which runs on the save worker, is refused the same way.
    const save = await adminSend(
      server.url,
      cookie,
      'POST',
      '/api/admin/articles',
      buildArticle({ slug: 'filed-while-locked' }),
    );
    expect(save.status).toBe(503);
    expect(await save.json()).toMatchObject({ message: DATABASE_BUSY_MESSAGE });
    expect(server.output()).not.toContain('failed:');
    console.log(
      `write refused with 503 after ${Math.round(waited)} ms (busy timeout ${BUSY_TIMEOUT_MS} ms)`,
    );
  } finally {
    holder.run('ROLLBACK');
    holder.close();
  }

  const retried = await adminSend(
    server.url,
    cookie,
    'POST',
    '/api/admin/breaking-news',
    buildBreakingNews(),
  );
  expect(retried.status).toBe(201);
});

describe('gazette backup', () => {
  /** A live database of ~`megabytes` MB: revisions of one article with long bodies. */
  async function sizeableDatabase(path: string, megabytes: number): Promise<void> {
    const db = openDatabase(path);
    const store = createSqliteStore(db);
    const services = createServices(store);
    const article = await createArticle(services, buildArticle({ slug: 'much-revised' }));
    store.close();
    const revisions = Math.ceil((megabytes * 1024 * 1024) / 64_000);
    db.$client.run(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${revisions})
       INSERT INTO article_revisions (article_id, version, title, content, summary, created_at)
       SELECT ${article.id}, i + 1, 'Draft ' || i, '<p>' || hex(randomblob(32000)) || '</p>', 'Summary', 0 FROM n`,
    );
    db.$client.close();
    checkpoint(path);
  }

  const digestOfFile = (path: string) => Bun.hash(readFileSync(path)).toString(36);

  test('kill -9 during a backup leaves the live database intact and no half-written backup in place', async () => {
    const dir = newFolder();
    const path = databaseIn(dir);
    await sizeableDatabase(path, 40);
    const server = await serve(dir, { SEED_DEMO: 'false' });
    const env = { DATABASE_PATH: path };
    const target = join(dir, 'backups', 'gazette.db');

    const first = await runGazette(['backup', target], env);
    expect(first).toMatchObject({ exitCode: 0, stderr: '' });
    expect(first.stdout).toStartWith(`Backed up ${path} to ${target} (`);
    const firstBackup = digestOfFile(target);

    const cookie = await signInOver(server.url);
    const added = await adminSend(
      server.url,
      cookie,
      'POST',
      '/api/admin/articles',
      buildArticle({ slug: 'after-the-first-backup' }),
    );
    expect(added.status).toBe(201);
    const live = contentsOf(path);

    const started = performance.now();
    const child = spawnGazette(['backup', target], env);
    const partial = partialPathFor(target, child.pid);
    while (!existsSync(partial) || statSync(partial).size < 4 * 1024 * 1024) {
      if (child.exitCode !== null) throw new Error('The backup ended before it could be killed');
      await Bun.sleep(2);
    }
    const written = statSync(partial).size;
    child.kill('SIGKILL');
    await child.exited;
    expect(child.signalCode).toBe('SIGKILL');
    console.log(
      `backup of ${megabytes(statSync(path).size)} killed ${seconds(performance.now() - started)} after its start, with ${megabytes(written)} of the copy written`,
    );

    // The target is still the first, complete backup; the half copy is only the partial file.
    expect(digestOfFile(target)).toBe(firstBackup);
    expect(existsSync(partial)).toBe(true);
    expect(contentsOf(path)).toEqual(live);
    expect(problemsIn(path)).toEqual([]);
    expect((await fetch(`${server.url}/api/articles/after-the-first-backup`)).status).toBe(200);

    const again = await runGazette(['backup', target], env);
    expect(again.exitCode).toBe(0);
    // The next backup cleared what the killed one left.
    expect(readdirSync(join(dir, 'backups'))).toEqual(['gazette.db']);
    expect(
      readOnly(target, (sqlite) =>
        sqlite
          .query("SELECT count(*) AS n FROM articles WHERE slug = 'after-the-first-backup'")
          .get(),
      ),
    ).toEqual({ n: 1 });
    expect(problemsIn(target)).toEqual([]);
  });
});

describe('a damaged database file', () => {
  async function demoDatabase(path: string): Promise<void> {
    const db = openDatabase(path);
    const store = createSqliteStore(db);
    await seedDemoContent(createServices(store));
    store.close();
    db.$client.close();
    checkpoint(path);
  }

  test('gazette check passes a good file and fails a corrupted copy, with one line each', async () => {
    const dir = newFolder();
    const good = join(dir, 'good.db');
    await demoDatabase(good);
    const passed = await runGazette(['check'], { DATABASE_PATH: good });
    expect(passed).toEqual({
      exitCode: 0,
      signal: null,
      stdout: `The database at ${good} is sound (integrity_check and foreign_key_check: ok).\n`,
      stderr: '',
    });

    const damaged = join(dir, 'damaged.db');
    copyFileSync(good, damaged);
    corruptMiddlePages(damaged);
    const failed = await runGazette(['check'], { DATABASE_PATH: damaged });
    expect(failed.exitCode).toBe(1);
    expect(failed.stdout).toBe('');
    expect(failed.stderr.trim().split('\n')).toHaveLength(1);
    expect(failed.stderr).toStartWith(`The database file at ${damaged} is damaged (`);
    console.log(`gazette check on the damaged copy: ${failed.stderr.trim()}`);
  });

  test('the server refuses to start on it with a clear message, not a stack trace', async () => {
    const dir = newFolder();
    const damaged = join(dir, 'damaged.db');
    await demoDatabase(damaged);
    corruptMiddlePages(damaged);
    const noise = join(dir, 'noise.db');
    writeFileSync(noise, randomBytes());

    for (const [path, reason] of [
      [damaged, '('],
      [noise, '(file is not a database)'],
    ] as const) {
      const run = await runGazette([], { DATABASE_PATH: path, PORT: '0', ...FAULT_ADMIN });
      expect(run.exitCode).toBe(1);
      expect(run.stdout).toBe('');
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toStartWith(`The database file at ${path} is damaged ${reason}`);
      expect(lines[0]).toContain('Restore a backup');
    }
  });
});

describe('a clean stop', () => {
  test('SIGTERM finishes, folds the log into the file and notes it; the next start takes the note back', async () => {
    const dir = newFolder();
    const server = await serve(dir);
    const path = databaseIn(dir);
    const cookie = await signInOver(server.url);
    const created = await adminSend(server.url, cookie, 'POST', '/api/admin/articles', {
      ...buildArticle({ title: 'Filed before the stop' }),
    });
    expect(created.status).toBe(201);
    // A search opens the search worker's own connection to the file.
    expect((await fetch(`${server.url}/api/search?q=filed`)).status).toBe(200);
    await server.stop();
    expect(existsSync(`${path}.clean`)).toBe(true);
    expect(existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size : 0).toBe(0);

    const again = await serve(dir);
    // Running: a crash from now on must not pass for a clean stop.
    expect(existsSync(`${path}.clean`)).toBe(false);
    const search = await fetch(`${again.url}/api/articles?q=${encodeURIComponent('Filed before')}`);
    expect(JSON.stringify(await search.json())).toContain('Filed before the stop');

    // Damage after a clean stop changes the file: it is checked, and refused.
    await again.stop();
    corruptMiddlePages(path);
    const refused = await runGazette([], { DATABASE_PATH: path, PORT: '0', ...FAULT_ADMIN });
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toStartWith(`The database file at ${path} is damaged`);
  });
});
