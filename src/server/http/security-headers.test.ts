import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { buildArticle } from '@tests/factories/article';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { adminRequest, createAdmin, signIn } from '../modules/auth/test-session';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = createTestApp();
  t.services.articles.create(buildArticle({ slug: 'first-story', title: 'First story' }));
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
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
  } else {
    expect(policy).toStartWith("default-src 'none'");
  }
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
    const https = createTestApp({ siteUrl: 'https://gazette.example' });
    for (const path of ['/', '/api/articles', '/no-such-page']) {
      const response = await https.request(path);
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    https.close();
  });
});
