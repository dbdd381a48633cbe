import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { scriptHash } from '~/server/ssr/script-hashes';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await createArticle(
    t.services,
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

  test('an edit is visible on the very next request (no stale window)', async () => {
    expect(await (await home()).text()).toContain('First story');
    const article = (await t.services.articles.findPublic('first-story'))!;
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
  /** The policy's nonce and hashes, and every inline script that runs (JSON-LD is data) with its nonce. */
  async function noncesOf(response: Response) {
    const policy = response.headers.get('content-security-policy')!;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const gzipped = response.headers.get('content-encoding') === 'gzip';
    const html = new TextDecoder().decode(gzipped ? Bun.gunzipSync(bytes) : bytes);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (match) => !match[1]!.includes('application/ld+json'),
    );
    return {
      policy,
      allowed: policy.match(/'nonce-([^']+)'/)?.[1] ?? null,
      hashes: [...(policy.match(/'sha256-[^']+'/g) ?? [])],
      inline: inline.map((match) => match[1]!.match(/nonce="([^"]+)"/)?.[1] ?? null),
      scripts: inline.map((match) => match[2]!),
      html,
    };
  }

  test('a cached page allows each of its inline scripts by its hash, and nothing by a nonce', async () => {
    await home();
    for (const encoding of ['gzip', 'identity']) {
      const first = await noncesOf(await home({ headers: { 'Accept-Encoding': encoding } }));
      const second = await noncesOf(await home({ headers: { 'Accept-Encoding': encoding } }));
      // The theme script and the boot data (React's bootstrap), at least.
      expect(first.scripts.length).toBeGreaterThanOrEqual(2);
      expect(first.inline).toEqual(first.inline.map(() => null));
      expect(first.allowed).toBeNull();
      expect(first.hashes.sort()).toEqual([...new Set(first.scripts.map(scriptHash))].sort());
      // The same page for every reader: the same bytes, the same policy.
      expect(second.html).toBe(first.html);
      expect(second.policy).toBe(first.policy);
      expect(first.policy).toContain("frame-ancestors 'none'");
      expect(first.policy).toContain("base-uri 'none'");
      expect(first.policy).toContain("object-src 'none'");
    }
  });

  test("a 304 carries the page's own policy: the copy the browser keeps has the same scripts", async () => {
    const first = await home();
    const again = await home({ headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    );
  });

  test('pages rendered per request get a fresh nonce too, carried by their scripts', async () => {
    for (const path of ['/admin/login', '/no-such-page']) {
      const first = await noncesOf(await t.request(path));
      const second = await noncesOf(await t.request(path));
      expect(first.html).toContain(`nonce="${first.allowed}"`);
      expect(first.allowed).not.toBe(second.allowed);
    }
  });
});
