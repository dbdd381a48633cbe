import { describe, expect, test } from 'bun:test';
import { PageCache, PUBLIC_PAGE_CACHE_CONTROL } from './page-cache';

const html = (text: string) => new TextEncoder().encode(`<!DOCTYPE html><p>${text}</p>`);
const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'x-not-kept': '1' });
const get = (init: RequestInit = {}) => new Request('http://gazette.test/', init);
const gzip = { headers: { 'Accept-Encoding': 'gzip' } };

describe('PageCache', () => {
  test('keeps a page and answers later requests from memory, compressed', async () => {
    const cache = new PageCache(1_000_000);
    expect(cache.respond(get(), '/')).toBeNull();
    cache.store(get(), '/', html('home'), headers, cache.begin());
    const hit = cache.respond(get({ headers: { 'Accept-Encoding': 'br, gzip' } }), '/')!;
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(hit.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(hit.headers.get('x-not-kept')).toBeNull();
    const gzipped = cache.respond(get(gzip), '/')!;
    expect(
      new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gzipped.arrayBuffer()))),
    ).toBe('<!DOCTYPE html><p>home</p>');
    const plain = cache.respond(get(), '/')!;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<!DOCTYPE html><p>home</p>');
  });

  test('answers 304 to a matching ETag and carries Last-Modified', () => {
    const cache = new PageCache(1_000_000);
    const first = cache.store(get(), '/', html('home'), headers, cache.begin());
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('last-modified')).toMatch(/GMT$/);
    expect(cache.respond(get({ headers: { 'If-None-Match': etag } }), '/')!.status).toBe(304);
    expect(cache.respond(get({ headers: { 'If-None-Match': '"other"' } }), '/')!.status).toBe(200);
  });

  test('clear() forgets every page, and a page rendered across a clear is not kept', () => {
    const cache = new PageCache(1_000_000);
    cache.store(get(), '/', html('home'), headers, cache.begin());
    const begun = cache.begin();
    cache.clear();
    expect(cache.respond(get(), '/')).toBeNull();
    const answered = cache.store(get(), '/about', html('stale'), headers, begun);
    expect(answered.status).toBe(200);
    expect(cache.respond(get(), '/about')).toBeNull();
  });

  test('stays within its size, dropping the least recently used page first', () => {
    const page = (n: number) => html(`${n} ${crypto.randomUUID()}`.repeat(40));
    const probe = new PageCache(10_000_000);
    probe.store(get(), 'probe', page(0), headers, probe.begin());
    const one = (probe as unknown as { totalBytes: number }).totalBytes;
    const cache = new PageCache(one * 2 + one / 2);
    cache.store(get(), '/a', page(1), headers, cache.begin());
    cache.store(get(), '/b', page(2), headers, cache.begin());
    cache.respond(get(), '/a');
    cache.store(get(), '/c', page(3), headers, cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.respond(get(), '/b')).toBeNull();
    expect(cache.respond(get(), '/a')).not.toBeNull();
    expect(cache.respond(get(), '/c')).not.toBeNull();
  });
});
