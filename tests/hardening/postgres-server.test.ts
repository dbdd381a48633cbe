/**
 * The real server process on PostgreSQL (DATABASE_URL), against a throw-away
 * cluster: it migrates, seeds and serves the demo newsroom from it; while
 * the cluster is stopped it answers 503 with Retry-After within seconds,
 * never a 500 or a hang, and carries on by itself once the cluster is back;
 * a start against a wrong password or a closed port stops with one line
 * that names DATABASE_URL and the cause, never the password; and two
 * processes on one database count sign-in failures together.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_UA } from '@tests/support/analytics-beacons';
import type { PostgresCluster } from '@tests/support/postgres-cluster';
import { type ServersOnPostgres, startServersOnPostgres } from '@tests/support/postgres-servers';
import { freePort, projectRoot, type RunningServer } from '@tests/support/server-process';
import { buildBreakingNews } from '~/server/db/seed/factories/breaking-news';

const ADMIN = { username: 'pg-editor', password: 'pg-editor-password' };
/** How long a request may take while the database is gone: a connection attempt's bound and some slack. */
const OUTAGE_ANSWER_MS = 5000;

let group: ServersOnPostgres | undefined;
let cluster: PostgresCluster;
let server: RunningServer;

beforeAll(async () => {
  group = await startServersOnPostgres({
    count: 1,
    env: {
      DATABASE_CONNECT_TIMEOUT_S: '10',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  cluster = group.cluster;
  server = group.servers[0]!;
}, 60_000);

afterAll(async () => {
  await group?.stop();
}, 30_000);

async function signInOver(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie()[0]?.split(';', 1)[0];
  expect(cookie).toBeDefined();
  return cookie!;
}

function postBreakingNews(cookie: string, text: string): Promise<Response> {
  return fetch(`${server.url}/api/admin/breaking-news`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
    body: JSON.stringify({ ...buildBreakingNews(), text, active: true }),
  });
}

/** The slugs of the newest public articles, from the public API. */
async function articleSlugs(count: number): Promise<string[]> {
  const response = await fetch(`${server.url}/api/articles?limit=${count}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { slug: string }[]).map((article) => article.slug);
}

/** The status, Retry-After and time of a request, which must not hang. */
async function timed(path: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return {
    path,
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    ms: performance.now() - started,
  };
}

describe('the server on PostgreSQL', () => {
  let cookie: string;
  let slugs: string[];

  test('serves the demo newsroom from PostgreSQL, not from a SQLite file', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'postgresql' });
    expect(existsSync(join(server.dir, 'data', 'gazette.db'))).toBe(false);
    expect(cluster.psql('SELECT count(*) FROM articles', cluster.database).trim()).toBe('60');
    expect(server.output()).toContain('Loaded the demo content (60 articles).');

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Featured Stories');
    slugs = await articleSlugs(12);
    const title = cluster
      .psql(`SELECT title FROM articles WHERE slug = '${slugs[0]}'`, cluster.database)
      .trim();
    const article = await fetch(`${server.url}/article/${slugs[0]}`);
    expect(article.status).toBe(200);
    expect(await article.text()).toContain(Bun.escapeHTML(title));
  });

  test('an admin signs in and a write is on the public page at once', async () => {
    cookie = await signInOver(server.url);
    const text = `Portal storm over Earth-${crypto.randomUUID().slice(0, 8)}`;
    expect((await postBreakingNews(cookie, text)).status).toBe(201);
    const home = await fetch(`${server.url}/`);
    expect(await home.text()).toContain(text);
    expect(cluster.psql('SELECT text FROM breaking_news', cluster.database)).toContain(text);
  });

  test('with the cluster stopped: 503 with Retry-After within seconds, never a 500 or a hang; then it recovers by itself', async () => {
    cluster.pause();
    const answers: Awaited<ReturnType<typeof timed>>[] = [];
    try {
      // Rounds after rounds of failures: the wait before each new connection attempt must not grow.
      for (let round = 0; round < 6; round++) {
        answers.push(
          await timed('/healthz'),
          await timed('/api/articles?limit=3'),
          // Pages not rendered before: no cached copy to fall back on.
          await timed(`/article/${slugs[2 + round]}`),
          await timed('/api/admin/breaking-news', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
            body: JSON.stringify(buildBreakingNews()),
          }),
        );
      }
      if (answers.some((answer) => answer.status !== 503)) console.log(server.output());
      for (const answer of answers) {
        expect({ ...answer, ms: 0 }).toEqual({ ...answer, ms: 0, status: 503, retryAfter: '2' });
        expect(answer.ms).toBeLessThan(OUTAGE_ANSWER_MS);
      }
      console.log(
        `${answers.length} requests while the cluster was stopped: the slowest answered in ${Math.round(Math.max(...answers.map((answer) => answer.ms)))} ms`,
      );
      const health = await fetch(`${server.url}/healthz`);
      expect(await health.json()).toMatchObject({ status: 'unavailable', database: 'postgresql' });
      // A page without its data, which the browser asks for again: never a missing article.
      const page = await fetch(`${server.url}/article/${slugs[9]}`);
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(await page.text()).not.toContain('Article Not Found');
      expect(server.output()).toMatch(
        /503 for GET \/api\/articles: the database cannot be reached \(ECONNREFUSED\)/,
      );
      // No request was answered as our own failure, with a stack trace.
      expect(server.output()).not.toMatch(/^(GET|POST) \S+ failed:/m);
    } finally {
      // Whatever failed, the cluster is back for the tests after this one.
      cluster.resume();
    }
    const back = performance.now();

    let status = 0;
    while (performance.now() - back < 15_000) {
      status = (await timed('/healthz')).status;
      if (status === 200) break;
      await Bun.sleep(100);
    }
    expect(status).toBe(200);
    console.log(
      `The server answered again ${Math.round(performance.now() - back)} ms after the cluster was back`,
    );
    // The health check's one query may reach the cluster before the pool's other
    // connections are replaced: a page read meanwhile is a 503 (as the outage's
    // pages were, Retry-After included), never a 500, and is served once they are.
    const page = `/article/${slugs[8]}`;
    let pageStatus = (await timed(page)).status;
    while (pageStatus === 503 && performance.now() - back < 15_000) {
      await Bun.sleep(100);
      pageStatus = (await timed(page)).status;
    }
    expect(pageStatus).toBe(200);
    expect((await timed('/api/articles?limit=3')).status).toBe(200);
    const text = `Back online at ${Date.now()}`;
    expect((await postBreakingNews(cookie, text)).status).toBe(201);
    expect(await (await fetch(`${server.url}/`)).text()).toContain(text);
  }, 90_000);

  test('a clean stop (SIGTERM) writes the readership events still in memory, then disconnects', async () => {
    // A reader's views of pages of no article in one minute are one event counting them all.
    const VIEWS_STORED =
      "SELECT coalesce(sum(coalesce((metadata->>'views')::int, 1)), 0) FROM analytics_events WHERE type = 'pageview'";
    const beacon = (path: string) =>
      fetch(`${server.url}/api/analytics`, {
        method: 'POST',
        headers: {
          'Content-Type': 'text/plain;charset=UTF-8',
          Origin: server.url,
          'User-Agent': CHROME_UA,
        },
        body: JSON.stringify({ type: 'pageview', path }),
      });
    const before = Number(cluster.psql(VIEWS_STORED, cluster.database));
    for (const path of ['/', '/sections', '/about']) expect((await beacon(path)).status).toBe(204);
    // Well within the second a batch waits before it is written.
    await server.stop();
    expect(Number(cluster.psql(VIEWS_STORED, cluster.database))).toBe(before + 3);
    expect(
      cluster
        // The pool's connections and the one listening for other processes' writes.
        .psql("SELECT count(*) FROM pg_stat_activity WHERE application_name LIKE 'gazette%'")
        .trim(),
    ).toBe('0');
  });

  test('the password is never in the log', () => {
    expect(server.output()).not.toContain(cluster.password);
    expect(server.output()).not.toContain(encodeURIComponent(cluster.password));
  });
});

describe('a start that cannot reach PostgreSQL', () => {
  /** Runs the server on `url` and returns how it ended; it must end by itself. */
  async function failedStart(url: string, timeoutS: number) {
    const dir = mkdtempSync(join(tmpdir(), 'gazette-pg-start-'));
    try {
      const started = performance.now();
      const child = Bun.spawn([process.execPath, join(projectRoot, 'src/server/index.ts')], {
        cwd: dir,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(freePort()),
          DATABASE_URL: url,
          DATABASE_CONNECT_TIMEOUT_S: String(timeoutS),
        },
        stdout: 'pipe',
        stderr: 'pipe',
      });
      const killer = setTimeout(() => child.kill('SIGKILL'), (timeoutS + 20) * 1000);
      const [stdout, stderr, exitCode] = await Promise.all([
        new Response(child.stdout).text(),
        new Response(child.stderr).text(),
        child.exited,
      ]);
      clearTimeout(killer);
      return {
        exitCode,
        stdout,
        stderr,
        seconds: (performance.now() - started) / 1000,
        // The server must not have fallen back to a SQLite file.
        sqliteFile: existsSync(join(dir, 'data', 'gazette.db')),
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  test('a wrong password or a closed port: one line naming DATABASE_URL and the cause, exit 1, within the wait', async () => {
    const wrong = new URL(cluster.url);
    wrong.password = `${cluster.password}-wrong`;
    const closed = new URL(cluster.url);
    closed.port = String(freePort());
    const timeoutS = 2;
    const [badPassword, refused] = await Promise.all([
      failedStart(wrong.toString(), timeoutS),
      failedStart(closed.toString(), timeoutS),
    ]);
    const target = `gazette@127.0.0.1:%PORT%/gazette`;
    expect(badPassword.stderr.trim()).toBe(
      `Cannot connect to DATABASE_URL (${target.replace('%PORT%', String(cluster.port))}): wrong password for user "gazette"`,
    );
    expect(refused.stderr.trim()).toBe(
      `Cannot connect to DATABASE_URL (${target.replace('%PORT%', closed.port)}): connection refused, still after waiting ${timeoutS} s`,
    );
    // Waiting, it said why, once per attempt, on standard output.
    expect(refused.stdout).toContain(
      `Waiting for PostgreSQL at ${target.replace('%PORT%', closed.port)}: connection refused`,
    );
    for (const result of [badPassword, refused]) {
      expect(result.exitCode).toBe(1);
      expect(result.sqliteFile).toBe(false);
      for (const text of [result.stdout, result.stderr]) {
        expect(text).not.toContain(cluster.password);
        expect(text).not.toContain(encodeURIComponent(cluster.password));
      }
    }
    // A wrong password is final at once; a closed port is retried for the whole wait, no longer.
    // The slack is the process's own start, seconds on a loaded machine.
    expect(badPassword.seconds).toBeLessThan(timeoutS + 10);
    expect(refused.seconds).toBeGreaterThanOrEqual(timeoutS);
    expect(refused.seconds).toBeLessThan(timeoutS + 10);
    console.log(
      `Failed starts ended after ${badPassword.seconds.toFixed(1)} s (wrong password) and ${refused.seconds.toFixed(1)} s (closed port, DATABASE_CONNECT_TIMEOUT_S=${timeoutS})`,
    );
  }, 60_000);
});
