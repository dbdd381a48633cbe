import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import { PageCache } from '~/server/http/page-cache';
import { scriptHash } from '~/server/ssr/script-hashes';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.services);
});

afterAll(() => t.close());

const PAGES = [
  '/',
  '/section/cosmic-watch',
  '/article/twelve-realities-sign-geneva-threshold-pact-limiting-unscheduled-portal-crossings',
  '/authors',
  '/search?q=portal',
  '/about',
];

const decoder = new TextDecoder();
const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? '';
/** The hashes a policy allows scripts by. */
const hashesOf = (policy: string): string[] => policy.match(/'sha256-[^']+'/g) ?? [];
/** The text of each inline script that runs (JSON-LD is data). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );

/** The page as a reader's browser would read it, whatever its encoding. */
async function htmlOf(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return decoder.decode(brotliDecompressSync(bytes));
  if (encoding === 'gzip') return decoder.decode(Bun.gunzipSync(bytes));
  return decoder.decode(bytes);
}

describe('cached pages', () => {
  test.each(PAGES)(
    '%s: brotli, gzip and plain answers are the same bytes for every reader, their scripts allowed by their hashes',
    async (path) => {
      const first = await t.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(first.status).toBe(200);
      await t.pages.settled();
      const answers = await Promise.all(
        ['gzip, deflate, br', 'gzip', 'identity', 'gzip'].map((encoding) =>
          t.request(path, { headers: { 'Accept-Encoding': encoding } }),
        ),
      );
      expect(answers.map((answer) => answer.headers.get('content-encoding'))).toEqual([
        'br',
        'gzip',
        null,
        'gzip',
      ]);
      const pages = await Promise.all(answers.map(htmlOf));
      for (const html of pages) expect(html).toBe(pages[0]!);
      const policy = policyOf(first);
      expect(policy).not.toContain('nonce');
      expect(pages[0]).not.toContain('nonce=');
      // Every script of the page is allowed by its hash, and nothing else is.
      const scripts = inlineScripts(pages[0]!);
      expect(scripts.length).toBeGreaterThan(0);
      expect(hashesOf(policy).sort()).toEqual([...new Set(scripts.map(scriptHash))].sort());
      for (const answer of answers) {
        expect(policyOf(answer)).toBe(policy);
        expect(answer.headers.get('vary')).toBe('Accept-Encoding');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
        expect(answer.headers.get('etag')).toBe(first.headers.get('etag'));
      }
    },
  );

  test('a client that takes no compression costs one plain copy of a page, not an inflation per answer', async () => {
    await t.request('/editorial-standards', { headers: { 'Accept-Encoding': 'gzip' } });
    const before = PageCache.inflations;
    const plain = async () =>
      htmlOf(
        await t.request('/editorial-standards', { headers: { 'Accept-Encoding': 'identity' } }),
      );
    const pages = [await plain()];
    // The plain copy is kept once made, beside the answer that asked for it.
    await t.pages.settled();
    pages.push(await plain(), await plain());
    expect(PageCache.inflations - before).toBe(1);
    for (const html of pages) expect(html).toBe(pages[0]!);
    expect(pages[0]).toContain('</html>');
  });

  test("If-None-Match: 304 with the security headers and the page's policy; HEAD: headers and no body", async () => {
    const page = await t.request('/about', { headers: { 'Accept-Encoding': 'br' } });
    const etag = page.headers.get('etag')!;
    const notModified = await t.request('/about', { headers: { 'If-None-Match': etag } });
    expect(notModified.status).toBe(304);
    expect(policyOf(notModified)).toBe(policyOf(page));
    expect(notModified.headers.get('x-frame-options')).toBe('DENY');
    expect(notModified.headers.get('etag')).toBe(etag);
    const head = await t.request('/about', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(head.status).toBe(200);
    expect(policyOf(head)).toBe(policyOf(page));
    expect(hashesOf(policyOf(head)).length).toBeGreaterThan(0);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  test('only GET and HEAD are answered from the cache', async () => {
    await t.request('/about');
    const post = await t.request('/about', { method: 'POST' });
    expect(post.status).not.toBe(200);
  });
});
