/**
 * Counting readers, measured side by side: the server with analytics off
 * and the one with it on share core 1 at the same time, each loaded by its
 * own wrk on core 0 (the pages opened as browsers open them, from 1,000
 * browsers), so whatever else the machine does in a round falls on both
 * alike. bench/analytics.ts runs them one after the other, which on a
 * shared machine moves its ratios by ±10 points from one segment to the
 * next; here two servers with analytics off read 100% ± 3 (--control).
 *
 * Per round, each server's CPU per page view (every thread of the process,
 * from /proc/<pid>/task/<tid>/schedstat, nanoseconds), and off's over on's:
 * the share of the page views a core serves off that it serves on. The
 * median of the rounds is the figure, with its quartiles. Needs wrk,
 * taskset and /proc.
 *
 *   bun bench/analytics-side-by-side.ts [--rounds 16] [--seconds 3] [--warmup 6] [--pages article,home] [--behind-proxy] [--control]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type AnalyticsServer, freshAnalyticsServer } from './lib/analytics-server';
import { AGENTS, NAVIGATION_HEADERS } from './lib/load-client';
import { writeNavigationScript } from './lib/navigation-script';
import { heading, percentile, table, verdict } from './lib/report';
import { BENCH_ARTICLE_SLUG, requireClientBuild } from './lib/site';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '6' },
    pages: { type: 'string', default: 'article,home' },
    'behind-proxy': { type: 'boolean', default: false },
    // Both servers with analytics off: what the method reads when nothing differs.
    control: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const WARMUP = Number(values.warmup);
const BEHIND_PROXY = values['behind-proxy'];
const TARGET = 0.95;
/** Each server's share of the connections bench/analytics.ts opens to one. */
const CONNECTIONS = 32;
const PAGES = [
  { name: 'article', path: `/article/${BENCH_ARTICLE_SLUG}` },
  { name: 'home', path: '/' },
].filter((page) => values.pages.split(',').includes(page.name));

if (!Bun.which('wrk') || !Bun.which('taskset')) {
  console.error('This bench needs wrk and taskset (apt-get install -y wrk util-linux).');
  process.exit(1);
}
requireClientBuild();

const freshServer = (analytics: boolean) =>
  freshAnalyticsServer({
    analytics,
    trustProxy: BEHIND_PROXY,
    pin: (command) => ['taskset', '-c', '1', ...command],
  });
type Server = AnalyticsServer;

/** CPU nanoseconds of each thread of the process, by thread id (threads come and go). */
function threadCpu(pid: number): Map<string, number> {
  const cpu = new Map<string, number>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const schedstat = readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8');
      cpu.set(task, Number(schedstat.split(' ')[0]));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return cpu;
}

/** CPU used between two readings; a thread that ended since counts what was read of it. */
function cpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [task, ns] of after) total += ns - (before.get(task) ?? 0);
  return total;
}

/** Pages wrk completed against `server` in `seconds`. */
async function drive(server: Server, script: string, path: string, seconds: number) {
  const child = Bun.spawn(
    ['taskset', '-c', '0', 'wrk', '-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '-s', script].concat(
      `${server.url}${path}`,
    ),
    { stdout: 'pipe', stderr: 'pipe' },
  );
  const output = await new Response(child.stdout).text();
  await child.exited;
  const done = output.match(/(\d+) requests in/);
  if (!done) throw new Error(`wrk gave no count for ${path}:\n${output}`);
  if (/Non-2xx or 3xx responses/.test(output)) throw new Error(`${path}: error responses`);
  return Number(done[1]);
}

/** Off's and on's CPU per page view (µs) for each round, both servers loaded at once. */
async function measure(path: string, scripts: string) {
  const off = await freshServer(false);
  const on = await freshServer(!values.control);
  try {
    // The page is rendered and kept (with its brotli copy) before any load.
    for (const server of [off, on]) {
      const page = await fetch(`${server.url}${path}`, {
        headers: { ...NAVIGATION_HEADERS, 'User-Agent': AGENTS[0]! },
      });
      await page.arrayBuffer();
    }
    await Bun.sleep(1000);
    const script = writeNavigationScript(scripts, path, {
      newVisitors: false,
      behindProxy: BEHIND_PROXY,
    });
    await Promise.all([off, on].map((server) => drive(server, script, path, WARMUP)));
    const rounds: { off: number; on: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = [off, on].map((server) => threadCpu(server.pid));
      const pages = await Promise.all([off, on].map((s) => drive(s, script, path, SECONDS)));
      const perPage = [off, on].map(
        (server, i) => cpuBetween(before[i]!, threadCpu(server.pid)) / 1000 / pages[i]!,
      );
      rounds.push({ off: perPage[0]!, on: perPage[1]! });
    }
    return rounds;
  } finally {
    await off.stop();
    await on.stop();
  }
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

const scripts = mkdtempSync(join(tmpdir(), 'gazette-bench-wrk-'));
try {
  heading('Analytics on vs off, side by side on one core: server CPU per page view');
  console.log(
    `Both servers on core 1 at once, each loaded by wrk -t1 -c${CONNECTIONS} on core 0; warm-up of ${WARMUP} s, then ${ROUNDS} rounds of ${SECONDS} s; 1,000 browsers${BEHIND_PROXY ? ' behind a proxy (TRUST_PROXY, each its own X-Forwarded-For)' : ''}; pages from the page cache.${values.control ? ' Control: both servers with analytics off.' : ''} Load average at the start: ${loadAverage()}.`,
  );
  const rows: string[][] = [];
  for (const page of PAGES) {
    const rounds = await measure(page.path, scripts);
    const ratios = rounds.map((round) => round.off / round.on);
    const median = percentile(ratios, 50);
    rows.push([
      page.name,
      `${percentile(
        rounds.map((round) => round.off),
        50,
      ).toFixed(1)} µs`,
      `${percentile(
        rounds.map((round) => round.on),
        50,
      ).toFixed(1)} µs`,
      percent(median),
      `${percent(percentile(ratios, 25))}-${percent(percentile(ratios, 75))}`,
      verdict(median >= TARGET),
    ]);
  }
  console.log(table(['page', 'CPU off', 'CPU on', 'off/on (median)', 'quartiles', '≥ 95%'], rows));
  console.log(`Load average at the end: ${loadAverage()}.`);
} finally {
  rmSync(scripts, { recursive: true, force: true });
}
