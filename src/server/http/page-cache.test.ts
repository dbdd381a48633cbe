import { describe, expect, test } from 'bun:test';
import { brotliDecompressSync } from 'node:zlib';
import { PageCache, PUBLIC_PAGE_CACHE_CONTROL } from './page-cache';

const POLICY = "script-src 'self' 'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s='";
const html = (text: string) => `<!DOCTYPE html><script>1</script><p>${text}</p>`;
/** A page in the form it is kept in (ssr/script-hashes.ts). */
const page = (text: string) => ({
  html: new TextEncoder().encode(html(text)),
  headers: new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': POLICY,
    'x-not-kept': '1',
  }),
});
const get = (init: RequestInit = {}) => new Request('http://gazette.test/', init);
const gzip = { headers: { 'Accept-Encoding': 'gzip' } };

async function bodyOf(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const plain = response.headers.get('content-encoding') === 'gzip' ? Bun.gunzipSync(bytes) : bytes;
  return new TextDecoder().decode(plain);
}

describe('PageCache', () => {
  test('keeps a page and answers later requests from memory, compressed, the same bytes and policy each time', async () => {
    const cache = new PageCache(1_000_000);
    expect(cache.respond(get(), '/')).toBeNull();
    cache.store(get(), '/', page('home'), cache.begin());
    const hit = cache.respond(get({ headers: { 'Accept-Encoding': 'br, gzip' } }), '/')!;
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    expect(hit.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(hit.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(hit.headers.get('content-security-policy')).toBe(POLICY);
    expect(hit.headers.get('x-not-kept')).toBeNull();
    expect(await bodyOf(hit)).toBe(html('home'));
    const plain = cache.respond(get(), '/')!;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-security-policy')).toBe(POLICY);
    expect(await bodyOf(plain)).toBe(html('home'));
    // Once its copy is kept, a plain answer is the same.
    await cache.settled();
    expect(await bodyOf(cache.respond(get(), '/')!)).toBe(html('home'));
  });

  test('a brotli copy is made beside the page and answered once made', async () => {
    const cache = new PageCache(1_000_000);
    cache.store(get(), '/', page('home'), cache.begin());
    const br = get({ headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(cache.respond(br, '/')!.headers.get('content-encoding')).toBe('gzip');
    await cache.settled();
    const hit = cache.respond(get({ headers: { 'Accept-Encoding': 'br, gzip' } }), '/')!;
    expect(hit.headers.get('content-encoding')).toBe('br');
    const bytes = new Uint8Array(await hit.arrayBuffer());
    expect(new TextDecoder().decode(brotliDecompressSync(bytes))).toBe(html('home'));
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

  test('a page kept without a policy is answered without one, not with an empty one', () => {
    const cache = new PageCache(1_000_000);
    const unguarded = { ...page('home'), headers: new Headers({ 'content-type': 'text/html' }) };
    cache.store(get(), '/', unguarded, cache.begin());
    expect(cache.respond(get(gzip), '/')!.headers.has('content-security-policy')).toBe(false);
  });

  test('HEAD gets the headers and no body', async () => {
    const cache = new PageCache(1_000_000);
    cache.store(get(), '/', page('home'), cache.begin());
    const head = cache.respond(get({ method: 'HEAD', ...gzip }), '/')!;
    expect(head.headers.get('content-security-policy')).toBe(POLICY);
    expect(await head.text()).toBe('');
  });
});
