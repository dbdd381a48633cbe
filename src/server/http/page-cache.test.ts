import { describe, expect, test } from 'bun:test';
import { PageCache, PUBLIC_PAGE_CACHE_CONTROL } from './page-cache';

const RENDER_NONCE = 'cmVuZGVyLW5vbmNlLTEyMw==';
const page = (text: string) => ({
  html: new TextEncoder().encode(
    `<!DOCTYPE html><script nonce="${RENDER_NONCE}">1</script><p>${text}</p>`,
  ),
  headers: new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `script-src 'self' 'nonce-${RENDER_NONCE}'`,
    'x-not-kept': '1',
  }),
  nonce: RENDER_NONCE,
});
const get = (init: RequestInit = {}) => new Request('http://gazette.test/', init);
const gzip = { headers: { 'Accept-Encoding': 'gzip' } };

async function bodyOf(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const plain = response.headers.get('content-encoding') === 'gzip' ? Bun.gunzipSync(bytes) : bytes;
  return new TextDecoder().decode(plain);
}

const nonceOf = (response: Response) =>
  response.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!;

describe('PageCache', () => {
  test('keeps a page and answers later requests from memory, compressed, each with its own nonce', async () => {
    const cache = new PageCache(1_000_000);
    expect(cache.respond(get(), '/')).toBeNull();
    cache.store(get(), '/', page('home'), cache.begin());
    const hit = cache.respond(get({ headers: { 'Accept-Encoding': 'br, gzip' } }), '/')!;
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    expect(hit.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(hit.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(hit.headers.get('x-not-kept')).toBeNull();
    const nonce = nonceOf(hit);
    expect(nonce).not.toBe(RENDER_NONCE);
    expect(await bodyOf(hit)).toBe(`<!DOCTYPE html><script nonce="${nonce}">1</script><p>home</p>`);
    const plain = cache.respond(get(), '/')!;
    expect(plain.headers.get('content-encoding')).toBeNull();
    const other = nonceOf(plain);
    expect(other).not.toBe(nonce);
    expect(await bodyOf(plain)).toBe(
      `<!DOCTYPE html><script nonce="${other}">1</script><p>home</p>`,
    );
  });

  test('answers 304 to a matching ETag, weak or strong, and carries Last-Modified', () => {
    const cache = new PageCache(1_000_000);
    const first = cache.store(get(), '/', page('home'), cache.begin());
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    expect(first.headers.get('last-modified')).toMatch(/GMT$/);
    expect(cache.respond(get({ headers: { 'If-None-Match': etag } }), '/')!.status).toBe(304);
    const strong = etag.replace(/^W\//, '');
    expect(cache.respond(get({ headers: { 'If-None-Match': strong } }), '/')!.status).toBe(304);
    expect(cache.respond(get({ headers: { 'If-None-Match': '"other"' } }), '/')!.status).toBe(200);
  });

  test('clear() forgets every page, and a page rendered across a clear is not kept', () => {
    const cache = new PageCache(1_000_000);
    cache.store(get(), '/', page('home'), cache.begin());
    const begun = cache.begin();
    cache.clear();
    expect(cache.respond(get(), '/')).toBeNull();
    const answered = cache.store(get(), '/about', page('stale'), begun);
    expect(answered.status).toBe(200);
    expect(cache.respond(get(), '/about')).toBeNull();
  });

  test('stays within its size, dropping the least recently used page first', () => {
    const big = (n: number) => page(`${n} ${crypto.randomUUID()}`.repeat(40));
    const probe = new PageCache(10_000_000);
    probe.store(get(), 'probe', big(0), probe.begin());
    const one = (probe as unknown as { totalBytes: number }).totalBytes;
    const cache = new PageCache(one * 2 + one / 2);
    cache.store(get(), '/a', big(1), cache.begin());
    cache.store(get(), '/b', big(2), cache.begin());
    cache.respond(get(), '/a');
    cache.store(get(), '/c', big(3), cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.respond(get(), '/b')).toBeNull();
    expect(cache.respond(get(), '/a')).not.toBeNull();
    expect(cache.respond(get(), '/c')).not.toBeNull();
  });

  test('HEAD gets the headers and no body', async () => {
    const cache = new PageCache(1_000_000);
    cache.store(get(), '/', page('home'), cache.begin());
    const head = cache.respond(get({ method: 'HEAD', ...gzip }), '/')!;
    expect(head.headers.get('content-security-policy')).toContain("'nonce-");
    expect(await head.text()).toBe('');
  });
});
