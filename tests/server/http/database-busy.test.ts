import { Database } from 'bun:sqlite';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildBreakingNews } from '~/server/db/seed/factories/breaking-news';
import { DATABASE_BUSY_MESSAGE, isDatabaseBusy } from '~/server/http/database-busy';

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

describe('a write while another connection holds the write lock', () => {
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
  afterAll(() => {
    holder.run('ROLLBACK');
    holder.close();
    t.close();
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
});
