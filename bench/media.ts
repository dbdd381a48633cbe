/**
 * Images on reader pages, before and after responsive delivery, and the cost
 * of making them.
 *
 * 1. Bytes of images a reader downloads on the home page, an article and a
 *    section at 390 px (DPR 2, a phone) and 1280 px (DPR 1) wide: what
 *    Chromium fetched (AVIF variants) ÷ what the same images weigh as their
 *    stored originals (each served at full size in its own format, as before
 *    this change every image was). Also ÷ the demo's previous SVG art, for
 *    honesty: vector art was already small. Target ≤ 0.4.
 * 2. Time to prepare a 12-megapixel JPEG upload and to encode its variants.
 * 3. Uploads per minute sustained while readers load pages, and the readers'
 *    pages per second with and without the uploads.
 *
 *   bun bench/media.ts [--seconds 20]
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '@tests/support/browser';
import { projectRoot, startServer } from '@tests/support/server-process';
import sharp from 'sharp';
import { prepareOriginal, renderVariant } from '~/server/modules/media/image-processing';
import { parseVariantUrl } from '~/shared/media-url';
import type { MediaItem } from '~/shared/schemas/media';
import { heading, kb, ms, ratio, table, verdict } from './lib/report';
import { BENCH_ADMIN, BENCH_ARTICLE_SLUG, requireClientBuild } from './lib/site';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '20' } } });
const SECONDS = Number(values.seconds);
requireClientBuild();

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'article', path: `/article/${BENCH_ARTICLE_SLUG}` },
  { name: 'section', path: '/section/cosmic-watch' },
];
const VIEWPORTS = [
  { name: '390 px', width: 390, height: 844, deviceScaleFactor: 2 },
  { name: '1280 px', width: 1280, height: 800, deviceScaleFactor: 1 },
];

/** A noisy 4000 × 3000 photo: noise compresses like a real scene, not like a flat test card. */
async function twelveMegapixelJpeg(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 110 + (seed % 40), sigma: 40 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer();
}

const server = await startServer({ env: BENCH_ADMIN });
const browser = await launchBrowser();
try {
  const login = await fetch(`${server.url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({
      username: BENCH_ADMIN.ADMIN_USERNAME,
      password: BENCH_ADMIN.ADMIN_PASSWORD,
    }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';', 1)[0]!;
  const library = (await (
    await fetch(`${server.url}/api/admin/media`, { headers: { Cookie: cookie } })
  ).json()) as MediaItem[];
  const byHash = new Map(library.map((item) => [item.url.slice(7, 23), item]));
  /** The SVG the demo showed before, for a demo image (its file name with .svg). */
  const svgBytes = (item: MediaItem) => {
    const name = item.fileName.replace(/\.jpg$/, '.svg');
    for (const folder of ['sections', 'avatars']) {
      try {
        return statSync(join(projectRoot, 'public/images', folder, name)).size;
      } catch {}
    }
    return item.byteSize;
  };

  heading('Image bytes per page view: responsive AVIF ÷ originals at full size');
  const rows: (string | number)[][] = [];
  let worst = 0;
  for (const viewport of VIEWPORTS) {
    for (const page of PAGES) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: viewport.deviceScaleFactor,
      });
      const tab = await context.newPage();
      const fetched: { url: string; bytes: number }[] = [];
      tab.on('response', async (response) => {
        if (response.request().resourceType() !== 'image') return;
        try {
          fetched.push({
            url: new URL(response.url()).pathname,
            bytes: (await response.body()).length,
          });
        } catch {}
      });
      await tab.goto(`${server.url}${page.path}`, { waitUntil: 'networkidle' });
      await Bun.sleep(300);
      let after = 0;
      let before = 0;
      let svgBefore = 0;
      let images = 0;
      for (const { url, bytes } of fetched) {
        const variant = parseVariantUrl(url);
        const item = variant ? byHash.get(variant.hash) : undefined;
        if (!item) continue;
        images += 1;
        after += bytes;
        before += item.byteSize;
        svgBefore += svgBytes(item);
      }
      const r = before ? after / before : 0;
      worst = Math.max(worst, r);
      rows.push([
        page.name,
        viewport.name,
        images,
        kb(before),
        kb(after),
        ratio(r),
        kb(svgBefore),
        ratio(svgBefore ? after / svgBefore : 0),
      ]);
      await context.close();
    }
  }
  console.log(
    table(['page', 'width', 'images', 'originals', 'served', 'ratio', 'old SVGs', 'vs SVG'], rows),
  );
  console.log(`worst ratio ${ratio(worst)} (target ≤ 0.4): ${verdict(worst <= 0.4)}`);

  heading('Processing a 12-megapixel JPEG (this process, one at a time)');
  const photo = await twelveMegapixelJpeg(0);
  let started = performance.now();
  const original = await prepareOriginal(photo);
  const prepare = performance.now() - started;
  const timings: (string | number)[][] = [
    ['upload (check, orient, strip, store)', kb(photo.byteLength), ms(prepare)],
  ];
  for (const [width, format] of [
    [1600, 'avif'],
    [1600, 'webp'],
    [960, 'avif'],
    [960, 'jpg'],
    [480, 'avif'],
  ] as const) {
    started = performance.now();
    const bytes = await renderVariant(original.data, width, format);
    timings.push([
      `variant ${width} ${format}`,
      kb(bytes.byteLength),
      ms(performance.now() - started),
    ]);
  }
  console.log(table(['step', 'bytes', 'time'], timings));

  heading(`Uploads while readers read (${SECONDS} s each)`);
  const photos = await Promise.all([1, 2, 3, 4].map(twelveMegapixelJpeg));
  const readerPaths = PAGES.map((page) => page.path);
  async function readers(until: number): Promise<number> {
    let pages = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, lane) => {
        for (let n = lane; Date.now() < until; n += 1) {
          await (await fetch(`${server.url}${readerPaths[n % readerPaths.length]}`)).arrayBuffer();
          pages += 1;
        }
      }),
    );
    return pages;
  }
  async function uploads(until: number): Promise<number> {
    let done = 0;
    for (let n = 0; Date.now() < until; n += 1) {
      // A different picture each time (a pixel changed), so none is a duplicate.
      const bytes = await sharp(photos[n % photos.length]!)
        .composite([
          {
            input: {
              create: {
                width: 1,
                height: 1,
                channels: 3,
                background: { r: n % 256, g: (n >> 8) % 256, b: 7 },
              },
            },
            top: 0,
            left: 0,
          },
        ])
        .jpeg({ quality: 88 })
        .toBuffer();
      const form = new FormData();
      form.set('file', new File([new Uint8Array(bytes)], `bench-${n}.jpg`, { type: 'image/jpeg' }));
      form.set('alt', 'Benchmark photo');
      const response = await fetch(`${server.url}/api/admin/media`, {
        method: 'POST',
        headers: { Origin: server.url, Cookie: cookie },
        body: form,
      });
      if (response.status === 201) done += 1;
    }
    return done;
  }
  const quietPages = await readers(Date.now() + SECONDS * 1000);
  const busyUntil = Date.now() + SECONDS * 1000;
  const [busyPages, uploaded] = await Promise.all([readers(busyUntil), uploads(busyUntil)]);
  console.log(
    table(
      ['', 'reader pages/s', 'uploads/min'],
      [
        ['readers alone', (quietPages / SECONDS).toFixed(0), '-'],
        [
          'readers + uploads',
          (busyPages / SECONDS).toFixed(0),
          ((uploaded * 60) / SECONDS).toFixed(1),
        ],
      ],
    ),
  );
  console.log(`reader throughput kept while uploading: ${ratio(busyPages / quietPages)}`);
} finally {
  await browser.close();
  await server.stop();
}
