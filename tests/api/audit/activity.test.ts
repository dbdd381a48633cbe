import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import {
  adminRequest,
  createAdmin,
  DEFAULT_PASSWORD,
  postLogin,
  signIn,
} from '@tests/support/admin-session';
import { FakeClock } from '@tests/support/fake-clock';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import type { AuditEvent } from '~/shared/schemas/audit';

const clock = new FakeClock();
const OFFICE = '203.0.113.40';
let t: TestApp;
let chief: string;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, timers: clock.timers });
  await createAdmin(t, 'chief');
  chief = await signIn(t, 'chief');
});

afterAll(() => t.close());

async function activity(query = ''): Promise<{ events: AuditEvent[]; total: number }> {
  const response = await adminRequest(t, 'GET', `/api/admin/activity${query}`, { cookie: chief });
  expect(response.status).toBe(200);
  return {
    events: (await response.json()) as AuditEvent[],
    total: Number(response.headers.get('x-total-count')),
  };
}

/** The newest event: what the last request recorded. */
async function latest(): Promise<AuditEvent> {
  await clock.advance(1_000);
  return (await activity('?limit=1')).events[0]!;
}

describe('the audit trail', () => {
  test('records sign-ins and failed sign-ins: who (as typed), when, from which address', async () => {
    expect((await postLogin(t, 'chief', 'not-the-password', null, OFFICE)).status).toBe(401);
    expect(await latest()).toMatchObject({
      actor: 'chief',
      action: 'sign-in-failed',
      detail: 'wrong username or password',
      address: OFFICE,
    });
    expect((await postLogin(t, 'ghost', 'whatever-it-is', null, OFFICE)).status).toBe(401);
    expect(await latest()).toMatchObject({ actor: 'ghost', action: 'sign-in-failed' });
    expect((await postLogin(t, 'chief', DEFAULT_PASSWORD, null, OFFICE)).status).toBe(200);
    const event = await latest();
    expect(event).toMatchObject({ actor: 'chief', action: 'sign-in', address: OFFICE });
    expect(event.at).toBe(new Date(clock.time - 1_000).toISOString());
  });

  test('records user changes, publishing, corrections, deletes, exports and imports', async () => {
    const steps: Array<[() => Promise<Response>, Partial<AuditEvent>]> = [
      [
        () =>
          adminRequest(t, 'POST', '/api/admin/users', {
            cookie: chief,
            body: { username: 'cub-reporter', password: 'first-day-here', role: 'author' },
          }),
        { action: 'user.create', target: 'cub-reporter', detail: 'role author' },
      ],
      [
        async () => {
          const users = await t.services.users.list();
          const id = users.find((user) => user.username === 'cub-reporter')!.id;
          return adminRequest(t, 'PATCH', `/api/admin/users/${id}`, {
            cookie: chief,
            body: { role: 'editor' },
          });
        },
        { action: 'user.role', target: 'cub-reporter', detail: 'author to editor' },
      ],
      [
        async () => {
          const users = await t.services.users.list();
          const id = users.find((user) => user.username === 'cub-reporter')!.id;
          return adminRequest(t, 'PATCH', `/api/admin/users/${id}`, {
            cookie: chief,
            body: { active: false },
          });
        },
        { action: 'user.disable', target: 'cub-reporter' },
      ],
      [
        () =>
          adminRequest(t, 'POST', '/api/admin/users/unlock', {
            cookie: chief,
            body: { username: 'cub-reporter' },
          }),
        { action: 'user.unlock', target: 'cub-reporter' },
      ],
      [
        () =>
          adminRequest(t, 'POST', '/api/admin/articles', {
            cookie: chief,
            body: buildArticle({ title: 'Harbor Lights Return', status: 'published' }),
          }),
        { action: 'article.publish', target: 'Harbor Lights Return' },
      ],
      [
        () =>
          adminRequest(t, 'POST', '/api/admin/articles', {
            cookie: chief,
            body: {
              ...buildArticle({ title: 'Tomorrow’s Eclipse', status: 'published' }),
              publishedAt: new Date(clock.time + 86_400_000).toISOString(),
            },
          }),
        {
          action: 'article.schedule',
          target: 'Tomorrow’s Eclipse',
          detail: expect.stringMatching(/^for \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        },
      ],
      [
        async () => {
          const { id } = await createArticle(t.services, buildArticle({ title: 'To Be Deleted' }));
          return adminRequest(t, 'DELETE', `/api/admin/articles/${id}`, { cookie: chief });
        },
        { action: 'article.delete', target: 'To Be Deleted' },
      ],
      [
        async () => {
          const { id } = await createArticle(
            t.services,
            buildArticle({ title: 'Needs A Fix', status: 'published' }),
          );
          return adminRequest(t, 'POST', `/api/admin/articles/${id}/corrections`, {
            cookie: chief,
            body: { text: 'The bridge is seven miles long.' },
          });
        },
        {
          action: 'article.correct',
          target: 'Needs A Fix',
          detail: 'correction: The bridge is seven miles long.',
        },
      ],
      [
        () => adminRequest(t, 'GET', '/api/admin/export-database', { cookie: chief }),
        { action: 'database.export' },
      ],
    ];
    for (const [run, expected] of steps) {
      const response = await run();
      expect(response.status).toBeLessThan(300);
      expect(await latest()).toMatchObject({ actor: 'chief', ...expected });
    }
    const file = await (
      await adminRequest(t, 'GET', '/api/admin/export-database', { cookie: chief })
    ).json();
    await adminRequest(t, 'POST', '/api/admin/import-database', { cookie: chief, body: file });
    expect((await latest()).action).toBe('database.import');
  });

  test('an edit that publishes nothing records nothing', async () => {
    const { total } = await activity();
    const input = buildArticle({ title: 'Quiet Edit', status: 'draft' });
    const created = (await (
      await adminRequest(t, 'POST', '/api/admin/articles', { cookie: chief, body: input })
    ).json()) as { id: number };
    await adminRequest(t, 'PATCH', `/api/admin/articles/${created.id}`, {
      cookie: chief,
      body: { ...input, title: 'Quiet Edit, Again' },
    });
    expect((await activity()).total).toBe(total);
  });

  test('newest first, paged, with the total', async () => {
    const all = await activity('?limit=200');
    expect(all.total).toBe(all.events.length);
    const times = all.events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await activity('?limit=2&offset=2');
    expect(second.events).toEqual(all.events.slice(2, 4));
    expect(second.total).toBe(all.total);
    const bad = await adminRequest(t, 'GET', '/api/admin/activity?limit=0', { cookie: chief });
    expect(bad.status).toBe(400);
  });
});
