import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { phonePhoto } from '@tests/support/phone-photo';
import { prepareOriginal } from '~/server/modules/media/image-processing';
import { createMediaDelivery } from '~/server/modules/media/routes';
import { variantUrl } from '~/shared/media-url';

let dir: string;
let original: Awaited<ReturnType<typeof prepareOriginal>>;
const hash = 'abcdef0123456789';

/** A media service holding one picture, as the database would give it. */
const media = {
  original: async (wanted: string) => (wanted === hash ? original : undefined),
  describe: async (wanted: string) => (wanted === hash ? original : undefined),
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gazette-variants-'));
  original = await prepareOriginal(await phonePhoto({ width: 900, height: 600 }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('MEDIA_CACHE_DIR', () => {
  test('an encoded variant is written to the folder, whole, and read from it after a restart', async () => {
    const url = variantUrl(hash, 480, 'webp');
    const first = createMediaDelivery(media, { cacheDir: dir });
    const encoded = await first.respond(url.slice('/media/'.length));
    expect(encoded.status).toBe(200);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const [version] = readdirSync(dir);
    const files = readdirSync(join(dir, version!));
    expect(files).toEqual([`${hash}-480.webp`]);
    expect(new Uint8Array(readFileSync(join(dir, version!, files[0]!)))).toEqual(bytes);

    // Another process (a new delivery, its memory empty) answers from the folder, not by encoding.
    writeFileSync(join(dir, version!, files[0]!), 'kept bytes');
    const second = createMediaDelivery(media, { cacheDir: dir });
    const kept = await second.respond(url.slice('/media/'.length));
    expect(await kept.text()).toBe('kept bytes');
    expect(kept.headers.get('content-type')).toBe('image/webp');
  });

  test('without a folder, or with one that cannot be written, variants are still served', async () => {
    const url = variantUrl(hash, 320, 'avif').slice('/media/'.length);
    const blocked = join(dir, 'a-file');
    writeFileSync(blocked, '');
    for (const cacheDir of [undefined, join(blocked, 'below')]) {
      const response = await createMediaDelivery(media, { cacheDir }).respond(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/avif');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });
});
