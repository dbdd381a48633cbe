import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest } from '@tests/support/admin-session';
import { type NewsroomUser, signInAs } from '@tests/support/newsroom-users';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { OPEN_ADMIN_PATHS } from '~/server/modules/auth/admin-gate';
import { ADMIN_ROUTE_POLICIES } from '~/server/modules/auth/route-policy';
import { type PreparedOriginal, prepareOriginal } from '~/server/modules/media/image-processing';
import { USER_ROLES, type UserRole } from '~/shared/roles';
import { phonePhoto } from '../../support/phone-photo';

let t: TestApp;
const as = {} as Record<UserRole, NewsroomUser>;
/** An article no test account created (as the demo content). */
let othersArticle: number;
/** An image no test account uploaded, and a fresh one per call (for deletes). */
let othersImage: number;
let original: PreparedOriginal;
let images = 0;
async function createOthersImage(): Promise<number> {
  const hash = (++images).toString(16).padStart(16, '0');
  const item = await t.services.media.create({
    original,
    hash,
    fileName: `demo-${images}.jpg`,
    alt: 'Demo art',
    caption: '',
    uploadedBy: null,
  });
  return item.id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of USER_ROLES) as[role] = await signInAs(t, role);
  original = await prepareOriginal(await phonePhoto({ width: 64, height: 48 }));
  othersImage = await createOthersImage();
  expect(othersImage).toBe(1);
  // In use, so a bulk delete allowed by role is still refused (409) and the image stays.
  const image = (await t.services.media.get(othersImage))!.url;
  othersArticle = (await createArticle(t.services, buildArticle({ slug: 'someone-elses', image })))
    .id;
});

afterAll(() => t.close());

/**
 * One request per action. The body is not valid where a route validates one:
 * an allowed role gets 4xx from validation (or 404), never 403, and a
 * refused role gets 403 before its body is even read.
 */
interface Action {
  name: string;
  method: string;
  /** The route as the policy table names it, `:id` for the record. */
  route: string;
  /** The path requested, when the route has parameters. */
  path?: () => string | Promise<string>;
  body?: unknown;
  allowed: readonly UserRole[];
}

const EVERYONE = USER_ROLES;
const EDITORS: readonly UserRole[] = ['admin', 'editor'];
const ADMINS: readonly UserRole[] = ['admin'];
const INVALID = { nonsense: true };

const ACTIONS: Action[] = [
  { name: 'list articles', method: 'GET', route: '/api/admin/articles', allowed: EVERYONE },
  {
    name: 'count articles by status',
    method: 'GET',
    route: '/api/admin/article-counts',
    allowed: EVERYONE,
  },
  {
    name: "read articles' views",
    method: 'GET',
    route: '/api/admin/analytics/article-views',
    path: () => `/api/admin/analytics/article-views?ids=${othersArticle}`,
    allowed: EVERYONE,
  },
  {
    name: 'read the readership dashboard',
    method: 'GET',
    route: '/api/admin/analytics',
    path: () => '/api/admin/analytics?days=7',
    allowed: EDITORS,
  },
  {
    name: 'read any article',
    method: 'GET',
    route: '/api/admin/articles/:id',
    path: () => `/api/admin/articles/${othersArticle}`,
    allowed: EVERYONE,
  },
  {
    name: 'create an article',
    method: 'POST',
    route: '/api/admin/articles',
    body: INVALID,
    allowed: EVERYONE,
  },
  {
    name: "edit another person's article",
    method: 'PATCH',
    route: '/api/admin/articles/:id',
    path: () => `/api/admin/articles/${othersArticle}`,
    body: INVALID,
    allowed: EDITORS,
  },
  {
    name: "delete another person's article",
    method: 'DELETE',
    route: '/api/admin/articles/:id',
    // Deleted only where allowed, so each role is tried on an article of its own.
    path: async () => `/api/admin/articles/${(await createArticle(t.services, buildArticle())).id}`,
    allowed: EDITORS,
  },
  {
    name: "read an article's history",
    method: 'GET',
    route: '/api/admin/articles/:id/revisions',
    path: () => `/api/admin/articles/${othersArticle}/revisions`,
    allowed: EVERYONE,
  },
  {
    name: 'read a version of an article',
    method: 'GET',
    route: '/api/admin/articles/:id/revisions/:version',
    path: () => `/api/admin/articles/${othersArticle}/revisions/1`,
    allowed: EVERYONE,
  },
  {
    name: "restore a version of another person's article",
    method: 'POST',
    route: '/api/admin/articles/:id/revisions/:version/restore',
    path: () => `/api/admin/articles/${othersArticle}/revisions/1/restore`,
    body: { version: 'not a number' },
    allowed: EDITORS,
  },
  {
    name: 'append a correction',
    method: 'POST',
    route: '/api/admin/articles/:id/corrections',
    path: () => `/api/admin/articles/${othersArticle}/corrections`,
    body: INVALID,
    allowed: EDITORS,
  },
  {
    name: 'read author profiles',
    method: 'GET',
    route: '/api/admin/author-profiles',
    allowed: EVERYONE,
  },
  {
    name: 'create an author profile',
    method: 'POST',
    route: '/api/admin/author-profiles',
    body: INVALID,
    allowed: EDITORS,
  },
  {
    name: 'edit an author profile',
    method: 'PATCH',
    route: '/api/admin/author-profiles/:id',
    path: () => '/api/admin/author-profiles/999999',
    body: INVALID,
    allowed: EDITORS,
  },
  {
    name: 'delete an author profile',
    method: 'DELETE',
    route: '/api/admin/author-profiles/:id',
    path: () => '/api/admin/author-profiles/999999',
    allowed: EDITORS,
  },
  { name: 'read the ticker', method: 'GET', route: '/api/admin/breaking-news', allowed: EDITORS },
  {
    name: 'add to the ticker',
    method: 'POST',
    route: '/api/admin/breaking-news',
    body: INVALID,
    allowed: EDITORS,
  },
  {
    name: 'edit the ticker',
    method: 'PATCH',
    route: '/api/admin/breaking-news/:id',
    path: () => '/api/admin/breaking-news/999999',
    body: INVALID,
    allowed: EDITORS,
  },
  {
    name: 'delete from the ticker',
    method: 'DELETE',
    route: '/api/admin/breaking-news/:id',
    path: () => '/api/admin/breaking-news/999999',
    allowed: EDITORS,
  },
  {
    name: 'export the database',
    method: 'GET',
    route: '/api/admin/export-database',
    allowed: ADMINS,
  },
  {
    name: 'import a database',
    method: 'POST',
    route: '/api/admin/import-database',
    body: INVALID,
    allowed: ADMINS,
  },
  { name: 'list users', method: 'GET', route: '/api/admin/users', allowed: ADMINS },
  {
    name: 'create a user',
    method: 'POST',
    route: '/api/admin/users',
    body: INVALID,
    allowed: ADMINS,
  },
  {
    name: 'change a user',
    method: 'PATCH',
    route: '/api/admin/users/:id',
    path: () => '/api/admin/users/no-such-user',
    body: INVALID,
    allowed: ADMINS,
  },
  {
    name: 'unlock a user',
    method: 'POST',
    route: '/api/admin/users/unlock',
    body: INVALID,
    allowed: ADMINS,
  },
  { name: 'read the activity log', method: 'GET', route: '/api/admin/activity', allowed: ADMINS },
  { name: 'browse the media library', method: 'GET', route: '/api/admin/media', allowed: EVERYONE },
  // JSON, not multipart: allowed roles get 400 for the missing file.
  {
    name: 'upload images',
    method: 'POST',
    route: '/api/admin/media',
    body: INVALID,
    allowed: EVERYONE,
  },
  {
    name: "edit another person's image",
    method: 'PATCH',
    route: '/api/admin/media/:id',
    path: () => `/api/admin/media/${othersImage}`,
    body: { alt: 'Replaced alt text' },
    allowed: EDITORS,
  },
  {
    name: "delete another person's image",
    method: 'DELETE',
    route: '/api/admin/media/:id',
    path: async () => `/api/admin/media/${await createOthersImage()}`,
    allowed: EDITORS,
  },
  {
    name: "delete other people's images in bulk",
    method: 'POST',
    route: '/api/admin/media/delete',
    // The first image stored: `othersImage` (bodies are built before the tests run).
    body: { ids: [1] },
    allowed: EDITORS,
  },
  {
    name: 'change their own username',
    method: 'PATCH',
    route: '/api/admin/auth/username',
    body: INVALID,
    allowed: EVERYONE,
  },
  {
    name: 'change their own password',
    method: 'PATCH',
    route: '/api/admin/auth/password',
    body: INVALID,
    allowed: EVERYONE,
  },
];

describe('role x action', () => {
  for (const action of ACTIONS) {
    for (const role of USER_ROLES) {
      const allowed = action.allowed.includes(role);
      test(`${role} ${allowed ? 'may' : 'may not'} ${action.name}`, async () => {
        const path = action.path ? await action.path() : action.route;
        const response = await adminRequest(t, action.method, path, {
          cookie: as[role].cookie,
          body: action.body,
        });
        if (allowed) {
          expect(response.status).not.toBe(403);
          expect(response.status).not.toBe(401);
          return;
        }
        expect(response.status).toBe(403);
        const body = (await response.json()) as { status: number; message: string };
        expect(body.status).toBe(403);
        expect(body.message).toStartWith(`Your role (${role}) does not allow you to `);
      });
    }
  }

  test('every signed-in admin route has a policy, and every policy a route', () => {
    const routes = t.app.routes
      .filter((route) => route.path.startsWith('/api/admin/') && !OPEN_ADMIN_PATHS.has(route.path))
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    const policies = ADMIN_ROUTE_POLICIES.map((policy) => `${policy.method} ${policy.path}`).sort();
    expect(policies).toEqual(routes);
  });

  test('the table names every policy but signing out', () => {
    const named = new Set(ACTIONS.map((action) => `${action.method} ${action.route}`));
    const unnamed = ADMIN_ROUTE_POLICIES.map((policy) => `${policy.method} ${policy.path}`).filter(
      (route) => !named.has(route),
    );
    expect(unnamed).toEqual(['POST /api/admin/auth/logout']);
  });
});

describe('articles by role', () => {
  async function post(role: UserRole, overrides: Parameters<typeof buildArticle>[0]) {
    return adminRequest(t, 'POST', '/api/admin/articles', {
      cookie: as[role].cookie,
      body: buildArticle(overrides),
    });
  }

  test.each(['verified', 'breaking', 'published'] as const)(
    'an author may not create a %s article; an editor may',
    async (status) => {
      const refused = await post('author', { status });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(
        `Your role (author) does not allow you to set the status to ${status}`,
      );
      expect((await post('editor', { status })).status).toBe(201);
    },
  );

  test('an author may not feature an article', async () => {
    const refused = await post('author', { status: 'draft', featured: true });
    expect(refused.status).toBe(403);
  });

  test('an author edits and deletes their own drafts, and nobody else’s', async () => {
    const own = await post('author', { status: 'draft', slug: 'authors-own-draft' });
    expect(own.status).toBe(201);
    const { id } = (await own.json()) as { id: number };
    const path = `/api/admin/articles/${id}`;
    const edit = (role: UserRole, status: 'draft' | 'developing' | 'published') =>
      adminRequest(t, 'PATCH', path, {
        cookie: as[role].cookie,
        body: buildArticle({ slug: 'authors-own-draft', status }),
      });
    expect((await edit('author', 'developing')).status).toBe(200);
    expect((await edit('author', 'published')).status).toBe(403);
    // An editor publishes it; the author may still fix a typo without unpublishing.
    expect((await edit('editor', 'published')).status).toBe(200);
    expect((await edit('author', 'published')).status).toBe(200);

    const other = await signInAs(t, 'author');
    const foreign = await adminRequest(t, 'PATCH', path, {
      cookie: other.cookie,
      body: buildArticle({ slug: 'authors-own-draft', status: 'draft' }),
    });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toBe(
      "Your role (author) does not allow you to change another person's article",
    );
    expect((await adminRequest(t, 'DELETE', path, { cookie: other.cookie })).status).toBe(403);
    expect((await adminRequest(t, 'DELETE', path, { cookie: as.author.cookie })).status).toBe(204);
  });
});
