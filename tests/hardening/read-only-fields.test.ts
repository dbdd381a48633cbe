import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import {
  adminRequest,
  createAdmin,
  DEFAULT_PASSWORD,
  postLogin,
  signIn,
} from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { articles, authorProfiles, breakingNews, users } from '~/server/db/schema';
import { buildArticle } from '~/server/db/seed/factories/article';
import { buildAuthorProfile } from '~/server/db/seed/factories/author-profile';
import { buildBreakingNews } from '~/server/db/seed/factories/breaking-news';

/**
 * Fields the server manages (ids, versions, timestamps, lockout counters,
 * roles) sent in a request body are ignored: the stored row keeps what the
 * server decided. The database import is the exception by design (it moves
 * whole records) and is not covered here.
 */

let t: TestApp;
let cookie: string;

const LONG_AGO = '2001-01-01T00:00:00.000Z';
const FAR_AHEAD = '2099-01-01T00:00:00.000Z';

/** Everything a client might try to set that only the server may. */
const SERVER_FIELDS = {
  id: 424242,
  version: 99,
  createdAt: LONG_AGO,
  updatedAt: LONG_AGO,
  publishedAt: LONG_AGO,
  sortTime: 1,
  authorId: 31337,
  dateDisplay: 'forged',
  failedAttempts: 0,
  lockedUntil: null,
  lockCount: 0,
  lastLogin: LONG_AGO,
  role: 'owner',
  passwordHash: '$argon2id$v=19$m=65536,t=2,p=1$forged$forged',
  userId: 'someone-else',
  tokenHash: 'forged',
};

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t, 'field-editor');
  cookie = await signIn(t, 'field-editor');
});

afterAll(() => t.close());

const send = (method: string, path: string, body: unknown) =>
  adminRequest(t, method, path, { cookie, body });

/** Within a minute of now: set by the server, not taken from the body. */
function isRecent(date: Date | null | undefined): boolean {
  return date !== null && date !== undefined && Math.abs(date.getTime() - Date.now()) < 60_000;
}

describe('read-only fields in a request body are never written', () => {
  test('article create and update', async () => {
    const created = await send('POST', '/api/admin/articles', {
      ...buildArticle({ status: 'draft', author: 'Nobody With A Profile' }),
      ...SERVER_FIELDS,
      // The publish time is the editor's to set: a time to come schedules the
      // article (tests/api/articles/scheduled-publishing.test.ts).
      publishedAt: undefined,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const row = t.db.select().from(articles).where(eq(articles.id, id)).get()!;
    expect(id).not.toBe(SERVER_FIELDS.id);
    expect(row).toMatchObject({ version: 1, authorId: null, publishedAt: null, dateDisplay: null });
    expect(isRecent(row.createdAt) && isRecent(row.updatedAt)).toBe(true);
    expect(row.sortTime).not.toBe(SERVER_FIELDS.sortTime);

    const updated = await send('PATCH', `/api/admin/articles/${id}`, {
      ...buildArticle({ status: 'published', author: 'Nobody With A Profile' }),
      ...SERVER_FIELDS,
      // On an edit, version names the version the editor loaded: it guards the
      // save (a stale one is refused, tests/api/articles/revisions.test.ts) and
      // is never written.
      version: 1,
      publishedAt: undefined,
    });
    expect(updated.status).toBe(200);
    const after = t.db.select().from(articles).where(eq(articles.id, id)).get()!;
    expect(after).toMatchObject({ id, version: 2, authorId: null, dateDisplay: null });
    expect(after.createdAt).toEqual(row.createdAt);
    expect(isRecent(after.publishedAt)).toBe(true);
    expect(
      t.db.select().from(articles).where(eq(articles.id, SERVER_FIELDS.id)).get(),
    ).toBeUndefined();
  });

  test('article create, for any values of the server-managed fields', async () => {
    const serverFields = fc.record(
      {
        id: fc.oneof(fc.integer(), fc.string()),
        // A create has no earlier version to guard: any version given is ignored.
        version: fc.integer({ min: 1 }),
        createdAt: fc.oneof(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          fc.string(),
        ),
        authorId: fc.oneof(fc.integer(), fc.constant(null)),
        sortTime: fc.integer(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(serverFields, async (fields) => {
        const [{ lastId }] = t.db.$client
          .query<{ lastId: number }, []>('SELECT max(id) AS lastId FROM articles')
          .all() as [{ lastId: number }];
        const response = await send('POST', '/api/admin/articles', {
          ...buildArticle({ status: 'published' }),
          ...fields,
        });
        expect(response.status).toBe(201);
        const { id } = (await response.json()) as { id: number };
        const row = t.db.select().from(articles).where(eq(articles.id, id)).get()!;
        expect(row.version).toBe(1);
        expect(isRecent(row.createdAt) && isRecent(row.publishedAt)).toBe(true);
        // The next id in line, whatever id the body named.
        expect(row.id).toBe(lastId + 1);
      }),
      { numRuns: 40 },
    );
  });

  test('author profile create and update', async () => {
    const created = await send('POST', '/api/admin/author-profiles', {
      ...buildAuthorProfile(),
      ...SERVER_FIELDS,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(id).not.toBe(SERVER_FIELDS.id);
    const row = t.db.select().from(authorProfiles).where(eq(authorProfiles.id, id)).get()!;
    expect(isRecent(row.createdAt) && isRecent(row.updatedAt)).toBe(true);

    const updated = await send('PATCH', `/api/admin/author-profiles/${id}`, {
      ...buildAuthorProfile(),
      ...SERVER_FIELDS,
    });
    expect(updated.status).toBe(200);
    const after = t.db.select().from(authorProfiles).where(eq(authorProfiles.id, id)).get()!;
    expect(after.id).toBe(id);
    expect(after.createdAt).toEqual(row.createdAt);
    expect(after.joinedDate).toEqual(row.joinedDate);
  });

  test('breaking news create and update', async () => {
    const admin = t.db.select().from(users).where(eq(users.username, 'field-editor')).get()!;
    const created = await send('POST', '/api/admin/breaking-news', {
      ...buildBreakingNews(),
      ...SERVER_FIELDS,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(id).not.toBe(SERVER_FIELDS.id);
    const row = t.db.select().from(breakingNews).where(eq(breakingNews.id, id)).get()!;
    // The item is credited to whoever is signed in, not to what the body says.
    expect(row.authorId).toBe(admin.id);
    expect(isRecent(row.createdAt)).toBe(true);

    const updated = await send('PATCH', `/api/admin/breaking-news/${id}`, {
      ...buildBreakingNews(),
      ...SERVER_FIELDS,
    });
    expect(updated.status).toBe(200);
    const after = t.db.select().from(breakingNews).where(eq(breakingNews.id, id)).get()!;
    expect(after).toMatchObject({ id, authorId: admin.id, createdAt: row.createdAt });
  });

  test('sign-in: lockout counters, role and id in the body change nothing', async () => {
    await createAdmin(t, 'counted-editor');
    const before = t.db.select().from(users).where(eq(users.username, 'counted-editor')).get()!;

    const wrong = await adminRequest(t, 'POST', '/api/admin/auth/login', {
      body: { username: 'counted-editor', password: 'wrong-password', ...SERVER_FIELDS },
    });
    expect(wrong.status).toBe(401);
    const counted = t.db.select().from(users).where(eq(users.username, 'counted-editor')).get()!;
    // The failure is counted although the body said failedAttempts: 0.
    expect(counted).toMatchObject({ ...before, failedAttempts: 1 });

    const right = await adminRequest(t, 'POST', '/api/admin/auth/login', {
      body: {
        username: 'counted-editor',
        password: DEFAULT_PASSWORD,
        ...SERVER_FIELDS,
        failedAttempts: 99,
        lockedUntil: FAR_AHEAD,
        lockCount: 7,
      },
    });
    expect(right.status).toBe(200);
    const after = t.db.select().from(users).where(eq(users.username, 'counted-editor')).get()!;
    expect(after).toMatchObject({
      id: before.id,
      role: before.role,
      passwordHash: before.passwordHash,
      createdAt: before.createdAt,
      failedAttempts: 0,
      lockedUntil: null,
      lockCount: 0,
    });
    expect(isRecent(after.lastLogin)).toBe(true);
  });

  test('username change: only the username changes', async () => {
    await createAdmin(t, 'renamed-editor');
    const own = await postLogin(t, 'renamed-editor', DEFAULT_PASSWORD);
    const ownCookie = own.headers.getSetCookie()[0]!.split(';', 1)[0]!;
    const before = t.db.select().from(users).where(eq(users.username, 'renamed-editor')).get()!;
    const response = await adminRequest(t, 'PATCH', '/api/admin/auth/username', {
      cookie: ownCookie,
      body: {
        newUsername: 'renamed-editor-2',
        currentPassword: DEFAULT_PASSWORD,
        ...SERVER_FIELDS,
        username: 'field-editor',
      },
    });
    expect(response.status).toBe(200);
    const after = t.db.select().from(users).where(eq(users.id, before.id)).get()!;
    expect(after).toEqual({ ...before, username: 'renamed-editor-2' });
  });
});
