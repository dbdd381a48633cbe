import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { DATABASE_UNREACHABLE_MESSAGE } from '~/server/http/database-unavailable';

/**
 * How /healthz answers for each outcome of its database probe. A real
 * outage (a PostgreSQL cluster stopped under a server process) is
 * tests/hardening/postgres-server.test.ts; here the probe is made to fail
 * as the drivers fail, on whichever engine the suite runs.
 */
describe('/healthz', () => {
  let t: TestApp;
  let probe: () => Promise<void>;
  const database = () => (t.engine === 'postgres' ? 'postgresql' : 'sqlite');

  beforeAll(async () => {
    t = await createTestApp();
    probe = t.services.health.probe;
  });
  afterAll(async () => {
    t.services.health.probe = probe;
    await t.close();
  });

  test('names the engine the newsroom is kept in', async () => {
    const response = await t.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: database() });
  });

  test('answers 503 with Retry-After while the database cannot be reached', async () => {
    t.services.health.probe = async () => {
      throw new Error('Failed query: select "id" from "users" limit $1', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        }),
      });
    };
    const response = await t.request('/healthz');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'unavailable',
      database: database(),
      message: DATABASE_UNREACHABLE_MESSAGE,
    });
  });

  test('and 500 for any other failure, which is a fault, not a wait', async () => {
    t.services.health.probe = async () => {
      throw Object.assign(new Error('no such table: users'), { code: 'SQLITE_ERROR' });
    };
    const response = await t.request('/healthz');
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
  });
});
