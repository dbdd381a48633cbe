/**
 * Requests per second of reader pages against a static file of the same
 * bytes served by the same server, the method of /work/shared/STACK.md: wrk
 * on core 0 (-t1 -c64), the server pinned to core 1, a warm-up, then A,B,B,A
 * segments (A the page, B the file), several runs each on a fresh server, the
 * median of the per-run ratios with their spread. Both with and without the
 * page cache (PAGE_CACHE=false). Requests carry a browser's Accept-Encoding.
 * Then a cache hit asked for with gzip against a bare Bun server (nothing but
 * Bun.serve answering the same gzip bytes, pinned the same way): what the
 * site's own work around a cached answer costs.
 *
 * The static copies live in public/bench/ of a temporary copy of the project,
 * so nothing benchmark-only is ever served by the real site.
 *
 *   bun bench/throughput.ts [--runs 3] [--seconds 5] [--warmup 20] [--parts uncached,cached,bare] [--pages home,article]
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, projectRoot, startServer } from '@tests/support/server-process';
import { BROWSER_ACCEPT_ENCODING } from './lib/browser-headers';
import { heading, median, ratio, table } from './lib/report';
import { BENCH_ADMIN, BENCH_ARTICLE_SLUG, requireClientBuild } from './lib/site';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    /**
     * Seconds of the page before the timed segments. The runtime's compiler
     * keeps working through a render's code for its first 15-20 s of load
     * (measured on the home page, uncached: 17% of the server's core in the
     * first 10 s, 5% in the next, under 1% from 20 s on); a server runs for
     * days, so the segments measure it after that.
     */
    warmup: { type: 'string', default: '20' },
    /** Which parts to run: uncached, cached, bare (comma-separated). */
    parts: { type: 'string', default: 'uncached,cached,bare' },
    /** Which pages to measure (comma-separated names); all by default. */
    pages: { type: 'string' },
  },
});
const PARTS = new Set(values.parts.split(','));
const RUNS = Number(values.runs);
const SECONDS = Number(values.seconds);
const WARMUP = Number(values.warmup);
const ACCEPT_ENCODING = `Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`;
const GZIP_ONLY = 'Accept-Encoding: gzip';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'article', path: `/article/${BENCH_ARTICLE_SLUG}` },
  { name: 'section', path: '/section/cosmic-watch' },
  { name: 'search', path: '/search?q=portal' },
].filter((page) => values.pages === undefined || values.pages.split(',').includes(page.name));

for (const tool of ['wrk', 'taskset']) {
  if (!Bun.which(tool)) {
    console.error(
      `${tool} is missing: apt-get install -y ${tool === 'wrk' ? 'wrk' : 'util-linux'}`,
    );
    process.exit(1);
  }
}
requireClientBuild();

/** The project as the server needs it, in a temporary folder whose public/ we may add to. */
function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gazette-bench-copy-'));
  for (const entry of ['src', 'public', 'data', 'drizzle', 'tests', 'dist/client']) {
    cpSync(join(projectRoot, entry), join(dir, entry), { recursive: true });
  }
  for (const file of ['package.json', 'tsconfig.json', 'bunfig.toml']) {
    cpSync(join(projectRoot, file), join(dir, file));
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** A fresh server from `root` on a fresh demo database, pinned to core 1. */
function freshServer(root: string, pageCache: boolean) {
  const data = mkdtempSync(join(tmpdir(), 'gazette-bench-db-'));
  return startServer({
    cwd: data,
    command: ['taskset', '-c', '1', process.execPath, join(root, 'src/server/index.ts')],
    env: {
      ...BENCH_ADMIN,
      DATABASE_PATH: join(data, 'gazette.db'),
      PAGE_CACHE: pageCache ? 'true' : 'false',
    },
  }).then((server) => ({
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(data, { recursive: true, force: true });
    },
  }));
}

/** One wrk segment on core 0; its requests per second. */
async function wrk(url: string, seconds: number, encoding = ACCEPT_ENCODING): Promise<number> {
  const child = Bun.spawn(
    ['taskset', '-c', '0', 'wrk', '-t1', '-c64', `-d${seconds}s`, '-H', encoding, url],
    { stdout: 'pipe', stderr: 'pipe' },
  );
  const output = await new Response(child.stdout).text();
  await child.exited;
  const errors = output.match(/Non-2xx or 3xx responses: (\d+)/);
  if (errors) throw new Error(`${url}: ${errors[1]} error responses\n${output}`);
  const rate = output.match(/Requests\/sec:\s+([\d.]+)/);
  if (!rate) throw new Error(`wrk gave no rate for ${url}:\n${output}`);
  return Number(rate[1]);
}

const root = projectCopy();
try {
  // The pages' bytes, as the site renders them, become static files of the copy.
  mkdirSync(join(root, 'public/bench'), { recursive: true });
  const capture = await freshServer(root, false);
  const sizes: Record<string, number> = {};
  try {
    for (const page of PAGES) {
      const response = await fetch(`${capture.url}${page.path}`, {
        headers: { 'Accept-Encoding': 'identity' },
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      sizes[page.name] = bytes.byteLength;
      writeFileSync(join(root, `public/bench/${page.name}.html`), bytes);
    }
  } finally {
    await capture.stop();
  }

  heading('Throughput: page vs a static file of the same bytes, same server');
  console.log(
    `wrk -t1 -c64 on core 0, server on core 1; a warm-up of ${WARMUP} s, then A,B,B,A segments of ${SECONDS} s; ${RUNS} runs on a fresh server each; demo newsroom; "${ACCEPT_ENCODING}".`,
  );
  for (const pageCache of [false, true].filter((cached) =>
    PARTS.has(cached ? 'cached' : 'uncached'),
  )) {
    console.log(
      pageCache
        ? '\nPage cache on (the default)'
        : '\nUncached (PAGE_CACHE=false): every request renders',
    );
    const rows: string[][] = [];
    for (const page of PAGES) {
      const ratios: number[] = [];
      const pageRates: number[] = [];
      const fileRates: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const server = await freshServer(root, pageCache);
        try {
          const pageUrl = `${server.url}${page.path}`;
          const fileUrl = `${server.url}/bench/${page.name}.html`;
          await wrk(pageUrl, WARMUP);
          await wrk(fileUrl, 2);
          const a1 = await wrk(pageUrl, SECONDS);
          const b1 = await wrk(fileUrl, SECONDS);
          const b2 = await wrk(fileUrl, SECONDS);
          const a2 = await wrk(pageUrl, SECONDS);
          ratios.push((a1 + a2) / (b1 + b2));
          pageRates.push((a1 + a2) / 2);
          fileRates.push((b1 + b2) / 2);
        } finally {
          await server.stop();
        }
      }
      rows.push([
        `${page.name} ${page.path.length > 30 ? `${page.path.slice(0, 29)}…` : page.path}`,
        `${(sizes[page.name]! / 1024).toFixed(1)} KB`,
        median(pageRates).toFixed(0),
        median(fileRates).toFixed(0),
        `${(median(ratios) * 100).toFixed(1)}%`,
        `${(Math.min(...ratios) * 100).toFixed(1)}-${(Math.max(...ratios) * 100).toFixed(1)}%`,
        ratio(1 / median(ratios)),
      ]);
    }
    console.log(
      table(
        ['page', 'bytes', 'page req/s', 'file req/s', 'page/file', 'spread', 'file÷page'],
        rows,
      ),
    );
  }

  if (PARTS.has('bare')) await bareComparison(root);
} finally {
  rmSync(root, { recursive: true, force: true });
}

/** Each page's cache hit (gzip) against a bare Bun server sending the same bytes. */
async function bareComparison(root: string) {
  heading('Cache hit vs a bare Bun server sending the same gzip bytes');
  console.log(
    `"${GZIP_ONLY}"; the bare server (bench/lib/bare-server.ts) answers every request with the page's gzip bytes as the site sent them; same pinning and segments. Target: cache hit ≥ 0.5× bare.`,
  );
  const bareRows: string[][] = [];
  for (const page of PAGES) {
    const ratios: number[] = [];
    const pageRates: number[] = [];
    const bareRates: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const server = await freshServer(root, true);
      const port = freePort();
      const file = join(root, `public/bench/${page.name}.gz`);
      let bare: ReturnType<typeof Bun.spawn> | null = null;
      try {
        const pageUrl = `${server.url}${page.path}`;
        const sent = await fetch(pageUrl, {
          headers: { 'Accept-Encoding': 'gzip' },
          decompress: false,
        });
        if (sent.headers.get('content-encoding') !== 'gzip')
          throw new Error(`${page.path}: not gzip`);
        writeFileSync(file, new Uint8Array(await sent.arrayBuffer()));
        bare = Bun.spawn(
          [
            'taskset',
            '-c',
            '1',
            process.execPath,
            join(projectRoot, 'bench/lib/bare-server.ts'),
            file,
            String(port),
          ],
          { stdout: 'pipe', stderr: 'inherit' },
        );
        const reader = (bare.stdout as ReadableStream<Uint8Array>).getReader();
        await reader.read();
        const bareUrl = `http://127.0.0.1:${port}${page.path}`;
        await wrk(pageUrl, WARMUP, GZIP_ONLY);
        await wrk(bareUrl, 2, GZIP_ONLY);
        const a1 = await wrk(pageUrl, SECONDS, GZIP_ONLY);
        const b1 = await wrk(bareUrl, SECONDS, GZIP_ONLY);
        const b2 = await wrk(bareUrl, SECONDS, GZIP_ONLY);
        const a2 = await wrk(pageUrl, SECONDS, GZIP_ONLY);
        ratios.push((a1 + a2) / (b1 + b2));
        pageRates.push((a1 + a2) / 2);
        bareRates.push((b1 + b2) / 2);
      } finally {
        bare?.kill();
        await bare?.exited;
        await server.stop();
      }
    }
    bareRows.push([
      page.name,
      median(pageRates).toFixed(0),
      median(bareRates).toFixed(0),
      `${(median(ratios) * 100).toFixed(1)}%`,
      `${(Math.min(...ratios) * 100).toFixed(1)}-${(Math.max(...ratios) * 100).toFixed(1)}%`,
    ]);
  }
  console.log(table(['page', 'cache hit req/s', 'bare req/s', 'hit/bare', 'spread'], bareRows));
}
