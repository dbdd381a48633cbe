/**
 * What a reader's page view costs the serving thread, in microseconds, with
 * readership analytics on and off: an article page (from the page cache, and
 * rendered) opened as a browser opens it (its navigation headers), through
 * the site's own request handler in one process, no network. On, the page
 * view is counted at the page's request (no beacon follows it), and the batch
 * writes that follow are included (the collector is flushed inside each
 * timed round), so the figure is the whole cost of counting, not only the
 * part the reader waits for. For reference, a beacon (POST /api/analytics,
 * what moves inside the app and searches still send), counted and not.
 *
 * Rounds alternate A,B,B,A (A off, B on); medians of the rounds. Pin it to
 * one core for steadier figures: `taskset -c 1 bun bench/beacon-cost.ts`
 * (it runs itself as the server runs: lib/as-served.ts).
 *
 *   bun bench/beacon-cost.ts [--rounds 6] [--views 8000] [--pages cached,rendered] [--new-visitors]
 */
import { parseArgs } from 'node:util';
import { peerAt } from '@tests/support/admin-session';
import { CHROME_UA, NAVIGATION_HEADERS } from '@tests/support/analytics-beacons';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { ANALYTICS_COLLECT_PATH } from '~/shared/analytics-beacon';
import { runAsServed } from './lib/as-served';
import { heading, median, table } from './lib/report';

await runAsServed();
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '6' },
    views: { type: 'string', default: '8000' },
    pages: { type: 'string', default: 'cached,rendered' },
    // Every request from a reader never seen before (no reload to group, a hash each).
    'new-visitors': { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(values.rounds);
const VIEWS = Number(values.views);
const SLUG = 'harbor-rift-widens';

async function site(enabled: boolean, cached: boolean): Promise<TestApp> {
  const t = await createTestApp({ analytics: { enabled }, pageCacheBytes: cached ? undefined : 0 });
  await createArticle(t.services, buildArticle({ title: 'Harbor Rift Widens', slug: SLUG }));
  return t;
}

const agents = Array.from({ length: 1000 }, (_, n) =>
  CHROME_UA.replace('140.0.0.0', `140.0.${n}.0`),
);
const beaconBody = JSON.stringify({
  type: 'pageview',
  path: `/article/${SLUG}`,
  referrer: 'https://news.example.com/',
});

const NEW_VISITORS = values['new-visitors'];
/** Requests sent so far: with --new-visitors, each one's browser is new. */
let sent = 0;
const agentFor = (n: number) => {
  sent += 1;
  return NEW_VISITORS
    ? CHROME_UA.replace('140.0.0.0', `140.${sent}.0.0`)
    : agents[n % agents.length]!;
};

/** A reader (the next of 1,000 browsers, or a new one) opening the article page. */
function page(t: TestApp, n: number) {
  return t.fetch(
    new Request(`${t.siteUrl}/article/${SLUG}`, {
      headers: {
        ...NAVIGATION_HEADERS,
        'User-Agent': agentFor(n),
      },
    }),
    peerAt(`203.0.113.${n % 250}`),
  );
}

function beacon(t: TestApp, n: number) {
  return t.fetch(
    new Request(`${t.siteUrl}${ANALYTICS_COLLECT_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        Origin: t.siteUrl,
        'User-Agent': agentFor(n),
        'Content-Length': String(beaconBody.length),
      },
      body: beaconBody,
    }),
    peerAt(`203.0.113.${n % 250}`),
  );
}

/**
 * Microseconds of this process's CPU (user and system, every thread) per
 * request of `views` requests made by `send`, the collector's writes
 * included: CPU time, unlike the clock, does not count the time other
 * processes of a loaded machine held the core.
 */
async function timed(
  t: TestApp,
  views: number,
  send: (n: number) => Promise<Response>,
): Promise<number> {
  const started = process.cpuUsage();
  for (let n = 0; n < views; n += 1) {
    const response = await send(n);
    await response.arrayBuffer();
  }
  await t.analytics.flush();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / views;
}

interface Costs {
  page: { off: number[]; on: number[] };
  beacon: { off: number[]; on: number[] };
}

/** A,B,B,A rounds of `views` pages, then as many beacons, on an off and an on site. */
async function measure(cached: boolean, views: number): Promise<Costs> {
  const off = await site(false, cached);
  const on = await site(true, cached);
  const costs: Costs = { page: { off: [], on: [] }, beacon: { off: [], on: [] } };
  try {
    // Warm-up: the page cache filled, the code paths compiled.
    for (const t of [off, on]) {
      await timed(t, views, (n) => page(t, n));
      await timed(t, views, (n) => beacon(t, n));
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? [off, on] : [on, off];
      for (const t of order) {
        const key = t === off ? 'off' : 'on';
        costs.page[key].push(await timed(t, views, (n) => page(t, n)));
        costs.beacon[key].push(await timed(t, views, (n) => beacon(t, n)));
      }
    }
  } finally {
    off.close();
    on.close();
  }
  return costs;
}

const us = (value: number) => `${value.toFixed(1)} µs`;
heading('A page view on the serving thread: an article page opened in a browser');
console.log(
  `${ROUNDS} rounds (A,B,B,A) of ${VIEWS} cached or ${Math.ceil(VIEWS / 20)} rendered pages, then as many beacons, medians of CPU time per request; in one process, no network, NODE_ENV=${process.env.NODE_ENV ?? 'unset'}; pages and beacons from ${NEW_VISITORS ? 'a new browser each' : '1,000 browsers'}; the batch writes inside the timed rounds. A page view is its page alone, off and on (on, counted at the page's request); the beacon is for reference.`,
);
const rows: string[][] = [];
const kinds = values.pages.split(',');
for (const cached of [true, false].filter((cached) =>
  kinds.includes(cached ? 'cached' : 'rendered'),
)) {
  const costs = await measure(cached, cached ? VIEWS : Math.ceil(VIEWS / 20));
  const pageOff = median(costs.page.off);
  const pageOn = median(costs.page.on);
  const beaconOff = median(costs.beacon.off);
  const beaconOn = median(costs.beacon.on);
  rows.push([
    cached ? 'cached' : 'rendered',
    us(pageOff),
    us(pageOn),
    us(beaconOff),
    us(beaconOn),
    `${((pageOff / pageOn) * 100).toFixed(1)}%`,
  ]);
}
console.log(
  table(
    [
      'article page',
      'page off',
      'page on (counted)',
      'beacon, uncounted',
      'beacon, counted',
      'on/off page views per core-second',
    ],
    rows,
  ),
);
