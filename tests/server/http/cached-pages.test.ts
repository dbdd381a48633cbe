import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import { NonceSlots } from '~/server/http/nonce-slots';

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
const nonceOf = (response: Response) =>
  response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1] ?? '';

/** The page as a reader's browser would read it, whatever its encoding. */
async function htmlOf(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return decoder.decode(brotliDecompressSync(bytes));
  if (encoding === 'gzip') return decoder.decode(Bun.gunzipSync(bytes));
  return decoder.decode(bytes);
}

/** One page in any encoding, its nonce written the same way. */
const sameNonce = (html: string, nonce: string) => html.replaceAll(nonce, 'NONCE');

describe('cached pages', () => {
  test.each(PAGES)(
    '%s: brotli, gzip and plain answers are the same page, each with its own nonce',
    async (path) => {
      const first = await t.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(first.status).toBe(200);
      await t.pages.settled();
      const answers = await Promise.all(
        ['gzip, deflate, br', 'gzip', 'identity'].map((encoding) =>
          t.request(path, { headers: { 'Accept-Encoding': encoding } }),
        ),
      );
      expect(answers.map((answer) => answer.headers.get('content-encoding'))).toEqual([
        'br',
        'gzip',
        null,
      ]);
      const nonces = answers.map(nonceOf);
      expect(new Set(nonces).size).toBe(3);
      const pages = await Promise.all(answers.map(htmlOf));
      pages.forEach((html, index) => {
        // The nonce the policy names is the one on every inline script.
        expect(html).toContain(`nonce="${nonces[index]}"`);
        expect(sameNonce(html, nonces[index]!)).toBe(sameNonce(pages[0]!, nonces[0]!));
      });
      for (const answer of answers) {
        expect(answer.headers.get('vary')).toBe('Accept-Encoding');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
        expect(answer.headers.get('etag')).toBe(first.headers.get('etag'));
      }
    },
  );

  test('a client that takes no compression costs one inflation of a page, not one per answer', async () => {
    await t.request('/authors', { headers: { 'Accept-Encoding': 'gzip' } });
    const before = NonceSlots.inflations;
    const plain = async () =>
      htmlOf(await t.request('/authors', { headers: { 'Accept-Encoding': 'identity' } }));
    const pages = [await plain(), await plain(), await plain()];
    expect(NonceSlots.inflations - before).toBeLessThanOrEqual(1);
    for (const html of pages) expect(html).toContain('</html>');
  });

  test('If-None-Match: 304 with the security headers and no policy; HEAD: headers and no body', async () => {
    const page = await t.request('/about', { headers: { 'Accept-Encoding': 'br' } });
    const etag = page.headers.get('etag')!;
    const notModified = await t.request('/about', { headers: { 'If-None-Match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBeNull();
    expect(notModified.headers.get('x-frame-options')).toBe('DENY');
    expect(notModified.headers.get('etag')).toBe(etag);
    const head = await t.request('/about', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(head.status).toBe(200);
    expect(nonceOf(head)).not.toBe('');
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  test('only GET and HEAD are answered from the cache', async () => {
    await t.request('/about');
    const post = await t.request('/about', { method: 'POST' });
    expect(post.status).not.toBe(200);
  });
});
