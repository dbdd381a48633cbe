/**
 * Does counting readers slow reading? Requests per second of reader pages
 * on a server with readership analytics on against one with it off
 * (ANALYTICS=false), measured two ways:
 *
 * - pages alone: the page path itself, which analytics leaves as it is
 *   (a page only gains the flag that loads the beacon);
 * - each page followed by its beacon (POST /api/analytics, a page view from
 *   one of 1,000 browsers), as readers' browsers send them, on both
 *   servers: off, the collector answers each beacon without counting it, so
 *   the difference is what counting costs (the checks, the visitor hash,
 *   the buffer and the batched writes).
 *
 * Method of bench/throughput.ts: wrk on core 0 (-t1 -c64), both servers
 * pinned to core 1 (one under load at a time), a warm-up, then A,B,B,A
 * segments (A off, B on), several runs on fresh servers, the median of the
 * per-run ratios with their spread; uncached (PAGE_CACHE=false) and with the
 * page cache. Target: on ≥ 95% of off.
 *
 *   bun bench/analytics.ts [--runs 3] [--seconds 5]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot, startServer } from '@tests/support/server-process';
import { heading, median, table, verdict } from './lib/report';
import { BENCH_ADMIN, BENCH_ARTICLE_SLUG, requireClientBuild } from './lib/site';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, seconds: { type: 'string', default: '5' } },
});
const RUNS = Number(values.runs);
const SECONDS = Number(values.seconds);
const TARGET = 0.95;

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'article', path: `/article/${BENCH_ARTICLE_SLUG}` },
];

for (const tool of ['wrk', 'taskset']) {
  if (!Bun.which(tool)) {
    console.error(
      `${tool} is missing: apt-get install -y ${tool === 'wrk' ? 'wrk' : 'util-linux'}`,
    );
    process.exit(1);
  }
}
requireClientBuild();

/** A fresh server on a fresh demo database, pinned to core 1. */
async function freshServer(options: { analytics: boolean; pageCache: boolean }) {
  const data = mkdtempSync(join(tmpdir(), 'gazette-bench-db-'));
  const server = await startServer({
    cwd: data,
    command: ['taskset', '-c', '1', process.execPath, join(projectRoot, 'src/server/index.ts')],
    env: {
      ...BENCH_ADMIN,
      DATABASE_PATH: join(data, 'gazette.db'),
      PAGE_CACHE: String(options.pageCache),
      ANALYTICS: String(options.analytics),
    },
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

const lua = (text: string) => JSON.stringify(text);

/**
 * A wrk script that alternates a page and its beacon, each beacon from the
 * next of 1,000 browsers (user agents), sent as a browser sends it.
 */
function pageAndBeaconScript(dir: string, origin: string, path: string): string {
  const file = join(dir, `page-and-beacon-${Math.random().toString(36).slice(2)}.lua`);
  const beacon = JSON.stringify({ type: 'pageview', path, referrer: 'https://news.example.com/' });
  writeFileSync(
    file,
    `local sent = 0
local agents = {}
for i = 1, 1000 do
  agents[i] = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0." .. i .. " Safari/537.36"
end
request = function()
  sent = sent + 1
  if sent % 2 == 1 then
    return wrk.format("GET", ${lua(path)}, { ["Accept-Encoding"] = "gzip, deflate, br" })
  end
  return wrk.format("POST", "/api/analytics", {
    ["Content-Type"] = "text/plain;charset=UTF-8",
    ["Origin"] = ${lua(origin)},
    ["User-Agent"] = agents[(sent / 2) % 1000 + 1],
  }, ${lua(beacon)})
end
`,
  );
  return file;
}

/** One wrk segment on core 0; its requests per second. */
async function wrk(url: string, seconds: number, script?: string): Promise<number> {
  const child = Bun.spawn(
    [
      'taskset',
      '-c',
      '0',
      'wrk',
      '-t1',
      '-c64',
      `-d${seconds}s`,
      '-H',
      'Accept-Encoding: gzip, deflate, br',
      ...(script ? ['-s', script] : []),
      url,
    ],
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

interface Measured {
  /** Pages alone, on over off: what turning analytics on does to the page path. */
  alone: number[];
  /** Each page with its beacon, on over off: what counting costs under the same traffic. */
  withBeacon: number[];
  offAlone: number[];
  onAlone: number[];
  offWithBeacon: number[];
  onWithBeacon: number[];
}

/** One run on two fresh servers: A,B,B,A segments of pages alone, then of pages with beacons. */
async function measure(path: string, pageCache: boolean, scripts: string, into: Measured) {
  const off = await freshServer({ analytics: false, pageCache });
  const on = await freshServer({ analytics: true, pageCache });
  try {
    const url = (server: { url: string }) => `${server.url}${path}`;
    const script = new Map([
      [off, pageAndBeaconScript(scripts, off.url, path)],
      [on, pageAndBeaconScript(scripts, on.url, path)],
    ]);
    const alone = (server: typeof off) => wrk(url(server), SECONDS);
    // Pages per second: half the requests of a page-and-beacon segment.
    const paired = async (server: typeof off) =>
      (await wrk(url(server), SECONDS, script.get(server))) / 2;
    for (const server of [off, on]) {
      await wrk(url(server), 2);
      await wrk(url(server), 2, script.get(server));
    }
    const abba = async (segment: (server: typeof off) => Promise<number>) => {
      const a1 = await segment(off);
      const b1 = await segment(on);
      const b2 = await segment(on);
      const a2 = await segment(off);
      return { off: (a1 + a2) / 2, on: (b1 + b2) / 2 };
    };
    const pages = await abba(alone);
    const counted = await abba(paired);
    into.alone.push(pages.on / pages.off);
    into.withBeacon.push(counted.on / counted.off);
    into.offAlone.push(pages.off);
    into.onAlone.push(pages.on);
    into.offWithBeacon.push(counted.off);
    into.onWithBeacon.push(counted.on);
  } finally {
    await off.stop();
    await on.stop();
  }
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const spread = (values: number[]) =>
  `${percent(Math.min(...values))}-${percent(Math.max(...values))}`;

const scripts = mkdtempSync(join(tmpdir(), 'gazette-bench-wrk-'));
const misses: string[] = [];
try {
  heading('Analytics on vs off: reader pages alone, and each followed by its beacon');
  console.log(
    `wrk -t1 -c64 on core 0, servers on core 1; warm-up, then A,B,B,A segments of ${SECONDS} s (A: ANALYTICS=false, B: on), first of pages alone, then of pages each followed by its beacon (pages/s counts the pages: half those requests); ${RUNS} runs on fresh servers; demo newsroom.`,
  );
  for (const pageCache of [false, true]) {
    console.log(
      pageCache
        ? '\nPage cache on (the default)'
        : '\nUncached (PAGE_CACHE=false): every request renders',
    );
    const rows: string[][] = [];
    for (const page of PAGES) {
      const measured: Measured = {
        alone: [],
        withBeacon: [],
        offAlone: [],
        onAlone: [],
        offWithBeacon: [],
        onWithBeacon: [],
      };
      for (let run = 0; run < RUNS; run += 1)
        await measure(page.path, pageCache, scripts, measured);
      const name = `${page.name}${pageCache ? ' (cached)' : ''}`;
      for (const [what, ratios] of [
        ['pages alone', measured.alone],
        ['pages with beacons', measured.withBeacon],
      ] as const) {
        if (median(ratios) < TARGET) misses.push(`${name}, ${what}: ${percent(median(ratios))}`);
      }
      rows.push([
        `${page.name} ${page.path.length > 30 ? `${page.path.slice(0, 29)}…` : page.path}`,
        median(measured.offAlone).toFixed(0),
        median(measured.onAlone).toFixed(0),
        percent(median(measured.alone)),
        spread(measured.alone),
        median(measured.offWithBeacon).toFixed(0),
        median(measured.onWithBeacon).toFixed(0),
        percent(median(measured.withBeacon)),
        spread(measured.withBeacon),
        verdict(median(measured.alone) >= TARGET && median(measured.withBeacon) >= TARGET),
      ]);
    }
    console.log(
      table(
        [
          'page',
          'alone off',
          'alone on',
          'on/off',
          'spread',
          '+beacon off',
          '+beacon on',
          'on/off',
          'spread',
          '≥ 95%',
        ],
        rows,
      ),
    );
  }
  console.log(
    misses.length === 0
      ? '\nWith analytics on, every page kept at least 95% of its throughput.'
      : `\nBelow 95% with analytics on: ${misses.join('; ')}.`,
  );
} finally {
  rmSync(scripts, { recursive: true, force: true });
}
