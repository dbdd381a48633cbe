/**
 * Two server processes on one PostgreSQL database behind HAProxy, run on
 * the configuration compose.yaml mounts (deploy/haproxy.cfg): started
 * together on an empty database they create one admin and one demo
 * newsroom; one of them stopped with SIGTERM under a stream of reads and
 * writes through the balancer fails no request, finishes a request still
 * arriving on it after it stopped listening, and exits with 0 within a bound.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import {
  BALANCER_CONFIG,
  type RunningBalancer,
  requireHaproxy,
  startBalancer,
} from '@tests/support/balancer';
import { formatLoadReport, type LoadReport, runLoad } from '@tests/support/load-driver';
import { type ServersOnPostgres, startServersOnPostgres } from '@tests/support/postgres-servers';
import {
  freePort,
  projectRoot,
  type RunningServer,
  startServer,
} from '@tests/support/server-process';
import { buildArticle } from '~/server/db/seed/factories/article';
import { DRAIN_MAX_MS } from '~/server/http/draining';

const ADMIN = { username: 'drain-admin', password: 'drain-password' };
/** index.ts gives the requests in flight this long once it stops listening. */
const STOP_GRACE_MS = 10_000;

let group: ServersOnPostgres | undefined;
let siteUrl: string;
let balancerPort: number;
/** The two behind the balancer, started together on the empty database. */
let servers: RunningServer[] = [];
let balancer: RunningBalancer | undefined;
/** A third process that serves no load: the writes are read back through it, past any cache. */
let checker: RunningServer | undefined;

beforeAll(async () => {
  requireHaproxy();
  balancerPort = freePort();
  siteUrl = `http://127.0.0.1:${balancerPort}`;
  const env = {
    SITE_URL: siteUrl,
    TRUST_PROXY: 'true',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // Both at once on the empty database, demo content on, as compose starts them.
  group = await startServersOnPostgres({ database: 'drain_newsroom', count: 2, env });
  servers = group.servers;
  balancer = await startBalancer(
    servers.map((server) => server.url),
    balancerPort,
  );
  checker = await startServer({
    env: { ...env, DATABASE_URL: group.databaseUrl, SEED_DEMO: 'false' },
  });
}, 120_000);

afterAll(async () => {
  await checker?.stop();
  await balancer?.stop();
  await group?.stop();
}, 60_000);

describe('two processes started together on an empty database', () => {
  test('one of them creates the admin and loads the demo newsroom; the other finds them', () => {
    const row = (sql: string) => group!.sql(sql);
    expect(row('SELECT count(*) FROM users')).toBe('1');
    expect(row('SELECT count(*) FROM articles')).toBe('60');
    expect(row('SELECT count(*) FROM author_profiles')).toBe('8');
    expect(row('SELECT count(*) - count(DISTINCT hash) FROM media')).toBe('0');
    const outputs = servers.map((server) => server.output());
    expect(outputs.filter((output) => output.includes('Created admin user'))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes('Loaded the demo content'))).toHaveLength(1);
  });
});

describe('compose.yaml and the balancer configuration', () => {
  test('the balancer mounts the configuration the tests run, and gets every address it names', () => {
    const compose = Bun.YAML.parse(readFileSync(join(projectRoot, 'compose.yaml'), 'utf8')) as {
      services: Record<string, Record<string, unknown>>;
    };
    const config = readFileSync(BALANCER_CONFIG, 'utf8');
    const { balancer: service, db, ...rest } = compose.services;
    if (!service || !db) throw new Error('compose.yaml has no balancer or db service');
    const environment = service.environment as Record<string, string>;
    expect(service.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(String(service.image)).toMatch(/^haproxy:(2\.[6-9]|[3-9])/);
    const variables = [...config.matchAll(/"\$\{(\w+)\}"/g)].map((match) => match[1]!);
    expect(Object.keys(environment).sort()).toEqual([...new Set(variables)].sort());
    // Each Gazette service is one `server` line, checked on /healthz.
    const gazettes = Object.keys(rest);
    expect(gazettes).toEqual(['gazette-1', 'gazette-2']);
    for (const [index, name] of gazettes.entries()) {
      expect(config).toContain(`server ${name} "\${GAZETTE_${index + 1}}"`);
      expect(environment[`GAZETTE_${index + 1}`]).toBe(`${name}:3000`);
      const gazette = rest[name] as { environment: Record<string, string> };
      expect(gazette.environment.DATABASE_URL).toMatch(/@db:5432\//);
      expect(gazette.environment.TRUST_PROXY).toBe('true');
    }
    expect(config).toContain('http-check send meth GET uri /healthz ver HTTP/1.1');
    expect(JSON.stringify(db.healthcheck)).toContain('pg_isready');
  });
});

/** Sends a request's head and the first half of its body; the rest when told. */
async function slowRequest(
  port: number,
  method: string,
  path: string,
  headers: Headers,
  body: string,
) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const bytes = Buffer.from(body);
  headers.set('content-length', String(bytes.length));
  headers.set('connection', 'close');
  const head = [`${method} ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`];
  for (const [name, value] of headers) head.push(`${name}: ${value}`);
  const half = Math.floor(bytes.length / 2);
  socket.write(`${head.join('\r\n')}\r\n\r\n`);
  socket.write(bytes.subarray(0, half));
  return {
    /** Sends the rest and resolves with the status and body of the answer. */
    async finish(): Promise<{ status: number; body: string }> {
      socket.write(bytes.subarray(half));
      await Promise.race([closed, Bun.sleep(20_000)]);
      const [head = '', rest = ''] = answer.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), body: rest };
    },
  };
}

/** Whether anything accepts connections on the port. */
async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteUrl },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';', 1)[0]!;
}

describe('one process stopped (SIGTERM) under load through the balancer', () => {
  let report: LoadReport;
  let slow: { status: number; body: string };
  let exitCode: number;
  let stopMs: number;
  let healthWhileDraining: { status: number; body: unknown };
  let stoppedAt: number;

  beforeAll(async () => {
    const stopping = servers[0]!;
    const port = Number(new URL(stopping.url).port);
    const cookie = await signIn(balancer!.url);
    const load = runLoad({
      baseUrl: balancer!.url,
      durationMs: 10_000,
      readers: 20,
      editors: 2,
      admin: ADMIN,
      checkUrl: checker!.url,
    });
    await Bun.sleep(3_000);
    // A save whose body is still arriving when the process is told to stop.
    const article = buildArticle({ title: `Saved across a stop ${Date.now()}` });
    const save = await slowRequest(
      port,
      'POST',
      '/api/admin/articles',
      new Headers({ 'Content-Type': 'application/json', Origin: siteUrl, Cookie: cookie }),
      JSON.stringify(article),
    );
    await Bun.sleep(200);
    stoppedAt = Date.now();
    const started = performance.now();
    process.kill(stopping.pid, 'SIGTERM');
    await Bun.sleep(100);
    const health = await fetch(`${stopping.url}/healthz`);
    healthWhileDraining = { status: health.status, body: await health.json() };
    // Only once it no longer accepts connections does the save's body end.
    while (await listening(port)) {
      if (performance.now() - started > DRAIN_MAX_MS + 5_000) break;
      await Bun.sleep(20);
    }
    slow = await save.finish();
    exitCode = await Promise.race([stopping.exited, Bun.sleep(60_000).then(() => -1)]);
    stopMs = performance.now() - started;
    report = await load;
    console.log(formatLoadReport(report));
    console.log(
      `The stopped process exited with ${exitCode} ${(stopMs / 1000).toFixed(1)} s after SIGTERM`,
    );
  }, 120_000);

  test('no request through the balancer failed, and every acknowledged write is there', () => {
    if (report.reads.failed > 0 || report.writes.failures.length > 0) {
      console.log(`HAProxy:\n${balancer!.output().slice(-5000)}`);
      console.log(`Stopped process:\n${servers[0]!.output()}`);
    }
    expect(report.reads.total).toBeGreaterThan(100);
    expect(report.reads.failures.map((f) => `${f.status ?? 'no answer'} ${f.path}`)).toEqual([]);
    expect(report.reads.serverErrors).toBe(0);
    expect(report.writes.created).toBeGreaterThan(0);
    expect(report.writes.edited).toBeGreaterThan(0);
    expect(
      report.writes.failures.map((f) => `${f.status ?? 'no answer'} ${f.method} ${f.path}`),
    ).toEqual([]);
    expect(report.writes.problems).toEqual([]);
    expect(report.writes.verified).toBe(report.writes.created);
  });

  test('while draining, /healthz answers 503 and the balancer takes the process out on it', () => {
    expect(healthWhileDraining).toEqual({
      status: 503,
      body: { status: 'draining', database: 'postgresql' },
    });
    expect(balancer!.output()).toMatch(/gazette-1 is DOWN.*code: 503/);
    // The balancer kept sending requests to it after the stop, which it served.
    const servedAfter = balancer!
      .output()
      .split('\n')
      .filter((line) => line.includes('gazette/gazette-1 ') && !line.includes('/healthz'))
      .map((line) => line.match(/\[(\d+)\/(\w+)\/(\d+):(\d+):(\d+):(\d+)\.(\d+)\]/))
      .filter((match) => match !== null)
      .map((m) => Date.parse(`${m[2]} ${m[1]} ${m[3]} ${m[4]}:${m[5]}:${m[6]}.${m[7]} GMT`));
    const last = Math.max(...servedAfter) - stoppedAt;
    console.log(
      `The balancer sent its last request to the stopping process ${last} ms after SIGTERM`,
    );
  });

  test('a save still arriving when the process stopped listening completes', async () => {
    expect(slow.status).toBe(201);
    const saved = JSON.parse(slow.body) as { slug: string; title: string };
    const published = await fetch(`${checker!.url}/api/articles/${saved.slug}`);
    expect(published.status).toBe(200);
    expect(((await published.json()) as { title: string }).title).toBe(saved.title);
    expect(await listening(Number(new URL(servers[0]!.url).port))).toBe(false);
  });

  test('the process exits with 0 within the drain and the grace for requests in flight', () => {
    expect(exitCode).toBe(0);
    expect(stopMs).toBeLessThan(DRAIN_MAX_MS + STOP_GRACE_MS);
    expect(servers[0]!.output()).not.toMatch(/failed:|Error/);
  });
});
