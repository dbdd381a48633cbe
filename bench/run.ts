/**
 * Every benchmark in sequence, each in its own process: the client build
 * first (pages and the executable embed it), then scale, throughput,
 * analytics on vs off (and a beacon's cost in process), weight, start-up,
 * import, load (one process, then two behind a balancer), the request fuzz,
 * lighthouse, the PostgreSQL drivers and PostgreSQL ÷ SQLite route by route.
 * Name some to run only those: `bun bench/run.ts weight`.
 * Generated newsrooms are kept in the temp folder between runs.
 */
import { join } from 'node:path';
import { projectRoot } from '@tests/support/server-process';
import { cachedNewsroom } from './lib/newsroom';

const ALL = [
  'scale',
  'throughput',
  'analytics',
  'analytics-side-by-side',
  'beacon-cost',
  'weight',
  'startup',
  'import',
  'load',
  'cluster',
  'request-fuzz',
  'lighthouse',
  'postgres-driver',
  'engines',
  'media',
  'churn',
  'save-cost',
] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(ALL as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${ALL.join(', ')}.`);
  process.exit(1);
}
const chosen = asked.length > 0 ? ALL.filter((name) => asked.includes(name)) : ALL;

function run(command: string[]): boolean {
  const result = Bun.spawnSync(command, { cwd: projectRoot, stdout: 'inherit', stderr: 'inherit' });
  return result.exitCode === 0;
}

const started = performance.now();
if (!run([process.execPath, 'scripts/build-client.ts'])) process.exit(1);
// These need no generated newsroom.
const onTheirOwn = [
  'weight',
  'throughput',
  'analytics',
  'analytics-side-by-side',
  'beacon-cost',
  'load',
  'request-fuzz',
  'lighthouse',
  'postgres-driver',
  'media',
  'churn',
  'save-cost',
];
if (chosen.some((name) => !onTheirOwn.includes(name))) {
  for (const size of [1_000, 100_000]) await cachedNewsroom(size);
}
const failed: string[] = [];
for (const name of chosen) {
  if (!run([process.execPath, join(projectRoot, 'bench', `${name}.ts`)])) failed.push(name);
}
console.log(
  `\nBenchmarks done in ${((performance.now() - started) / 60_000).toFixed(1)} min${failed.length > 0 ? `; failed: ${failed.join(', ')}` : ''}.`,
);
process.exit(failed.length > 0 ? 1 : 0);
