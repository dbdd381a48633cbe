/**
 * CPU time of one uncached page render (the process's own, so that other
 * work on the machine does not count), in-process: the handler as served
 * (PAGE_CACHE off), called in a loop on the demo newsroom, without a
 * network or a second process competing for the core. For profiling
 * (bun --cpu-prof bench/render-cost.ts) and quick before/after figures; the
 * end-to-end ratio is bench/throughput.ts's.
 *
 *   bun bench/render-cost.ts [--seconds 3] [--encoding gzip] [--pages home,article]
 */
import { parseArgs } from 'node:util';
import { createTestApp } from '@tests/support/test-app';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import { runAsServed } from './lib/as-served';
import { BROWSER_ACCEPT_ENCODING } from './lib/browser-headers';
import { BENCH_ARTICLE_SLUG } from './lib/site';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    encoding: { type: 'string', default: BROWSER_ACCEPT_ENCODING },
    /** Which pages to render (comma-separated names); all by default. */
    pages: { type: 'string' },
  },
});
await runAsServed();

const t = await createTestApp({ pageCacheBytes: 0 });
await seedDemoContent(t.services);
const pages = [
  ['home', '/'],
  ['article', `/article/${BENCH_ARTICLE_SLUG}`],
  ['section', '/section/cosmic-watch'],
].filter(([name]) => values.pages === undefined || values.pages.split(',').includes(name!));
try {
  for (const [name, path] of pages) {
    const ask = async () => {
      const response = await t.request(path!, { headers: { 'Accept-Encoding': values.encoding } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return (await response.arrayBuffer()).byteLength;
    };
    for (let i = 0; i < 50; i++) await ask();
    const until = performance.now() + Number(values.seconds) * 1000;
    const started = process.cpuUsage();
    let count = 0;
    let bytes = 0;
    while (performance.now() < until) {
      bytes = await ask();
      count += 1;
    }
    const used = process.cpuUsage(started);
    const ms = (used.user + used.system) / 1000 / count;
    console.log(
      `${name!.padEnd(8)} ${ms.toFixed(3)} ms of CPU per render (${count} renders, ${bytes} bytes sent)`,
    );
  }
} finally {
  await t.close();
}
