import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { buildArticle } from '@tests/factories/article';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { THEME_SCRIPT } from '~/client/document';
import { adminRequest, createAdmin, signIn } from '../modules/auth/test-session';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = createTestApp();
  t.services.articles.create(
    buildArticle({ slug: 'first-story', title: 'First story', featured: true }),
  );
  await createAdmin(t, 'editor');
  cookie = await signIn(t);
});

afterAll(() => t.close());

const home = (init?: RequestInit) => t.request('/', init);

describe('page cache', () => {
  test('a public page is rendered once, then served from memory with ETag and the CDN policy', async () => {
    const first = await home({ headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(t.pages.cachedPages()).toBeGreaterThan(0);
    const again = await home({ headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  test('an edit is visible on the very next request', async () => {
    expect(await (await home()).text()).toContain('First story');
    const article = t.services.articles.findPublic('first-story')!;
    const response = await adminRequest(t, 'PATCH', `/api/admin/articles/${article.id}`, {
      cookie,
      body: buildArticle({ slug: 'first-story', title: 'Renamed story', featured: true }),
    });
    expect(response.status).toBe(200);
    const html = await (await home()).text();
    expect(html).toContain('Renamed story');
    expect(html).not.toContain('First story');
  });

  test('a failed write leaves the cache as it was', async () => {
    await home();
    const cached = t.pages.cachedPages();
    const response = await adminRequest(t, 'POST', '/api/admin/articles', {
      cookie,
      body: { title: '' },
    });
    expect(response.status).toBe(422);
    expect(t.pages.cachedPages()).toBe(cached);
  });

  test('not-found pages and the admin are never cached', async () => {
    const missing = await t.request('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    const admin = await t.request('/admin/login');
    expect(admin.headers.get('cache-control')).toBe('no-store');
    expect(admin.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});

describe('content security policy', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  test('a cached page allows exactly its own inline scripts, by hash', async () => {
    const response = await home();
    const policy = response.headers.get('content-security-policy')!;
    const html = await response.text();
    const boot = html.match(/<script[^>]*>(window\.__GAZETTE__=.*?)<\/script>/)![1]!;
    expect(policy).toContain(`script-src 'self' ${sha256(THEME_SCRIPT)} ${sha256(boot)}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('nonce');
  });

  test('the admin gets a fresh nonce on every request, carried by its scripts', async () => {
    const nonceOf = async () => {
      const response = await t.request('/admin/login');
      const nonce = response.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!;
      expect(await response.text()).toContain(`nonce="${nonce}"`);
      return nonce;
    };
    expect(await nonceOf()).not.toBe(await nonceOf());
  });
});
