/**
 * No acknowledged write lost, with real server processes on one PostgreSQL
 * database: SIGKILL in the middle of an import or right after a save (of
 * one of two processes taking writes, and the lockout across processes:
 * cluster-coherence.test.ts). The cluster is started once for the file; each
 * test has a database of its own.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { type PostgresCluster, startPostgresCluster } from '@tests/support/postgres-cluster';
import { type RunningServer, startServer } from '@tests/support/server-process';
import postgres from 'postgres';
import {
  adminSend,
  FAULT_ADMIN,
  megabytes,
  SAVED_BEFORE_THE_CRASH,
  saveThenCrash,
  seconds,
  signInOver,
} from './fault-support';
import { buildLargeExport } from './large-export';

let cluster: PostgresCluster;
let databases = 0;
const servers: RunningServer[] = [];
const clients: postgres.Sql[] = [];

beforeAll(() => {
  cluster = startPostgresCluster();
});

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const client of clients.splice(0)) await client.end({ timeout: 1 });
});

afterAll(() => {
  cluster.stop();
});

/** An empty database of its own; the first server on it migrates it. */
function freshDatabase(): string {
  return cluster.createDatabase(`faults_${++databases}`);
}

/** A direct connection, to read what the servers wrote from the side. */
function reader(url: string): postgres.Sql {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  clients.push(client);
  return client;
}

async function serveOn(url: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startServer({
    env: { ...FAULT_ADMIN, SEED_DEMO: 'false', DATABASE_URL: url, ...env },
  });
  servers.push(server);
  return server;
}

/**
 * Every row of every table but sessions (a request may touch its own), as
 * one hash: two equal digests mean the same data.
 */
async function contentsOf(sql: postgres.Sql): Promise<{ digest: string; articles: number }> {
  const tables = await sql<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'sessions'
    ORDER BY table_name`;
  const hasher = new Bun.CryptoHasher('sha256');
  for (const { name } of tables) {
    const rows = await sql.unsafe(`SELECT row_to_json(t)::text AS line FROM "${name}" t`);
    const lines = rows.map((row) => row.line as string).sort();
    hasher.update(`${name}\n${lines.join('\n')}\n`);
  }
  const [count] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM articles`;
  return { digest: hasher.digest('hex'), articles: count!.n };
}

describe('kill -9', () => {
  test('in the middle of a large import leaves the database exactly as before it, and the import succeeds when retried', async () => {
    const ARTICLES = 8_000;
    const url = freshDatabase();
    const server = await serveOn(url);
    const cookie = await signInOver(server.url);
    const sql = reader(url);
    const body = JSON.stringify(buildLargeExport(ARTICLES));
    const before = await contentsOf(sql);

    const sent = performance.now();
    const outcome = adminSend(server.url, cookie, 'POST', '/api/admin/import-database', body).then(
      (response) => `answered ${response.status}`,
      () => 'no answer',
    );
    // Kill once the import's transaction has written for a while: a server
    // connection with a transaction id (it has written) that is a second old.
    let writingFor = 0;
    for (;;) {
      const [row] = await sql<{ ms: number | null }[]>`
        SELECT max(extract(epoch FROM clock_timestamp() - xact_start) * 1000)::float8 AS ms
        FROM pg_stat_activity
        WHERE datname = current_database() AND backend_xid IS NOT NULL AND pid <> pg_backend_pid()`;
      writingFor = row?.ms ?? 0;
      if (writingFor >= 1000) break;
      if (performance.now() - sent > 60_000) throw new Error('The import never wrote its rows');
      await Bun.sleep(20);
    }
    await server.crash();
    expect(await outcome).toBe('no answer');
    // Its connection is gone with it; what the transaction wrote is never seen.
    const after = await contentsOf(sql);
    expect(after).toEqual(before);
    console.log(
      `import of ${ARTICLES} articles (${megabytes(body.length)} of JSON) killed ${seconds(performance.now() - sent)} after sending, ${seconds(writingFor)} into its transaction; ${after.articles} articles after, as before`,
    );

    const restarted = await serveOn(url);
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
    expect((await contentsOf(sql)).articles).toBe(before.articles + ARTICLES);
  }, 180_000);

  test('right after an acknowledged article save keeps the article', async () => {
    const url = freshDatabase();
    const id = await saveThenCrash(await serveOn(url));

    const saved = await reader(url)`SELECT slug, title, version FROM articles WHERE id = ${id}`;
    expect([...saved]).toEqual([SAVED_BEFORE_THE_CRASH]);
  }, 60_000);
});
