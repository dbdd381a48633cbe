/**
 * What an article save costs the serving thread: its own CPU time (from
 * /proc, that thread's alone) and the save's wall time, for saves run on
 * the serving thread and on the save worker (SQLite), in process on the
 * demo newsroom, alternated over rounds on fresh apps. Prints both and the
 * worker's share of the serving thread's CPU (the lower, the less readers
 * wait behind saves; bench/churn.ts measures the readers themselves).
 *
 *   bun bench/save-cost.ts [--saves 300] [--rounds 3]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp } from '@tests/support/test-app';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import { articleInputOf } from '~/shared/article-input';
import type { Article } from '~/shared/schemas/article';
import { runAsServed } from './lib/as-served';
import { heading, ms, ratio, table } from './lib/report';

await runAsServed();
const { values } = parseArgs({
  options: {
    saves: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
  },
});
const SAVES = Number(values.saves);
const ROUNDS = Number(values.rounds);
const WARM_UP_SAVES = 50;

if (process.platform !== 'linux')
  throw new Error('This benchmark reads a thread’s CPU time from /proc');

/** The serving thread's CPU time so far (ns): the main thread's, whose id is the process's. */
const servingThreadNs = () =>
  Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]);

interface Cost {
  /** The serving thread's CPU per save (ms). */
  cpu: number;
  /** Each save's wall time, from the request to its answer read (ms). */
  wall: number;
}

async function costOfSaves(saveWorker: boolean): Promise<Cost> {
  const t = await createTestApp({ saveWorker, analytics: { enabled: false } });
  try {
    await seedDemoContent(t.services);
    await createAdmin(t, 'bench-editor');
    const cookie = await signIn(t, 'bench-editor');
    const headers = { Cookie: cookie, Origin: t.siteUrl, 'Content-Type': 'application/json' };
    const [first] = (await (await t.request('/api/articles?limit=1')).json()) as Article[];
    const path = `/api/admin/articles/${first!.id}`;
    const input = articleInputOf((await (await t.request(path, { headers })).json()) as Article);
    const save = async (n: number) => {
      const body = JSON.stringify({ ...input, title: `${input.title} (update ${n})` });
      const response = await t.request(path, { method: 'PATCH', headers, body });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`A save answered ${response.status}`);
    };
    for (let n = 0; n < WARM_UP_SAVES; n += 1) await save(n);
    const cpu = servingThreadNs();
    const started = performance.now();
    for (let n = 0; n < SAVES; n += 1) await save(WARM_UP_SAVES + n);
    return {
      cpu: (servingThreadNs() - cpu) / 1e6 / SAVES,
      wall: (performance.now() - started) / SAVES,
    };
  } finally {
    await t.close();
  }
}

// A server's listening socket keeps its event loop waiting in the kernel
// while a worker works; with nothing else held, Bun's loop would poll
// instead, and the serving thread's CPU would count that.
const keepLoopWaiting = setInterval(() => {}, 60_000);
heading(
  `Article saves: the serving thread's CPU, ${SAVES} saves a run, ${ROUNDS} rounds alternated`,
);
const rows: (string | number)[][] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  const order = round % 2 === 1 ? [false, true] : [true, false];
  const costs = new Map<boolean, Cost>();
  for (const onWorker of order) costs.set(onWorker, await costOfSaves(onWorker));
  const here = costs.get(false)!;
  const worker = costs.get(true)!;
  rows.push([
    round,
    ms(here.cpu),
    ms(here.wall),
    ms(worker.cpu),
    ms(worker.wall),
    ratio(worker.cpu / here.cpu),
  ]);
}
clearInterval(keepLoopWaiting);
console.log(
  table(
    [
      'round',
      'on the serving thread: its CPU',
      'wall',
      'on the save worker: serving thread CPU',
      'wall',
      'worker ÷ serving thread (CPU)',
    ],
    rows,
  ),
);
