import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { pageRoutes } from '~/client/route-table';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await createArticle(t.services, buildArticle({ slug: 'first-story', title: 'First story' }));
  await createAdmin(t, 'editor');
  cookie = await signIn(t);
});

afterAll(() => t.close());

/** Every kind of answer the site gives: pages, JSON, feeds, files, errors. */
const ROUTES: Array<{ path: string; init?: RequestInit; status: number }> = [
  { path: '/', status: 200 },
  { path: '/search?q=story', status: 200 },
  { path: '/sections', status: 200 },
  { path: '/section/cosmic-watch', status: 200 },
  { path: '/section/no-such-section', status: 404 },
  { path: '/article/first-story', status: 200 },
  { path: '/article/no-such-story', status: 404 },
  { path: '/authors', status: 200 },
  { path: '/about', status: 200 },
  { path: '/terms-of-service', status: 200 },
  { path: '/admin/login', status: 200 },
  { path: '/no-such-page', status: 404 },
  { path: '/api/articles?limit=5', status: 200 },
  { path: '/api/articles/first-story', status: 200 },
  { path: '/api/articles?limit=abc', status: 400 },
  { path: '/api/breaking-news', status: 200 },
  { path: '/api/authors', status: 200 },
  { path: '/api/editorial-team', status: 200 },
  { path: '/api/no-such-endpoint', status: 404 },
  { path: '/api/admin/articles', status: 401 },
  { path: '/api/admin/articles', init: { method: 'POST', body: '{' }, status: 403 },
  { path: '/rss.xml', status: 200 },
  { path: '/sitemap.xml', status: 200 },
  { path: '/robots.txt', status: 200 },
  { path: '/healthz', status: 200 },
  { path: '/data/sections.json', status: 200 },
];

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  const policy = response.headers.get('content-security-policy') ?? '';
  for (const directive of ["frame-ancestors 'none'", "base-uri 'none'"]) {
    expect(policy).toContain(directive);
  }
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self'");
    // A page rendered for its answer: its nonce; a kept page: its scripts' hashes.
    expect(policy).toMatch(
      /script-src 'self' ('nonce-[A-Za-z0-9+/]{22}=='|'sha256-[A-Za-z0-9+/]{43}=')/,
    );
  } else {
    expect(policy).toStartWith("default-src 'none'");
  }
}

/** A concrete path for a route pattern, its parameters filled with things that exist. */
function concrete(pattern: string): string {
  return pattern
    .replace(':reference', 'first-story')
    .replace(':id', '1')
    .replace(':slug', 'cosmic-watch')
    .replace(':name', 'Priya%20Castellanos')
    .replace('/*?', '/articles')
    .replace('/*', '/anything');
}

describe('security headers', () => {
  test.each(ROUTES)('$path answers with every security header', async ({ path, init, status }) => {
    const response = await t.request(path, init);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  test('a signed-in admin API answer and a refused write carry them too', async () => {
    const list = await adminRequest(t, 'GET', '/api/admin/articles', { cookie });
    expect(list.status).toBe(200);
    expectSecurityHeaders(list);
    const refused = await adminRequest(t, 'POST', '/api/admin/articles', { cookie, body: {} });
    expect(refused.status).toBe(422);
    expectSecurityHeaders(refused);
  });

  test('a site served over HTTPS tells browsers to keep to it', async () => {
    // Last: a second app takes over the in-process API transport pages render through.
    const https = await createTestApp({ siteUrl: 'https://gazette.example' });
    for (const path of ['/', '/api/articles', '/no-such-page']) {
      const response = await https.request(path);
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    https.close();
  });
});

// Last: its own app, whose writes (deletes, a sign-out) touch nothing above.
describe('security headers on every route', () => {
  let own: TestApp;
  let ownCookie: string;
  beforeAll(async () => {
    own = await createTestApp();
    await createArticle(own.services, buildArticle({ slug: 'first-story', title: 'First story' }));
    await createAdmin(own, 'editor');
    ownCookie = await signIn(own);
  });
  afterAll(() => own.close());

  test('every API, feed and file route the server registers, signed in and not', async () => {
    const routes = own.app.routes.filter((route) => route.path !== '/*');
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const method = route.method === 'ALL' ? 'PUT' : route.method;
      const path = `${concrete(route.path)}${route.path === '/api/search' ? '?q=story' : ''}`;
      for (const signedIn of [false, true]) {
        const response = await adminRequest(own, method, path, {
          cookie: signedIn ? ownCookie : undefined,
          body: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        const where = `${method} ${path}${signedIn ? ' (signed in)' : ''}`;
        expect({ where, serverError: response.status >= 500 }).toEqual({
          where,
          serverError: false,
        });
        expectSecurityHeaders(response);
        // Signed out by that request: sign in again for the routes after it.
        if (signedIn && route.path === '/api/admin/auth/logout') ownCookie = await signIn(own);
      }
    }
  });

  test('every page route of the site', async () => {
    for (const route of pageRoutes) {
      const response = await own.request(concrete(route.path));
      expect(response.status).toBeLessThan(500);
      expectSecurityHeaders(response);
    }
  });
});
