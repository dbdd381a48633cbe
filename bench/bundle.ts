/**
 * What each reader page's JavaScript is made of: for the entry and each page's
 * own chunks (as the server preloads them), the gzip weight of each file and
 * the minified bytes each package and each of the site's modules put into it.
 * Reads the client build (npm run build:client), which writes the manifest and
 * Bun's metafile; no server runs.
 *
 *   bun bench/bundle.ts            every reader page, by package
 *   bun bench/bundle.ts article    one page (or the entry), module by module
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { heading, kb, table } from './lib/report';

const root = join(import.meta.dir, '..');
const clientDir = join(root, 'dist/client');
const metafilePath = join(root, 'dist/client-metafile.json');
if (!existsSync(metafilePath)) {
  console.error('No client build with a metafile: run `npm run build:client` first');
  process.exit(1);
}

interface Manifest {
  entry: string;
  chunks: Record<string, string[]>;
}
interface Metafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
}

const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.json'), 'utf8')) as Manifest;
const metafile = JSON.parse(readFileSync(metafilePath, 'utf8')) as Metafile;
const gzipBytes = (url: string) => readFileSync(join(clientDir, `${url}.gz`)).byteLength;
/** Minified bytes per input module of one output (before the second minifying pass). */
const inputsOf = (url: string) =>
  Object.entries(metafile.outputs[`./${url.slice('/assets/'.length)}`]?.inputs ?? {}).map(
    ([path, input]) => [path, input.bytesInOutput] as const,
  );
const packageOf = (path: string) =>
  path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? 'the site (src, data)';

function byPackage(urls: string[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const url of urls) {
    for (const [path, bytes] of inputsOf(url)) {
      totals.set(packageOf(path), (totals.get(packageOf(path)) ?? 0) + bytes);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const readerPages = Object.keys(manifest.chunks)
  .filter((module) => module.startsWith('routes/public/'))
  .sort();
const wanted = process.argv[2];

if (!wanted) {
  heading('Reader pages: entry + own chunks (gzip), and what the own chunks hold (minified)');
  const entryGzip = gzipBytes(manifest.entry);
  const rows = readerPages.map((module) => {
    const own = manifest.chunks[module]!;
    const ownGzip = own.reduce((sum, url) => sum + gzipBytes(url), 0);
    const packages = byPackage(own)
      .slice(0, 4)
      .map(([name, bytes]) => `${name} ${kb(bytes)}`)
      .join(', ');
    return [
      module.slice('routes/public/'.length),
      kb(entryGzip + ownGzip),
      `${own.length}: ${kb(ownGzip)}`,
      packages,
    ];
  });
  console.log(table(['page', 'total gzip', 'own chunks: gzip', 'own chunks hold'], rows));
  heading(`The entry: ${kb(entryGzip)} gzip`);
  console.log(
    table(
      ['package', 'minified'],
      byPackage([manifest.entry]).map(([name, bytes]) => [name, kb(bytes)]),
    ),
  );
} else {
  const module =
    wanted === 'entry' ? null : readerPages.find((page) => page.endsWith(`/${wanted}`));
  if (wanted !== 'entry' && !module) {
    console.error(`No reader page "${wanted}": one of ${readerPages.join(', ')}`);
    process.exit(1);
  }
  const urls = module ? manifest.chunks[module]! : [manifest.entry];
  heading(`${module ?? 'the entry'}: ${urls.length} files`);
  for (const url of urls) {
    console.log(`${url}  ${kb(gzipBytes(url))} gzip`);
    const rows = inputsOf(url)
      .sort((a, b) => b[1] - a[1])
      .map(([path, bytes]) => [path, String(bytes)]);
    console.log(table(['module', 'minified bytes'], rows));
  }
}
