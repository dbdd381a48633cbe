import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';

// Needs the client build (npm run build:client), like every page test.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the service worker and the web app manifest, served from the root', () => {
  test('/sw.js is revalidated on every check and may fetch the site itself, nothing else', async () => {
    const response = await t.request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeTruthy();
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("default-src 'none'");
    const code = await response.text();
    expect(code).toContain('"precache"');
    // The back office's own code is not precached.
    expect(code).not.toMatch(/"url":"\/admin/);
  });

  test('an unchanged worker costs a 304', async () => {
    const first = await t.request('/sw.js');
    const again = await t.request('/sw.js', {
      headers: { 'If-None-Match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  test('the manifest names the site, its colours, its start and 192 and 512 px icons', async () => {
    const response = await t.request('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBe('The Multiverse Gazette');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const image = await t.request(icon.src);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const size = Number(icon.sizes.split('x')[0]);
      const bytes = new Uint8Array(await image.arrayBuffer());
      // PNG width and height, big-endian at bytes 16 and 20.
      const view = new DataView(bytes.buffer);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([size, size]);
    }
  });

  test('pages link the manifest', async () => {
    const html = await (await t.request('/')).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  });
});
