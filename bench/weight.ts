/**
 * Page weight: the HTML, JavaScript and CSS each reader page loads in a real
 * Chromium page load (until the network is idle), on the demo newsroom. Each
 * file the browser fetched is asked again with `Accept-Encoding: gzip` and
 * with `identity`: gzip is the encoded body the server sends (Content-Length
 * or the streamed body), raw the plain one. Also shown: what the browser
 * itself transferred (it accepts brotli). Targets: JS ≤ 90 KB gzip and
 * CSS ≤ 30 KB gzip on every page.
 *
 *   bun bench/weight.ts
 */
import { launchBrowser } from '@tests/support/browser';
import { startServer } from '@tests/support/server-process';
import { heading, kb, table, verdict } from './lib/report';
import { BENCH_ADMIN, BENCH_ARTICLE_SLUG, requireClientBuild } from './lib/site';

const JS_TARGET = 90 * 1024;
const CSS_TARGET = 30 * 1024;

const PAGES = [
  '/',
  '/sections',
  '/section/cosmic-watch',
  `/article/${BENCH_ARTICLE_SLUG}`,
  '/search?q=portal',
  '/authors',
  `/author/${encodeURIComponent('Priya Castellanos')}`,
  '/about',
  '/editorial-standards',
  '/corrections',
  '/privacy-policy',
  '/terms-of-service',
  '/no-such-page',
];

type Kind = 'html' | 'js' | 'css';
const KINDS: Record<string, Kind> = { document: 'html', script: 'js', stylesheet: 'css' };

interface Sizes {
  raw: number;
  gzip: number;
  transferred: number;
}

/** The body length as sent for one Accept-Encoding (not decompressed). */
async function encodedLength(url: string, encoding: string): Promise<number> {
  const response = await fetch(url, {
    headers: { 'Accept-Encoding': encoding },
    decompress: false,
  });
  const body = await response.arrayBuffer();
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  return Number.isFinite(declared) ? declared : body.byteLength;
}

requireClientBuild();
const server = await startServer({ env: BENCH_ADMIN });
const browser = await launchBrowser();
/** Files are asked once each: most are shared by every page. */
const known = new Map<string, Promise<{ raw: number; gzip: number }>>();
const sizesOf = (url: string) => {
  if (!known.has(url)) {
    known.set(
      url,
      Promise.all([encodedLength(url, 'identity'), encodedLength(url, 'gzip')]).then(
        ([raw, gzip]) => ({ raw, gzip }),
      ),
    );
  }
  return known.get(url)!;
};

try {
  heading('Weight: what each reader page loads (demo newsroom)');
  const rows: string[][] = [];
  let missed = 0;
  for (const path of PAGES) {
    const page = await browser.newPage();
    const loaded: { url: string; kind: Kind; transferred: Promise<number> }[] = [];
    page.on('response', (response) => {
      const kind = KINDS[response.request().resourceType()];
      if (!kind) return;
      loaded.push({
        url: response.url(),
        kind,
        transferred: response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize)
          .catch(() => 0),
      });
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    const totals: Record<Kind, Sizes> = {
      html: { raw: 0, gzip: 0, transferred: 0 },
      js: { raw: 0, gzip: 0, transferred: 0 },
      css: { raw: 0, gzip: 0, transferred: 0 },
    };
    const files: Record<Kind, number> = { html: 0, js: 0, css: 0 };
    for (const file of loaded) {
      const { raw, gzip } = await sizesOf(file.url);
      totals[file.kind].raw += raw;
      totals[file.kind].gzip += gzip;
      totals[file.kind].transferred += await file.transferred;
      files[file.kind] += 1;
    }
    await page.close();
    const ok = totals.js.gzip <= JS_TARGET && totals.css.gzip <= CSS_TARGET;
    if (!ok) missed += 1;
    rows.push([
      path.length > 28 ? `${path.slice(0, 27)}…` : path,
      `${kb(totals.html.raw)} / ${kb(totals.html.gzip)}`,
      `${files.js}: ${kb(totals.js.raw)} / ${kb(totals.js.gzip)}`,
      `${files.css}: ${kb(totals.css.raw)} / ${kb(totals.css.gzip)}`,
      kb(totals.html.transferred + totals.js.transferred + totals.css.transferred),
      `${((totals.js.gzip / JS_TARGET) * 100).toFixed(0)}%`,
      `${((totals.css.gzip / CSS_TARGET) * 100).toFixed(0)}%`,
      verdict(ok),
    ]);
  }
  console.log(
    table(
      [
        'page',
        'HTML raw / gzip',
        'JS files: raw / gzip',
        'CSS files: raw / gzip',
        'transferred',
        'JS of 90 KB',
        'CSS of 30 KB',
        'targets',
      ],
      rows,
    ),
  );
  console.log(`${missed} of ${PAGES.length} pages over a target.`);
} finally {
  await browser.close();
  await server.stop();
}
