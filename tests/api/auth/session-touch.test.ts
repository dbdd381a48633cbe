import { afterAll, beforeAll, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createAuthService, SESSION_TOUCH_INTERVAL_MS } from '~/server/modules/auth/service';

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  t.services.auth = createAuthService(t.store, { now: () => clock });
  await createAdmin(t, 'editor');
});

afterAll(() => t.close());

/**
 * What has been written so far: the store's changes version (what remembered
 * counts are kept by) and, on SQLite, the rows written on the connection
 * every transaction writes through.
 */
const written = async () => ({
  version: t.store.changes.version(),
  rows:
    t.engine === 'sqlite'
      ? await t.store.transaction(
          async (tx) => (tx.$client.query('SELECT total_changes() AS n').get() as { n: number }).n,
        )
      : null,
});

test('reading admin pages writes the session at most once a minute', async () => {
  const cookie = await signIn(t);
  const before = await written();
  for (let n = 0; n < 5; n += 1) {
    clock += SESSION_TOUCH_INTERVAL_MS / 10;
    expect((await adminRequest(t, 'GET', '/api/admin/articles', { cookie })).status).toBe(200);
  }
  // Reads within the minute write nothing, so remembered counts stay remembered.
  expect(await written()).toEqual(before);
  clock += SESSION_TOUCH_INTERVAL_MS;
  expect((await adminRequest(t, 'GET', '/api/admin/articles', { cookie })).status).toBe(200);
  const after = await written();
  expect(after.version).not.toBe(before.version);
  if (before.rows !== null) expect(after.rows).toBe(before.rows + 1);
});
