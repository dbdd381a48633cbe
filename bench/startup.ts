/**
 * Start-up of the single executable against a hello-world Bun server built
 * the same way (--compile --production --bytecode --format=esm): time from
 * spawn to the first 200 on `/` (the home page, rendered), and resident
 * memory after two idle seconds, on 1,000 and on 100,000 articles. The site's
 * own first start (which creates the admin account) is not counted. Target:
 * ≤ 3× hello world on both.
 *
 *   bun bench/startup.ts [--starts 5]
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, projectRoot } from '@tests/support/server-process';
import { cachedNewsroom, copyNewsroom } from './lib/newsroom';
import { heading, median, ms, ratio, table, verdict } from './lib/report';
import { BENCH_ADMIN, requireClientBuild } from './lib/site';

const { values } = parseArgs({ options: { starts: { type: 'string', default: '5' } } });
const STARTS = Number(values.starts);
const TARGET = 3;

function build(command: string[], label: string): void {
  const started = performance.now();
  const result = Bun.spawnSync(command, { cwd: projectRoot, stdout: 'pipe', stderr: 'pipe' });
  if (result.exitCode !== 0) {
    console.error(result.stdout.toString(), result.stderr.toString());
    throw new Error(`Building ${label} failed`);
  }
  console.log(`Built ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = status.match(/^VmRSS:\s+(\d+) kB/m);
  return kilobytes ? Number(kilobytes[1]) * 1024 : Number.NaN;
}

/**
 * One start: spawn to the first 200 on /healthz (listening, database open),
 * then to the first 200 on `/` (the home page rendered), then resident memory
 * after 2 s idle.
 */
async function start(binary: string, env: Record<string, string>, cwd: string) {
  const port = freePort();
  const url = `http://127.0.0.1:${port}/healthz`;
  const started = performance.now();
  const child = Bun.spawn([binary], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdout: 'ignore',
    stderr: 'pipe',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`${binary} exited: ${await new Response(child.stderr).text()}`);
      }
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 30_000) throw new Error(`${binary}: no 200 within 30 s`);
      await Bun.sleep(1);
    }
    const ready = performance.now() - started;
    const home = await fetch(`http://127.0.0.1:${port}/`);
    await home.arrayBuffer();
    if (home.status !== 200) throw new Error(`${binary}: / answered ${home.status}`);
    const firstPage = performance.now() - started;
    await Bun.sleep(2000);
    return { ready, firstPage, rss: residentBytes(child.pid) };
  } finally {
    child.kill();
    await child.exited;
  }
}

requireClientBuild();
const dir = mkdtempSync(join(tmpdir(), 'gazette-bench-startup-'));
try {
  heading('Start-up: the executable vs a hello-world Bun executable');
  const gazette = join(dir, 'gazette');
  build(
    [process.execPath, 'scripts/build-binary.ts', gazette],
    'dist/gazette (scripts/build-binary.ts)',
  );
  const helloSource = join(dir, 'hello.ts');
  writeFileSync(
    helloSource,
    "Bun.serve({ port: Number(process.env.PORT), hostname: process.env.HOST, fetch: () => new Response('Hello, world') });\n",
  );
  const hello = join(dir, 'hello');
  build(
    [
      process.execPath,
      'build',
      helloSource,
      '--compile',
      '--production',
      '--bytecode',
      '--format=esm',
      `--outfile=${hello}`,
      '--no-compile-autoload-dotenv',
      '--no-compile-autoload-bunfig',
    ],
    'hello world',
  );
  const mb = (path: string) => `${(statSync(path).size / 1024 / 1024).toFixed(0)} MB`;
  console.log(`Binaries: gazette ${mb(gazette)}, hello world ${mb(hello)}; ${STARTS} starts each.`);

  const targets: { label: string; binary: string; env: Record<string, string> }[] = [
    { label: 'hello world', binary: hello, env: {} },
  ];
  for (const size of [1_000, 100_000]) {
    const database = copyNewsroom(await cachedNewsroom(size), join(dir, `db-${size}`));
    const env = { ...BENCH_ADMIN, DATABASE_PATH: database, SEED_DEMO: 'false' };
    // The site's first start creates its admin (a password hash): not what a restart costs.
    await start(gazette, env, dir);
    targets.push({
      label: `gazette, ${size.toLocaleString('en-US')} articles`,
      binary: gazette,
      env,
    });
  }

  const results = new Map(
    targets.map((target) => [
      target.label,
      { ready: [] as number[], page: [] as number[], rss: [] as number[] },
    ]),
  );
  // Interleaved, so every binary sees the same machine.
  for (let n = 0; n < STARTS; n += 1) {
    for (const target of targets) {
      const { ready, firstPage, rss } = await start(target.binary, target.env, dir);
      const result = results.get(target.label)!;
      result.ready.push(ready);
      result.page.push(firstPage);
      result.rss.push(rss);
    }
  }
  const base = results.get('hello world')!;
  const rows = targets.map((target) => {
    const result = results.get(target.label)!;
    const readyRatio = median(result.ready) / median(base.ready);
    const pageRatio = median(result.page) / median(base.page);
    const rssRatio = median(result.rss) / median(base.rss);
    return [
      target.label,
      ms(median(result.ready)),
      ms(median(result.page)),
      `${(median(result.rss) / 1024 / 1024).toFixed(1)} MB`,
      ratio(readyRatio),
      ratio(pageRatio),
      ratio(rssRatio),
      target.label === 'hello world' ? '' : verdict(pageRatio <= TARGET && rssRatio <= TARGET),
    ];
  });
  console.log(
    table(
      [
        'binary',
        'first 200 /healthz',
        'first 200 /',
        'idle RSS',
        'ready ÷ hello',
        'first page ÷ hello',
        'RSS ÷ hello',
        `≤ ${TARGET}×`,
      ],
      rows,
    ),
  );
  console.log('Medians; hello world answers every path, so its two times are one request apart.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
