import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest } from '@tests/support/admin-session';
import { type NewsroomUser, signInAs } from '@tests/support/newsroom-users';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle } from '~/server/db/seed/factories/article';
import { USER_ROLES, type UserRole } from '~/shared/roles';
import type { AdminArticle, ValidArticleInput } from '~/shared/schemas/article';

/**
 * What depends on the body, role by role: publishing, featuring and
 * scheduling, on a new article and on the role's own draft. (The route x
 * role table, tests/api/users/roles.test.ts, covers what the route alone
 * decides: others' articles, the ticker, authors, users, the database.)
 * A refused request changes nothing.
 */

let t: TestApp;
const as = {} as Record<UserRole, NewsroomUser>;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of USER_ROLES) as[role] = await signInAs(t, role, `${role}-content`);
  // Three password hashes: slow on a busy machine.
}, 30_000);

afterAll(() => t.close());

const EVERYONE = USER_ROLES;
const EDITORS: readonly UserRole[] = ['admin', 'editor'];
const TOMORROW = () => new Date(Date.now() + 24 * 60 * 60_000).toISOString();

function draft(overrides: Partial<ValidArticleInput> = {}): ValidArticleInput {
  sequence += 1;
  return buildArticle({ slug: `content-action-${sequence}`, status: 'draft', ...overrides });
}

/** A draft of the role's own, saved through the API as that role. */
async function ownDraft(role: UserRole) {
  const input = draft();
  const response = await adminRequest(t, 'POST', '/api/admin/articles', {
    cookie: as[role].cookie,
    body: input,
  });
  expect(response.status).toBe(201);
  return { input, article: (await response.json()) as AdminArticle };
}

interface ContentAction {
  name: string;
  allowed: readonly UserRole[];
  /** Makes the request as the role; `expected` is its status when allowed. */
  run(role: UserRole): Promise<{ response: Response; unchanged: () => Promise<void> }>;
  expected: number;
}

/** A create: refused, it leaves no article with its slug. */
function creating(
  name: string,
  allowed: readonly UserRole[],
  overrides: Partial<ValidArticleInput>,
) {
  return {
    name,
    allowed,
    expected: 201,
    async run(role: UserRole) {
      const input = draft(overrides);
      const response = await adminRequest(t, 'POST', '/api/admin/articles', {
        cookie: as[role].cookie,
        body: input,
      });
      return {
        response,
        unchanged: async () =>
          expect((await t.services.adminArticles.listAdmin({ q: input.slug })).articles).toEqual(
            [],
          ),
      };
    },
  } satisfies ContentAction;
}

/** An edit of the role's own draft: refused, the draft stays as it was. */
function editingOwn(
  name: string,
  allowed: readonly UserRole[],
  change: Partial<ValidArticleInput>,
) {
  return {
    name,
    allowed,
    expected: 200,
    async run(role: UserRole) {
      const { input, article } = await ownDraft(role);
      const response = await adminRequest(t, 'PATCH', `/api/admin/articles/${article.id}`, {
        cookie: as[role].cookie,
        body: { ...input, ...change, version: article.version },
      });
      return {
        response,
        unchanged: async () => {
          const { createdBy: _c, savedBy: _s, changeNote: _n, ...stored } = article;
          expect(await t.services.adminArticles.findById(article.id)).toEqual(stored);
        },
      };
    },
  } satisfies ContentAction;
}

const ACTIONS: ContentAction[] = [
  creating('create a draft', EVERYONE, {}),
  creating('create a developing story', EVERYONE, { status: 'developing' }),
  creating('create a verified story', EDITORS, { status: 'verified' }),
  creating('create a breaking story', EDITORS, { status: 'breaking' }),
  creating('create a published story', EDITORS, { status: 'published' }),
  creating('create a featured draft', EDITORS, { featured: true }),
  creating('create a scheduled draft', EDITORS, { publishedAt: TOMORROW() }),
  editingOwn('edit their own draft', EVERYONE, { title: 'Reworded headline' }),
  editingOwn('move their own draft to developing', EVERYONE, { status: 'developing' }),
  editingOwn('publish their own draft', EDITORS, { status: 'published' }),
  editingOwn('mark their own draft breaking', EDITORS, { status: 'breaking' }),
  editingOwn('feature their own draft', EDITORS, { featured: true }),
  editingOwn('schedule their own draft', EDITORS, { publishedAt: TOMORROW() }),
  {
    name: 'restore a version of their own article',
    allowed: EVERYONE,
    expected: 200,
    async run(role) {
      const { input, article } = await ownDraft(role);
      await adminRequest(t, 'PATCH', `/api/admin/articles/${article.id}`, {
        cookie: as[role].cookie,
        body: { ...input, title: 'Second take', version: 1 },
      });
      const response = await adminRequest(
        t,
        'POST',
        `/api/admin/articles/${article.id}/revisions/1/restore`,
        { cookie: as[role].cookie, body: { version: 2 } },
      );
      return {
        response,
        unchanged: async () =>
          expect((await t.services.adminArticles.findById(article.id))!.version).toBe(2),
      };
    },
  },
  {
    name: 'delete their own draft',
    allowed: EVERYONE,
    expected: 204,
    async run(role) {
      const { article } = await ownDraft(role);
      const response = await adminRequest(t, 'DELETE', `/api/admin/articles/${article.id}`, {
        cookie: as[role].cookie,
      });
      return {
        response,
        unchanged: async () =>
          expect(await t.services.adminArticles.findById(article.id)).not.toBeNull(),
      };
    },
  },
];

describe('role x content action', () => {
  for (const action of ACTIONS) {
    for (const role of USER_ROLES) {
      const allowed = action.allowed.includes(role);
      test(`${role} ${allowed ? 'may' : 'may not'} ${action.name}`, async () => {
        const { response, unchanged } = await action.run(role);
        if (allowed) {
          expect(response.status).toBe(action.expected);
          return;
        }
        expect(response.status).toBe(403);
        const body = (await response.json()) as { status: number; message: string };
        expect(body.status).toBe(403);
        expect(body.message).toStartWith(`Your role (${role}) does not allow you to `);
        await unchanged();
      });
    }
  }
});
