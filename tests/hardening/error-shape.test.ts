import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { lockSignIn } from '@tests/support/sign-in-locks';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { errorMessage } from '~/client/api/admin-errors';
import { ApiError, apiRequest } from '~/client/api/transport';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { MAX_BODY_BYTES } from '~/server/http/body-limit';
import { INTERNAL_ERROR_MESSAGE } from '~/server/http/errors';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '~/server/http/json-body';
import { MAX_PAGE_SIZE } from '~/shared/schemas/article-query';
import { errorShapeProblem } from './fuzz-app';

/**
 * Every kind of refusal answers the one error shape, `{status, message,
 * issues?}`, and an unexpected failure says nothing about its cause.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t, 'shape-editor');
  await createAdmin(t, 'locked-editor');
  cookie = await signIn(t, 'shape-editor');
  await createArticle(t.services, buildArticle({ slug: 'taken-slug' }));
});

afterAll(() => t.close());

async function errorOf(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  expect(errorShapeProblem(body, response.status)).toBeNull();
  expect(response.headers.get('content-type')).toStartWith('application/json');
  return body;
}

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return t.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: t.siteUrl, Cookie: cookie, ...headers },
    body,
  });
}

describe('the one JSON error shape', () => {
  test('unknown API paths: 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here'],
      ['DELETE', '/api/articles/1/nothing'],
    ] as const) {
      const response = await t.request(path, { method });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ status: 404, message: 'No such API endpoint' });
    }
  });

  test('a method a real API path does not take: 405, naming the ones it does in Allow', async () => {
    for (const [method, path, allow] of [
      ['PUT', '/api/articles', 'GET'],
      ['OPTIONS', '/api/search', 'GET'],
      ['DELETE', '/api/authors', 'GET'],
      ['PUT', '/api/admin/articles/7', 'GET, PATCH, DELETE'],
      // GET has a catch-all of its own: a write-only path still names its method.
      ['GET', '/api/analytics', 'POST'],
      ['GET', '/api/admin/auth/login', 'POST'],
    ] as const) {
      const response = await t.request(path, {
        method,
        headers: { Origin: t.siteUrl, cookie, 'Content-Type': 'application/json' },
        body: method === 'PUT' ? '{}' : undefined,
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(await errorOf(response)).toEqual({
        status: 405,
        message: `${method} is not allowed here; use ${allow.replaceAll(', ', ' or ')}`,
      });
    }
  });

  test('a body that is not JSON: 400', async () => {
    for (const body of ['{', "{'a':1}", '{"a":1}{', 'NaN']) {
      const response = await post('/api/admin/breaking-news', body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({
        status: 400,
        message: 'The request body is not valid JSON',
      });
    }
  });

  test(`a body nested deeper than ${MAX_JSON_DEPTH} levels: 400, quickly, and no 500`, async () => {
    const fine = `{"text":"Portal","priority":1,"extra":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    expect((await post('/api/admin/breaking-news', fine)).status).toBe(201);
    for (const depth of [MAX_JSON_DEPTH + 1, 100_000, 400_000]) {
      const started = performance.now();
      const response = await post(
        '/api/admin/articles',
        `${'['.repeat(depth)}${']'.repeat(depth)}`,
      );
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({ status: 400, message: TOO_DEEP_MESSAGE });
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    // Brackets inside strings are text, not nesting, escaped quotes and backslashes included.
    for (const text of ['['.repeat(150), `"${'['.repeat(150)}`, `\\${'{'.repeat(150)}\\"`]) {
      const body = JSON.stringify({ text, priority: 1 });
      expect((await post('/api/admin/breaking-news', body)).status).toBe(201);
    }
  });

  test('a body over the limit: 413', async () => {
    const response = await post(
      '/api/admin/breaking-news',
      JSON.stringify({ text: 'x'.repeat(MAX_BODY_BYTES), priority: 1 }),
    );
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toEqual({
      status: 413,
      message: 'The request body must not exceed 1 MB',
    });
  });

  test('a write that is not JSON: 415; from another site: 403', async () => {
    const plain = await post('/api/admin/breaking-news', '{}', { 'Content-Type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect(await errorOf(plain)).toEqual({
      status: 415,
      message: 'Content-Type must be application/json',
    });
    const foreign = await post('/api/admin/breaking-news', '{}', { Origin: 'http://evil.test' });
    expect(foreign.status).toBe(403);
    expect(await errorOf(foreign)).toEqual({
      status: 403,
      message: 'Cross-origin requests are not allowed',
    });
  });

  test('no session: 401; wrong credentials: 401; a locked account: 423', async () => {
    const anonymous = await adminRequest(t, 'GET', '/api/admin/articles');
    expect(anonymous.status).toBe(401);
    expect(await errorOf(anonymous)).toEqual({ status: 401, message: 'Authentication required' });

    const wrong = await post(
      '/api/admin/auth/login',
      JSON.stringify({ username: 'nobody', password: 'x' }),
    );
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toEqual({ status: 401, message: 'Invalid username or password' });

    await lockSignIn(t.store, 'locked-editor', new Date(Date.now() + 60 * 60_000));
    const locked = await post(
      '/api/admin/auth/login',
      JSON.stringify({ username: 'locked-editor', password: 'whatever-it-is' }),
    );
    expect(locked.status).toBe(423);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = await errorOf(locked);
    expect(body.status).toBe(423);
    expect(body.message).toStartWith('Too many failed sign-in attempts for this account');
  });

  test('a body failing its schema: 422 naming every field; the whole body has an empty path', async () => {
    const response = await post('/api/admin/breaking-news', JSON.stringify({ priority: 11 }));
    expect(response.status).toBe(422);
    const body = await errorOf(response);
    expect(body).toEqual({
      status: 422,
      message: expect.stringMatching(/^text: /),
      issues: [
        { path: 'text', message: expect.any(String) },
        { path: 'priority', message: 'Priority must be 10 or less' },
      ],
    });

    const list = await post('/api/admin/breaking-news', '[]');
    expect(await errorOf(list)).toEqual({
      status: 422,
      message: 'Invalid input: expected object, received array',
      issues: [{ path: '', message: 'Invalid input: expected object, received array' }],
    });
  });

  test('a bad query or path parameter: 400 naming it', async () => {
    const query = await t.request('/api/articles?sort=random');
    expect(query.status).toBe(400);
    expect(await errorOf(query)).toEqual({
      status: 400,
      message: 'sort: must be one of newest, oldest, title, readTime',
      issues: [{ path: 'sort', message: 'must be one of newest, oldest, title, readTime' }],
    });
    for (const id of ['abc', '1e3', '0x1', '+1', '1.0', '0', '99999999999999999999']) {
      const response = await adminRequest(t, 'GET', `/api/admin/articles/${id}`, { cookie });
      expect({ id, status: response.status }).toEqual({ id, status: 400 });
      const body = await errorOf(response);
      expect((body.issues as Array<{ path: string }>)[0]!.path).toBe('id');
    }
  });

  test('a route refusing on purpose: its own status and message', async () => {
    const missing = await t.request('/api/articles/no-such-story');
    expect(await errorOf(missing)).toEqual({ status: 404, message: 'Article not found' });
    const taken = await post(
      '/api/admin/articles',
      JSON.stringify({ ...buildArticle({ slug: 'taken-slug' }) }),
    );
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toEqual({
      status: 409,
      message: 'An article with the slug "taken-slug" already exists',
    });
  });

  test('an unexpected failure: 500 with the generic message, nothing about its cause', async () => {
    const logged = spyOn(console, 'error').mockImplementation(() => {});
    const { listPublic } = t.services.articles;
    t.services.articles.listPublic = () => {
      throw Object.assign(
        new Error(
          'SQLITE_CORRUPT: database disk image is malformed: SELECT * FROM articles (/srv/gazette/data/gazette.db)',
        ),
        { code: 'SQLITE_CORRUPT' },
      );
    };
    try {
      const response = await t.request('/api/articles');
      expect(response.status).toBe(500);
      const text = await response.clone().text();
      expect(await errorOf(response)).toEqual({ status: 500, message: INTERNAL_ERROR_MESSAGE });
      for (const secret of ['SQLITE', 'SELECT', '/srv/', 'gazette.db', 'at ', '.ts']) {
        expect(text).not.toContain(secret);
      }
      // The operator still learns what happened.
      expect(logged).toHaveBeenCalled();
    } finally {
      t.services.articles.listPublic = listPublic;
      logged.mockRestore();
    }
  });
});

describe('the client', () => {
  test("reads the server's message from the error shape, and keeps the 'status: body' error text", async () => {
    // createApp routes the client's API calls to this app, in-process.
    const failure = await apiRequest('GET', '/api/articles?limit=101').catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    const expected = `limit: must be at most ${MAX_PAGE_SIZE}: a page holds at most ${MAX_PAGE_SIZE} articles`;
    expect(errorMessage(failure, 'Failed to load articles')).toBe(expected);
    expect((failure as ApiError).message).toStartWith('400: {"status":400,"message":');
    const unknown = await apiRequest('GET', '/api/nothing-here').catch((error) => error);
    expect(errorMessage(unknown, 'fallback')).toBe('No such API endpoint');
  });
});

describe('public list limits', () => {
  test(`a limit over ${MAX_PAGE_SIZE} is a 400 saying so; ${MAX_PAGE_SIZE} is fine`, async () => {
    // A repeated parameter: the first value counts.
    for (const limit of ['101', '1000', '1e3', '101&limit=100', '99999999999999999999']) {
      const response = await t.request(`/api/articles?limit=${limit}`);
      expect({ limit, status: response.status }).toEqual({ limit, status: 400 });
      const body = await errorOf(response);
      expect(body.message).toStartWith('limit: ');
      expect((body.issues as Array<{ path: string }>)[0]!.path).toBe('limit');
    }
    const over = await t.request('/api/articles?limit=101');
    expect(((await over.json()) as { message: string }).message).toBe(
      `limit: must be at most ${MAX_PAGE_SIZE}: a page holds at most ${MAX_PAGE_SIZE} articles`,
    );
    expect((await t.request(`/api/articles?limit=${MAX_PAGE_SIZE}`)).status).toBe(200);
  });

  test('an offset without a limit pages from there to the end', async () => {
    const all = (await (await t.request('/api/articles')).json()) as unknown[];
    const response = await t.request('/api/articles?offset=1');
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(all.length - 1);
  });

  test(`search answers at most ${MAX_PAGE_SIZE} results, whatever the query asks`, async () => {
    for (let n = 0; n < MAX_PAGE_SIZE + 5; n++) {
      await createArticle(
        t.services,
        buildArticle({ title: `Quasar bulletin ${n}`, tags: ['quasar'] }),
      );
    }
    for (const query of ['q=quasar', 'q=quasar&limit=1000', 'q=quasar&limit=5000&offset=0']) {
      const response = await t.request(`/api/search?${query}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as unknown[]).length).toBe(MAX_PAGE_SIZE);
      expect(response.headers.get('x-total-count')).toBe(String(MAX_PAGE_SIZE + 5));
    }
  });
});

describe('a failure around the app', () => {
  test('answers the JSON 500 with security headers, and logs the cause for the operator', async () => {
    const quiet = spyOn(console, 'error').mockImplementation(() => {});
    const invalidate = t.pages.invalidate;
    t.pages.invalidate = () => {
      throw new Error('SQLITE_IOERR at /srv/gazette/data/gazette.db');
    };
    try {
      const response = await adminRequest(t, 'POST', '/api/admin/breaking-news', {
        cookie,
        body: { text: 'Around the app', link: '', priority: 1, active: true },
      });
      expect(response.status).toBe(500);
      const body = await errorOf(response);
      expect(body).toEqual({ status: 500, message: INTERNAL_ERROR_MESSAGE });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(quiet).toHaveBeenCalled();
    } finally {
      t.pages.invalidate = invalidate;
      quiet.mockRestore();
    }
  });
});
