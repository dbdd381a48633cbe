import { describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a reader page loads without any interaction, measured on the client
 * build (npm run build:client) as the server sends it to a gzip client: the
 * entry, the page's own chunks (preloaded by the server) and the two chunks
 * fetched once the page is idle (link prefetch with the service worker's
 * registration, and the readership beacon). Chunks loaded on first use (the
 * header's menus, the search overlay, the drawer, tooltips, toasts) are not
 * part of it. bench/weight.ts measures the same in a real page load.
 */
const READER_JS_BUDGET = 90 * 1024;
const IDLE_MODULES = ['link-prefetch', 'analytics/beacon'];

const clientDir = join(import.meta.dir, '../../../dist/client');

interface Manifest {
  entry: string;
  chunks: Record<string, string[]>;
}

function readManifest(): Manifest {
  const path = join(clientDir, 'manifest.json');
  if (!existsSync(path)) throw new Error('No client build: run `npm run build:client` first');
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

const gzipBytes = (url: string) => readFileSync(join(clientDir, `${url}.gz`)).byteLength;

/** The distinct files a reader page loads and their gzip total. */
function readerPageWeight(manifest: Manifest, module: string) {
  const files = new Set([
    manifest.entry,
    ...manifest.chunks[module]!,
    ...IDLE_MODULES.flatMap((idle) => manifest.chunks[idle]!),
  ]);
  return [...files].reduce((total, url) => total + gzipBytes(url), 0);
}

describe('the JavaScript budget of reader pages', () => {
  const manifest = readManifest();
  const readerModules = Object.keys(manifest.chunks).filter((module) =>
    module.startsWith('routes/public/'),
  );

  test('every reader page and the idle chunks are in the build', () => {
    for (const page of ['home', 'article', 'section', 'search', 'author', 'authors', 'sections'])
      expect(readerModules).toContain(`routes/public/${page}`);
    for (const idle of IDLE_MODULES) expect(manifest.chunks[idle]?.length).toBeGreaterThan(0);
  });

  test.each(readerModules.map((module) => [module]))(
    '%s loads at most the budget of JavaScript (gzip)',
    (module) => {
      const weight = readerPageWeight(manifest, module);
      if (weight > READER_JS_BUDGET) {
        console.error(`${module}: ${(weight / 1024).toFixed(1)} KB gzip`);
      }
      expect(weight).toBeLessThanOrEqual(READER_JS_BUDGET);
    },
  );
});
