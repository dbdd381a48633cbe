/**
 * What a reader's page view costs the serving thread, in microseconds, with
 * readership analytics on and off: a cached article page, and its beacon
 * (POST /api/analytics), through the site's own request handler in one
 * process, no network. With analytics on, the batch writes that follow are
 * included (the collector is flushed inside each timed round), so the
 * figure is the whole cost of counting, not only the part the reader waits for.
 *
 * Rounds alternate A,B,B,A (A off, B on); medians of the rounds. Pin it to
 * one core for steadier figures: `taskset -c 1 bun bench/beacon-cost.ts`.
 *
 *   bun bench/beacon-cost.ts [--rounds 6] [--views 8000]
 */
import { parseArgs } from 'node:util';
import { peerAt } from '@tests/support/admin-session';
import { CHROME_UA } from '@tests/support/analytics-beacons';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { ANALYTICS_COLLECT_PATH } from '~/shared/analytics-beacon';
import { heading, median, table } from './lib/report';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '6' }, views: { type: 'string', default: '8000' } },
});
const ROUNDS = Number(values.rounds);
const VIEWS = Number(values.views);
const SLUG = 'harbor-rift-widens';

function site(enabled: boolean): TestApp {
  const t = createTestApp({ analytics: { enabled } });
  createArticle(t.services, buildArticle({ title: 'Harbor Rift Widens', slug: SLUG }));
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

function page(t: TestApp) {
  return t.fetch(
    new Request(`${t.siteUrl}/article/${SLUG}`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    }),
    peerAt('203.0.113.9'),
  );
}

function beacon(t: TestApp, n: number) {
  return t.fetch(
    new Request(`${t.siteUrl}${ANALYTICS_COLLECT_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        Origin: t.siteUrl,
        'User-Agent': agents[n % agents.length]!,
        'Content-Length': String(beaconBody.length),
      },
      body: beaconBody,
    }),
    peerAt(`203.0.113.${n % 250}`),
  );
}

/** Microseconds per request of `views` requests made by `send`, the collector's writes included. */
async function timed(t: TestApp, send: (n: number) => Promise<Response>): Promise<number> {
  const started = performance.now();
  for (let n = 0; n < VIEWS; n += 1) {
    const response = await send(n);
    await response.arrayBuffer();
  }
  t.analytics.flush();
  return ((performance.now() - started) * 1000) / VIEWS;
}

const off = site(false);
const on = site(true);
const results = {
  page: { off: [] as number[], on: [] as number[] },
  beacon: { off: [] as number[], on: [] as number[] },
};
try {
  // Warm-up: the page cache filled, the code paths compiled.
  for (const t of [off, on]) {
    await timed(t, () => page(t));
    await timed(t, (n) => beacon(t, n));
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? [off, on] : [on, off];
    for (const t of order) {
      const key = t === off ? 'off' : 'on';
      results.page[key].push(await timed(t, () => page(t)));
      results.beacon[key].push(await timed(t, (n) => beacon(t, n)));
    }
  }
} finally {
  off.close();
  on.close();
}

const us = (value: number) => `${value.toFixed(1)} µs`;
const pageOff = median(results.page.off);
const pageOn = median(results.page.on);
const beaconOff = median(results.beacon.off);
const beaconOn = median(results.beacon.on);
heading('A page view on the serving thread: cached article page and its beacon');
console.log(
  `${ROUNDS} rounds of ${VIEWS} requests each (A,B,B,A), medians; in one process, no network; beacons from 1,000 browsers; the batch writes inside the timed rounds.`,
);
console.log(
  table(
    ['analytics', 'page', 'beacon', 'page view', 'page views/s of one core'],
    [
      [
        'off',
        us(pageOff),
        us(beaconOff),
        us(pageOff + beaconOff),
        (1e6 / (pageOff + beaconOff)).toFixed(0),
      ],
      [
        'on',
        us(pageOn),
        us(beaconOn),
        us(pageOn + beaconOn),
        (1e6 / (pageOn + beaconOn)).toFixed(0),
      ],
    ],
  ),
);
console.log(
  `on/off, page views per second of one core: ${(((pageOff + beaconOff) / (pageOn + beaconOn)) * 100).toFixed(1)}%`,
);
