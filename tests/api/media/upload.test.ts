import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { exifHasGps, uploadMedia, uploadOk } from '@tests/support/media-upload';
import { signInAs } from '@tests/support/newsroom-users';
import { phonePhoto, pngBomb } from '@tests/support/phone-photo';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { SVG_REFUSED, UNKNOWN_TYPE } from '~/server/modules/media/sniff';
import { parseMediaUrl, variantUrl, variantWidths } from '~/shared/media-url';
import { ALT_REQUIRED_MESSAGE, type MediaItem } from '~/shared/schemas/media';

let t: TestApp;
let cookie: string;
const MAX = 256 * 1024;

beforeAll(async () => {
  t = await createTestApp({ mediaMaxBytes: MAX });
  cookie = (await signInAs(t, 'editor')).cookie;
});
afterAll(() => t.close());

async function mediaRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(t.store.tables.media);
  return row!.n;
}

async function served(path: string) {
  const response = await t.request(path);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('uploading a phone photo', () => {
  let item: MediaItem;
  let photo: Buffer;

  beforeAll(async () => {
    photo = await phonePhoto();
    // The fixture really carries what must not survive.
    const meta = await sharp(photo).metadata();
    expect(meta.orientation).toBe(6);
    expect(exifHasGps(meta.exif)).toBe(true);
    item = await uploadOk(t, cookie, photo, 'IMG_2041.JPG', {
      alt: '  A red awning over a blue door  ',
      caption: 'Photo: the desk',
    });
  });

  test('answers the stored item with an id and a site-relative URL', () => {
    expect(item.id).toBeGreaterThan(0);
    expect(item).toMatchObject({
      fileName: 'IMG_2041.JPG',
      alt: 'A red awning over a blue door',
      caption: 'Photo: the desk',
      mimeType: 'image/jpeg',
      usedBy: [],
    });
    const ref = parseMediaUrl(item.url);
    expect(ref).not.toBeNull();
    // Orientation applied: the sideways 1200 × 800 sensor image is stored upright.
    expect([item.width, item.height]).toEqual([800, 1200]);
    expect([ref!.width, ref!.height]).toEqual([800, 1200]);
  });

  test('the served original is upright, immutable and carries no EXIF or GPS', async () => {
    const { response, bytes } = await served(item.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(exifHasGps(meta.exif)).toBe(false);
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
    // Red at the top, blue at the bottom: turned the way the phone said.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (y: number) => [...data.subarray(y * info.width * 3, y * info.width * 3 + 3)];
    expect(pixel(10)[0]).toBeGreaterThan(150);
    expect(pixel(info.height - 10)[2]).toBeGreaterThan(150);
  });

  test('serves AVIF, WebP and JPEG variants at each width, without GPS', async () => {
    const ref = parseMediaUrl(item.url)!;
    expect(variantWidths(ref.width)).toEqual([320, 480, 640, 800]);
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['jpg', 'image/jpeg'],
    ] as const) {
      const { response, bytes } = await served(variantUrl(ref.hash, 480, format));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(bytes).metadata();
      expect(meta.width).toBe(480);
      expect(meta.height).toBe(720);
      expect(exifHasGps(meta.exif)).toBe(false);
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  test('unknown widths, wrong fallbacks and altered URLs are 404', async () => {
    const ref = parseMediaUrl(item.url)!;
    for (const path of [
      variantUrl(ref.hash, 500, 'webp'),
      variantUrl(ref.hash, 1600, 'webp'),
      variantUrl(ref.hash, 480, 'png'),
      variantUrl('0123456789abcdef', 480, 'webp'),
      item.url.replace('-800x1200-', '-801x1200-'),
      '/media/nothing.jpg',
    ]) {
      expect((await t.request(path)).status).toBe(404);
    }
  });

  test('the same picture uploaded again is stored once', async () => {
    const before = await mediaRows();
    const again = await uploadOk(t, cookie, photo, 'copy.jpg');
    expect(again.id).toBe(item.id);
    expect(await mediaRows()).toBe(before);
  });
});

describe('refusals', () => {
  test('SVG is refused, whatever it is called', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const response = await uploadMedia(t, cookie, {
      bytes: svg,
      name: 'logo.png',
      type: 'image/png',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ status: 415, message: SVG_REFUSED });
  });

  test('a file that is not an image is refused by its bytes, not its name', async () => {
    const html = new TextEncoder().encode('<html><body>not a photo</body></html>');
    const response = await uploadMedia(t, cookie, { bytes: html, name: 'photo.jpg' });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toBe(UNKNOWN_TYPE);
  });

  test('a damaged JPEG is refused and nothing is stored', async () => {
    const before = await mediaRows();
    const photo = await phonePhoto({ width: 300, height: 200 });
    const response = await uploadMedia(t, cookie, {
      bytes: photo.subarray(0, 400),
      name: 'cut.jpg',
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toContain('could not be read');
    expect(await mediaRows()).toBe(before);
  });

  test('a decompression bomb is refused before it is decoded', async () => {
    const bomb = pngBomb(9000);
    expect(bomb.byteLength).toBeLessThan(MAX);
    const response = await uploadMedia(t, cookie, { bytes: bomb, name: 'bomb.png' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toContain('megapixels');
  });

  test('a file over MEDIA_MAX_BYTES is refused with 413', async () => {
    const big = new Uint8Array(MAX + 1024);
    big.set([0xff, 0xd8, 0xff]);
    const response = await uploadMedia(t, cookie, { bytes: big, name: 'huge.jpg' });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { status: number; message: string };
    expect(body.status).toBe(413);
  });

  test('the larger body limit is for uploads only', async () => {
    const response = await t.request('/api/admin/breaking-news', {
      method: 'POST',
      headers: { Origin: t.siteUrl, Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
  });

  test('alt text is required for a new upload', async () => {
    const photo = await phonePhoto({ width: 300, height: 200 });
    const response = await uploadMedia(t, cookie, { bytes: photo, name: 'a.jpg' }, { alt: '  ' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ status: 422, message: ALT_REQUIRED_MESSAGE });
  });

  test('no file at all is a 400', async () => {
    const response = await uploadMedia(t, cookie, null, { alt: 'x' });
    expect(response.status).toBe(400);
  });

  test('a cross-site upload is refused', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg'));
    const response = await t.request('/api/admin/media', {
      method: 'POST',
      headers: { Origin: 'https://elsewhere.example', Cookie: cookie },
      body: form,
    });
    expect(response.status).toBe(403);
  });

  test('multipart is accepted on the upload path only', async () => {
    const form = new FormData();
    form.set('text', 'hello');
    const response = await t.request('/api/admin/breaking-news', {
      method: 'POST',
      headers: { Origin: t.siteUrl, Cookie: cookie },
      body: form,
    });
    expect(response.status).toBe(415);
  });
});

test('PNG with transparency stays PNG; GIF keeps its first frame', async () => {
  const png = await sharp({
    create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  const item = await uploadOk(t, cookie, png, 'clear.png');
  expect(item.mimeType).toBe('image/png');
  expect(item.url.endsWith('.png')).toBe(true);
  const gif = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0a0' } })
    .gif()
    .toBuffer();
  const fromGif = await uploadOk(t, cookie, gif, 'anim.gif');
  expect([fromGif.width, fromGif.height]).toEqual([200, 100]);
  const { bytes } = await served(fromGif.url);
  expect((await sharp(bytes).metadata()).format).toBe(
    fromGif.mimeType === 'image/png' ? 'png' : 'jpeg',
  );
});
