import { Database } from 'bun:sqlite';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { TEST_ENGINE } from '@tests/support/test-database';
import postgres from 'postgres';
import type { PostgresDb } from '~/server/db/postgres/connect';
import { postgresUnavailable } from '~/server/db/postgres/unavailable';
import { buildBreakingNews } from '~/server/db/seed/factories/breaking-news';
import { DATABASE_BUSY_MESSAGE, isDatabaseBusy } from '~/server/http/database-busy';
import {
  DATABASE_UNREACHABLE_MESSAGE,
  databaseUnavailable,
} from '~/server/http/database-unavailable';

describe('isDatabaseBusy', () => {
  test("recognises bun:sqlite's SQLITE_BUSY, also when wrapped, and nothing else", () => {
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY', errno: 5 });
    expect(isDatabaseBusy(busy)).toBe(true);
    expect(isDatabaseBusy(new Error('query failed', { cause: busy }))).toBe(true);
    expect(isDatabaseBusy({ code: 'SQLITE_BUSY_SNAPSHOT' })).toBe(true);
    expect(isDatabaseBusy({ code: 'SQLITE_CONSTRAINT_UNIQUE', errno: 2067 })).toBe(false);
    expect(isDatabaseBusy({ code: 'ENOENT', errno: 5 })).toBe(false);
    expect(isDatabaseBusy(new Error('database is locked'))).toBe(false);
    expect(isDatabaseBusy(undefined)).toBe(false);
  });
});

describe('postgresUnavailable', () => {
  /** An error as drizzle throws it: its own, with the driver's as the cause. */
  const wrapped = (code: string) =>
    new Error('Failed query: select 1', { cause: Object.assign(new Error(code), { code }) });

  test.each([
    'ECONNREFUSED',
    'ECONNRESET',
    'CONNECT_TIMEOUT',
    'CONNECTION_CLOSED',
    'CONNECTION_ENDED',
    '57P01',
    '57P03',
    '08006',
  ])('%s: the server is down or unreachable', (code) => {
    expect(postgresUnavailable(wrapped(code))).toBe('unreachable');
  });

  test.each(['53300', '40001', '40P01', '55P03'])('%s: the server is too contended', (code) => {
    expect(postgresUnavailable(wrapped(code))).toBe('busy');
  });

  test.each([
    ['unique violation', '23505'],
    ['syntax error', '42601'],
    ['undefined column', '42703'],
    ['wrong password', '28P01'],
    ['a SQLite error', 'SQLITE_BUSY'],
  ])('not for a fault in the query or the set-up: %s', (_label, code) => {
    expect(postgresUnavailable(wrapped(code))).toBeNull();
  });

  test('nothing without a code', () => {
    expect(postgresUnavailable(new Error('connection refused'))).toBeNull();
    expect(postgresUnavailable(undefined)).toBeNull();
  });
});

describe('databaseUnavailable', () => {
  test('tells a busy database from an unreachable one, whichever the engine', () => {
    expect(databaseUnavailable({ code: 'SQLITE_BUSY' })).toEqual({
      reason: 'busy',
      message: DATABASE_BUSY_MESSAGE,
      code: 'SQLITE_BUSY',
    });
    expect(databaseUnavailable(new Error('failed', { cause: { code: '40P01' } }))).toEqual({
      reason: 'busy',
      message: DATABASE_BUSY_MESSAGE,
      code: '40P01',
    });
    expect(databaseUnavailable(new Error('failed', { cause: { code: 'ECONNREFUSED' } }))).toEqual({
      reason: 'unreachable',
      message: DATABASE_UNREACHABLE_MESSAGE,
      code: 'ECONNREFUSED',
    });
    expect(databaseUnavailable(new Error('failed', { cause: { code: '23505' } }))).toBeNull();
  });
});

// Another process holding SQLite's write lock; PostgreSQL has row locks instead.
describe.if(TEST_ENGINE === 'sqlite')(
  'a write while another connection holds the write lock',
  () => {
    let t: TestApp;
    let cookie: string;
    let holder: Database;

    beforeAll(async () => {
      t = await createTestApp();
      await createAdmin(t, 'editor');
      cookie = await signIn(t);
      // A short wait keeps the test quick; the server waits DATABASE_BUSY_TIMEOUT_MS.
      t.db.$client.run('PRAGMA busy_timeout = 100');
      // Writes go through the store's own connection: it waits as briefly.
      await t.store.transaction(async (tx) => {
        tx.$client.run('PRAGMA busy_timeout = 100');
      });
      holder = new Database(t.db.$client.filename);
      holder.run('BEGIN IMMEDIATE');
    });
    afterAll(async () => {
      holder.run('ROLLBACK');
      holder.close();
      await t.close();
    });

    test('answers 503 with a readable message and Retry-After', async () => {
      const response = await adminRequest(t, 'POST', '/api/admin/breaking-news', {
        cookie,
        body: buildBreakingNews(),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({ message: DATABASE_BUSY_MESSAGE });
    });

    test('while reads still answer', async () => {
      const response = await t.request('/api/breaking-news');
      expect(response.status).toBe(200);
    });
  },
);

/**
 * PostgreSQL's twin: the database takes no more connections (every slot
 * taken, as when other servers hold them all: 53300) after the server closed
 * the app's own (57P01). Nothing in the app is stubbed: its pool meets
 * PostgreSQL's real refusals.
 */
describe.if(TEST_ENGINE === 'postgres')('while PostgreSQL takes no connection from the app', () => {
  let t: TestApp;
  let cookie: string;
  let database: string;
  /** The test role on another database of the cluster: the app's own is closed to it. */
  let admin: postgres.Sql;

  beforeAll(async () => {
    t = await createTestApp({ pageCacheBytes: 0 });
    await createAdmin(t, 'editor');
    cookie = await signIn(t);
    const pool = (t.db as unknown as PostgresDb).$client;
    const { host, port, user, database: name } = pool.options;
    // Typed as never by the driver, which keeps it out of its own logs.
    const { pass } = pool.options as unknown as { pass: string };
    database = name;
    admin = postgres({
      host: host[0],
      port: port[0],
      user,
      password: pass,
      database: 'postgres',
      max: 1,
      onnotice: () => {},
    });
    await admin.unsafe(`ALTER DATABASE "${database}" CONNECTION LIMIT 0`);
    // Every connection the app holds is closed by the server, as a restart would.
    await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${database}`;
    // Until the pool has read the server's goodbye, it may still send a query on a closed connection.
    await Bun.sleep(300);
  });
  afterAll(async () => {
    await admin.unsafe(`ALTER DATABASE "${database}" CONNECTION LIMIT -1`);
    await admin.end();
    await t.close();
  });

  test('a write answers 503 with a readable message and Retry-After, at once', async () => {
    const started = performance.now();
    const response = await adminRequest(t, 'POST', '/api/admin/breaking-news', {
      cookie,
      body: buildBreakingNews(),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ message: DATABASE_BUSY_MESSAGE });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  test('so do reads, pages and /healthz', async () => {
    const api = await t.request('/api/breaking-news');
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('2');
    const page = await t.request('/');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('2');
    const health = await t.request('/healthz');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable', database: 'postgresql' });
  });

  test('and everything answers again once PostgreSQL takes connections', async () => {
    await admin.unsafe(`ALTER DATABASE "${database}" CONNECTION LIMIT -1`);
    expect((await t.request('/api/breaking-news')).status).toBe(200);
    expect((await t.request('/healthz')).status).toBe(200);
    const response = await adminRequest(t, 'POST', '/api/admin/breaking-news', {
      cookie,
      body: buildBreakingNews(),
    });
    expect(response.status).toBe(201);
  });
});
