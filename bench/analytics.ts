/**
 * Does counting readers slow reading? Reader pages per second with
 * readership analytics on against off, each page opened as a browser opens
 * it (its navigation headers, from one of 1,000 browsers):
 *
 * - off (ANALYTICS=false): the page alone;
 * - on: the page, counted at its own request (it then loads no beacon for
 *   itself: the server's Server-Timing says it was counted).
 *
 * Both rendered pages (PAGE_CACHE=false: every request renders) and pages
 * from the page cache (the default). Target: on ≥ 95% of off.
 *
 * Method of /work/shared/STACK.md: the server pinned to core 1 and the load
 * generator to core 0 (taskset), a warm-up, then rounds of A,B,B,A segments
 * (A off, B on) on two fresh servers per run, several runs, the median of
 * the per-run ratios with their spread. The load generator is wrk (-t1 -c64)
 * when installed, else bench/lib/load-client.ts (Bun, 64 keep-alive loops).
 * Beside requests per second, the bench reads the server process's CPU time
 * (/proc) over each segment: CPU per page view does not depend on whether
 * the load generator kept the server's core busy, and the share of the core
 * used says whether it did. Before measuring, it checks that the on server
 * counts these requests and the off server does not.
 *
 * With --new-visitors every request comes from a reader of its own (an
 * address of its own, sent as X-Forwarded-For to servers started with
 * TRUST_PROXY, off and on alike), the worst case for counting: no reader's
 * views to group, a hash and a visitor row each.
 *
 * With --behind-proxy both servers run with TRUST_PROXY, as behind a reverse
 * proxy, and each of the 1,000 browsers sends its own address in
 * X-Forwarded-For: the address is then a header read, not the socket's
 * peer (Bun's `server.requestIP`, a system call a request).
 *
 * The warm-up (6 s by default) lets the compiler finish with the request
 * path first: its threads' CPU counts in the process's, and the on server
 * has more code to compile, so a short warm-up charged compiling to counting.
 *
 *   bun bench/analytics.ts [--runs 3] [--rounds 2] [--seconds 3] [--warmup 6] [--driver auto|wrk|bun] [--pages article,home] [--modes rendered,cached] [--new-visitors] [--behind-proxy]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type AnalyticsServer, freshAnalyticsServer } from './lib/analytics-server';
import {
  AGENTS,
  type LoadClientOptions,
  type LoadClientResult,
  NAVIGATION_HEADERS,
} from './lib/load-client';
import { writeNavigationScript } from './lib/navigation-script';
import { heading, median, table, verdict } from './lib/report';
import { BENCH_ARTICLE_SLUG, requireClientBuild } from './lib/site';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
    // Long enough for the compiler to finish with the request path (its thread's CPU counts too).
    warmup: { type: 'string', default: '6' },
    driver: { type: 'string', default: 'auto' },
    pages: { type: 'string', default: 'article,home' },
    modes: { type: 'string', default: 'rendered,cached' },
    // Every request from a browser never seen before: no reload to group, a hash each.
    'new-visitors': { type: 'boolean', default: false },
    // Both servers behind a proxy (TRUST_PROXY): each browser's address is a header.
    'behind-proxy': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const WARMUP = Number(values.warmup);
const TARGET = 0.95;
const CONNECTIONS = 64;
/**
 * Below this share of its core the server was not kept busy (the load
 * generator too slow, or other processes on the core): requests per second
 * then say little, and CPU per page view is the figure to go by.
 */
const SATURATED = 0.9;

const ALL_PAGES = [
  { name: 'article', path: `/article/${BENCH_ARTICLE_SLUG}` },
  { name: 'home', path: '/' },
];
const NEW_VISITORS = values['new-visitors'];
const BEHIND_PROXY = values['behind-proxy'];
const MODES = values.modes.split(',');
const PAGES = ALL_PAGES.filter((page) => values.pages.split(',').includes(page.name));

const USE_WRK = values.driver === 'wrk' || (values.driver === 'auto' && Bun.which('wrk') !== null);
if (values.driver === 'wrk' && !Bun.which('wrk')) {
  console.error('wrk is missing: apt-get install -y wrk (or --driver bun)');
  process.exit(1);
}
const PINNED = Bun.which('taskset') !== null;
requireClientBuild();

const onCore = (core: number, command: string[]) =>
  PINNED ? ['taskset', '-c', String(core), ...command] : command;

/** A fresh server on a fresh demo database, on core 1. */
const freshServer = (options: { analytics: boolean; pageCache: boolean }) =>
  freshAnalyticsServer({
    ...options,
    trustProxy: NEW_VISITORS || BEHIND_PROXY,
    pin: (command) => onCore(1, command),
  });
type Server = AnalyticsServer;

/** User and system CPU seconds the process has used, all its threads; NaN without /proc. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Pages completed in one load segment on core 0. */
async function drive(
  server: Server,
  path: string,
  seconds: number,
  scripts: string,
): Promise<LoadClientResult> {
  if (USE_WRK) {
    const child = Bun.spawn(
      onCore(0, [
        'wrk',
        '-t1',
        `-c${CONNECTIONS}`,
        `-d${seconds}s`,
        '-s',
        writeNavigationScript(scripts, path, {
          newVisitors: NEW_VISITORS,
          behindProxy: BEHIND_PROXY,
        }),
        `${server.url}${path}`,
      ]),
      { stdout: 'pipe', stderr: 'pipe' },
    );
    const output = await new Response(child.stdout).text();
    await child.exited;
    const done = output.match(/(\d+) requests in ([\d.]+)(m?s)/);
    if (!done) throw new Error(`wrk gave no count for ${path}:\n${output}`);
    const errors = Number(output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
    const requests = Number(done[1]);
    const taken = Number(done[2]) / (done[3] === 'ms' ? 1000 : 1);
    return { pages: requests, errors, seconds: taken };
  }
  const options: LoadClientOptions = {
    url: server.url,
    path,
    seconds,
    connections: CONNECTIONS,
    newVisitors: NEW_VISITORS,
    behindProxy: BEHIND_PROXY,
  };
  const child = Bun.spawn(
    onCore(0, [
      process.execPath,
      join(import.meta.dir, 'lib/load-client.ts'),
      JSON.stringify(options),
    ]),
    { stdout: 'pipe', stderr: 'inherit' },
  );
  const output = await new Response(child.stdout).text();
  await child.exited;
  return JSON.parse(output) as LoadClientResult;
}

/** Whether the server counted a browser's opening of `path` (its Server-Timing says so). */
async function counts(server: Server, path: string): Promise<boolean> {
  const answer = await fetch(`${server.url}${path}`, {
    headers: { ...NAVIGATION_HEADERS, 'User-Agent': AGENTS[0]! },
  });
  await answer.arrayBuffer();
  return answer.headers.get('server-timing') === 'pageview';
}

interface Segment {
  pagesPerSecond: number;
  /** Server CPU per page view, in microseconds. */
  cpuPerPage: number;
  /** The share of its core the server used. */
  busy: number;
}

async function segment(server: Server, path: string, scripts: string): Promise<Segment> {
  const cpuBefore = cpuSeconds(server.pid);
  const result = await drive(server, path, SECONDS, scripts);
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  if (result.errors > 0) throw new Error(`${path}: ${result.errors} error responses`);
  return {
    pagesPerSecond: result.pages / result.seconds,
    cpuPerPage: (cpu / result.pages) * 1e6,
    busy: cpu / result.seconds,
  };
}

interface Run {
  /** On (pages counted) over off, pages per second. */
  ratio: number;
  /** Off's CPU per page over on's: the ratio a saturated core would give. */
  cpuRatio: number;
  off: Segment;
  on: Segment;
}

/** Segments of one kind over a run: pages and CPU added up, the lowest share of the core. */
function total(segments: Segment[]): Segment {
  const sum = (pick: (segment: Segment) => number) =>
    segments.reduce((acc, segment) => acc + pick(segment), 0);
  return {
    pagesPerSecond: sum((segment) => segment.pagesPerSecond) / segments.length,
    cpuPerPage:
      sum((segment) => segment.cpuPerPage * segment.pagesPerSecond) /
      sum((segment) => segment.pagesPerSecond),
    busy: Math.min(...segments.map((segment) => segment.busy)),
  };
}

/**
 * One run on two fresh servers: rounds of A,B,B,A (A off, B on), short
 * segments, so that whatever else the machine does falls on both alike.
 */
async function measure(path: string, pageCache: boolean, scripts: string): Promise<Run> {
  const off = await freshServer({ analytics: false, pageCache });
  const on = await freshServer({ analytics: true, pageCache });
  try {
    if (!(await counts(on, path)) || (await counts(off, path))) {
      throw new Error(`${path}: the on server must count a browser's page view, the off one not`);
    }
    // Warm-up: caches filled, code compiled, the database's pages read.
    await drive(off, path, WARMUP, scripts);
    await drive(on, path, WARMUP, scripts);
    const a: Segment[] = [];
    const b: Segment[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      a.push(await segment(off, path, scripts));
      b.push(await segment(on, path, scripts));
      b.push(await segment(on, path, scripts));
      a.push(await segment(off, path, scripts));
    }
    const offTotal = total(a);
    const onTotal = total(b);
    return {
      ratio: onTotal.pagesPerSecond / offTotal.pagesPerSecond,
      cpuRatio: offTotal.cpuPerPage / onTotal.cpuPerPage,
      off: offTotal,
      on: onTotal,
    };
  } finally {
    await off.stop();
    await on.stop();
  }
}

/** The machine's load (1, 5 and 15 minutes): the figures are only as steady as it allows. */
const loadAverage = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
  } catch {
    return 'unknown';
  }
};

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const spread = (values: number[]) =>
  `${percent(Math.min(...values))}-${percent(Math.max(...values))}`;
const us = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} µs` : '-');

const scripts = mkdtempSync(join(tmpdir(), 'gazette-bench-wrk-'));
const findings: string[] = [];
try {
  heading('Analytics on vs off: pages per second, each page opened as a browser opens it');
  console.log(
    `${USE_WRK ? `wrk -t1 -c${CONNECTIONS}` : `bench/lib/load-client.ts (Bun, ${CONNECTIONS} keep-alive loops${Bun.which('wrk') ? '' : '; wrk not installed'})`} ${PINNED ? 'on core 0, servers on core 1' : 'and servers unpinned (taskset missing: figures are noisier)'}; warm-up of ${WARMUP} s, then ${ROUNDS} rounds of A,B,B,A segments of ${SECONDS} s (A: ANALYTICS=false; B: analytics on, each page counted at its request, no beacon); navigation headers from ${NEW_VISITORS ? 'a new browser for every request' : '1,000 browsers'}${BEHIND_PROXY ? ', behind a proxy (TRUST_PROXY, each browser its own X-Forwarded-For)' : ''}; ${RUNS} runs on fresh servers; demo newsroom. Ratios are medians of the per-run ratios, with their spread; CPU is the server process's, per page view. Load average at the start: ${loadAverage()}.`,
  );
  for (const pageCache of [false, true].filter((cached) =>
    MODES.includes(cached ? 'cached' : 'rendered'),
  )) {
    console.log(
      pageCache
        ? '\nPage cache on (the default): pages served from memory'
        : '\nRendered (PAGE_CACHE=false): every request renders its page',
    );
    const rows: string[][] = [];
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await measure(page.path, pageCache, scripts));
      const ratio = median(runs.map((run) => run.ratio));
      const cpuRatio = median(runs.map((run) => run.cpuRatio));
      const busy = Math.min(...runs.map((run) => Math.min(run.off.busy, run.on.busy)));
      const saturated = !Number.isFinite(busy) || busy >= SATURATED;
      const name = `${page.name}${pageCache ? ' (cached)' : ' (rendered)'}`;
      const met = (saturated ? ratio : cpuRatio) >= TARGET;
      const cpu = (pick: (run: Run) => Segment) => median(runs.map((run) => pick(run).cpuPerPage));
      findings.push(
        `${name}: on/off ${percent(ratio)} (runs ${spread(runs.map((run) => run.ratio))}), by server CPU per page view ${percent(cpuRatio)}${saturated ? '' : ' (the server was not saturated: the CPU ratio is the one that counts)'}: ${met ? 'meets' : 'misses'} the 95% target. Counting added ${us(cpu((run) => run.on) - cpu((run) => run.off))} of server CPU per page view.`,
      );
      rows.push([
        page.name,
        median(runs.map((run) => run.off.pagesPerSecond)).toFixed(0),
        median(runs.map((run) => run.on.pagesPerSecond)).toFixed(0),
        percent(ratio),
        spread(runs.map((run) => run.ratio)),
        us(median(runs.map((run) => run.off.cpuPerPage))),
        us(median(runs.map((run) => run.on.cpuPerPage))),
        percent(cpuRatio),
        spread(runs.map((run) => run.cpuRatio)),
        Number.isFinite(busy) ? percent(busy) : '-',
        verdict(met),
      ]);
    }
    console.log(
      table(
        [
          'page',
          'off p/s',
          'on p/s',
          'on/off',
          'spread',
          'CPU off',
          'CPU on',
          'on/off by CPU',
          'CPU spread',
          'server core share (min)',
          '≥ 95%',
        ],
        rows,
      ),
    );
  }
  console.log(`\n${findings.join('\n')}\nLoad average at the end: ${loadAverage()}.`);
} finally {
  rmSync(scripts, { recursive: true, force: true });
}
