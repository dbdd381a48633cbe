/**
 * The site scaled out, under load on loopback: two server processes on one
 * PostgreSQL database behind HAProxy (deploy/haproxy.cfg, the file
 * compose.yaml mounts), 50 readers across the public pages and API and 2
 * editors creating and editing published stories, for 30 s; then the same
 * load against one process on a copy of the same database, directly. Each
 * run reports its reads (p50/p95/p99 page latency), errors and failed
 * requests, and checks afterwards that every acknowledged write is there,
 * through a third process that served none of the load (so what it shows
 * comes from the database, not from a page one of the two had cached).
 * Bounded: the servers, HAProxy and a throw-away PostgreSQL cluster all
 * listen on 127.0.0.1 and stop at the end.
 *
 *   bun bench/cluster.ts [--readers 50] [--editors 2] [--seconds 30] [--articles 1000]
 *
 * Needs HAProxy (apt-get install -y haproxy) and PostgreSQL's server
 * (apt-get install -y postgresql).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BALANCER_SERVERS, requireHaproxy, startBalancer } from '@tests/support/balancer';
import { formatLoadReport, type LoadReport, runLoad } from '@tests/support/load-driver';
import { freePort, type RunningServer } from '@tests/support/server-process';
import { cachedNewsroom } from './lib/newsroom';
import { loadPostgresNewsrooms, type PostgresNewsrooms } from './lib/postgres-newsroom';
import { heading, ms, ratio, table } from './lib/report';
import { BENCH_ADMIN, requireClientBuild, startBenchServer } from './lib/site';

const { values } = parseArgs({
  options: {
    readers: { type: 'string', default: '50' },
    editors: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '30' },
    articles: { type: 'string', default: '1000' },
  },
});
const readers = Number(values.readers);
const editors = Number(values.editors);
const seconds = Number(values.seconds);
const articles = Number(values.articles);

requireClientBuild();
try {
  requireHaproxy();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const admin = { username: BENCH_ADMIN.ADMIN_USERNAME, password: BENCH_ADMIN.ADMIN_PASSWORD };
const load = (round: string) => `${loadavg()[0]!.toFixed(1)} (${round})`;

/** The servers' working folders, removed at the end. */
const folders: string[] = [];

/** Starts `count` servers on the database at `url`; stops them all on error. */
async function startServers(
  url: string,
  count: number,
  env: Record<string, string>,
): Promise<RunningServer[]> {
  const started: RunningServer[] = [];
  try {
    for (let n = 0; n < count; n++) {
      const dir = mkdtempSync(join(tmpdir(), 'gazette-bench-cluster-'));
      folders.push(dir);
      started.push(await startBenchServer(dir, { DATABASE_URL: url }, { env }));
    }
  } catch (error) {
    await Promise.all(started.map((server) => server.stop()));
    throw error;
  }
  return started;
}

async function oneProcess(newsrooms: PostgresNewsrooms, template: string): Promise<LoadReport> {
  const url = newsrooms.copy(template);
  const [server] = await startServers(url, 1, {});
  try {
    return await runLoad({
      baseUrl: server!.url,
      durationMs: seconds * 1000,
      readers,
      editors,
      admin,
    });
  } finally {
    await server!.stop();
    newsrooms.drop(url);
  }
}

async function behindTheBalancer(
  newsrooms: PostgresNewsrooms,
  template: string,
): Promise<{ report: LoadReport; shares: string }> {
  const url = newsrooms.copy(template);
  const port = freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const env = { SITE_URL: siteUrl, TRUST_PROXY: 'true' };
  const servers = await startServers(url, BALANCER_SERVERS.length + 1, env);
  // The last one serves no load: the writes are checked through it afterwards.
  const checker = servers.at(-1)!;
  const balancer = await startBalancer(
    servers.slice(0, BALANCER_SERVERS.length).map((server) => server.url),
    port,
  ).catch(async (error) => {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  });
  try {
    const report = await runLoad({
      baseUrl: siteUrl,
      durationMs: seconds * 1000,
      readers,
      editors,
      admin,
      checkUrl: checker.url,
    });
    // HAProxy logs a line per request, naming the process that answered it.
    const lines = balancer.output().split('\n');
    const shares = BALANCER_SERVERS.map(
      (name) =>
        `${name} ${lines.filter((line) => line.includes(`gazette/${name} `) && !line.includes('/healthz')).length}`,
    ).join(', ');
    return { report, shares };
  } finally {
    await balancer.stop();
    await Promise.all(servers.map((server) => server.stop()));
    newsrooms.drop(url);
  }
}

const clean = (report: LoadReport) =>
  report.reads.serverErrors === 0 &&
  report.reads.failed === 0 &&
  report.writes.failures.length === 0 &&
  report.writes.problems.length === 0 &&
  report.writes.verified === report.writes.created;

const template = await cachedNewsroom(articles);
const newsrooms = await loadPostgresNewsrooms([template]);
let ok = false;
try {
  const version = newsrooms.cluster.psql('SHOW server_version').trim();
  heading(
    `Two processes behind HAProxy against one, PostgreSQL ${version}, ${articles.toLocaleString('en-US')} articles`,
  );
  console.log(
    `${readers} readers (keep-alive, compressed, revalidating with ETags) and ${editors} editors creating and editing published stories back to back, ${seconds} s each; page cache on; the load from this process.`,
  );
  const loads = [load('start')];
  const cluster = await behindTheBalancer(newsrooms, newsrooms.templateOf(template));
  loads.push(load('after two processes'));
  console.log(`\nTwo processes behind HAProxy (requests answered: ${cluster.shares}):`);
  console.log(formatLoadReport(cluster.report));
  const single = await oneProcess(newsrooms, newsrooms.templateOf(template));
  loads.push(load('after one process'));
  console.log('\nOne process, directly:');
  console.log(formatLoadReport(single));

  const row = (name: string, report: LoadReport) => [
    name,
    report.reads.perSecond.toFixed(0),
    ms(report.reads.pageLatencyMs.p50),
    ms(report.reads.pageLatencyMs.p95),
    ms(report.reads.pageLatencyMs.p99),
    ms(report.reads.latencyMs.p99),
    String(report.reads.serverErrors + report.reads.failed + report.writes.failures.length),
    `${report.writes.acknowledged}`,
    `${report.writes.verified}/${report.writes.created}`,
    String(report.writes.problems.length),
  ];
  console.log('');
  console.log(
    table(
      [
        'set-up',
        'reads/s',
        'page p50',
        'page p95',
        'page p99',
        'all p99',
        'errors',
        'writes',
        'stories checked',
        'lost',
      ],
      [row('2 processes + HAProxy', cluster.report), row('1 process', single)],
    ),
  );
  console.log(
    `page p99, two ÷ one: ${ratio(cluster.report.reads.pageLatencyMs.p99 / single.reads.pageLatencyMs.p99)}; load average ${loads.join(', ')}`,
  );
  ok = clean(cluster.report) && clean(single);
  console.log(ok ? 'ok: no error, no failed request, no lost write' : 'MISSED');
} finally {
  newsrooms.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
