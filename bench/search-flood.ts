/**
 * Whether a flood of searches starves the site: on the real server
 * (production mode, page cache on as served) with 100,000 generated
 * articles, a reader loads pages one at a time (home, a section, an article,
 * the list API), first alone, then while 8 clients send distinct common-word
 * searches back to back (each a word in about a third of the articles, with a
 * distinct second word so no cache can answer). Prints the page p50/p99 both
 * ways, and how the searches were answered (200, or 503 from the search
 * gate, 429 from the per-client rate). Target: page p99 with the flood ÷
 * without ≤ 2.
 *
 * The reader goes on loading pages under the flood until at least
 * `--searches` searches were answered: cached pages take milliseconds and a
 * search at 100,000 articles up to seconds (on PostgreSQL its work is in the
 * database's processes), so a fixed number of page loads could end before
 * the flood had done anything.
 *
 * The flooding clients come from this machine, which the per-client rate
 * leaves alone (it may stand for a proxy): the gate alone protects the
 * pages. `--forwarded` starts the server with TRUST_PROXY=true and gives
 * each client an address of its own (X-Forwarded-For), so the rate applies.
 * `--engine postgres` runs the same on PostgreSQL (a throw-away cluster).
 *
 *   bun bench/search-flood.ts [--samples 400] [--searches 100] [--size 100000]
 *     [--clients 8] [--engine sqlite|postgres] [--forwarded]
 */
import { parseArgs } from 'node:util';
import { BROWSER_HEADERS } from './lib/browser-headers';
import { benchEngine, startOnEngine } from './lib/engine-site';
import { cachedNewsroom } from './lib/newsroom';
import { heading, ms, percentile, ratio, table, verdict } from './lib/report';
import { BENCH_ARTICLE_SLUG, requireClientBuild } from './lib/site';

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '400' },
    searches: { type: 'string', default: '100' },
    size: { type: 'string', default: '100000' },
    clients: { type: 'string', default: '8' },
    engine: { type: 'string', default: 'sqlite' },
    forwarded: { type: 'boolean', default: false },
  },
});
const ENGINE = benchEngine(values.engine);
const FORWARDED = values.forwarded;
const SAMPLES = Number(values.samples);
const MIN_SEARCHES = Number(values.searches);
/** A backstop: a flood this long has shown what it can, however few searches it got answered. */
const MAX_FLOOD_MS = 10 * 60_000;
const SIZE = Number(values.size);
const CLIENTS = Number(values.clients);
const TARGET = 2;
const PAGES = [
  '/',
  '/section/cosmic-watch',
  `/article/${BENCH_ARTICLE_SLUG}`,
  '/api/articles?limit=20',
];
const COMMON = ['portal', 'city', 'council', 'report'];
const SORTS = ['newest', 'relevance', 'title'];

requireClientBuild();
const template = await cachedNewsroom(SIZE);
heading(
  `Search flood: page latency with ${CLIENTS} clients searching (${ENGINE}${FORWARDED ? ', an address each' : ', all from this machine'})`,
);
const site = await startOnEngine(
  ENGINE,
  template,
  FORWARDED ? { env: { TRUST_PROXY: 'true' } } : {},
);

async function get(
  path: string,
  client?: number,
): Promise<{ status: number; elapsed: number; retryAfter: number }> {
  const started = performance.now();
  const headers =
    FORWARDED && client !== undefined
      ? { ...BROWSER_HEADERS, 'X-Forwarded-For': `198.51.100.${client + 1}` }
      : BROWSER_HEADERS;
  const response = await fetch(`${site.url}${path}`, { headers });
  await response.arrayBuffer();
  return {
    status: response.status,
    elapsed: performance.now() - started,
    retryAfter: Number(response.headers.get('retry-after') ?? 0),
  };
}

/** Loads pages one at a time, at least `samples`, then for as long as `more()` says. */
async function loadPages(samples: number, more: () => boolean = () => false): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < samples || more(); n += 1) {
    const { status, elapsed } = await get(PAGES[n % PAGES.length]!);
    if (status !== 200) throw new Error(`${PAGES[n % PAGES.length]} answered ${status}`);
    times.push(elapsed);
  }
  return times;
}

try {
  // Warm-up: pages cached, and the search data loaded by a first search.
  await get('/api/search?q=portal');
  await loadPages(PAGES.length * 10);
  const alone = await loadPages(SAMPLES);

  let flooding = true;
  let sent = 0;
  let answered = 0;
  const answers = new Map<number, number>();
  const searchTimes: number[] = [];
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    while (flooding) {
      const n = sent++;
      const word = COMMON[n % COMMON.length]!;
      const sort = SORTS[(n + client) % SORTS.length]!;
      const { status, elapsed, retryAfter } = await get(
        `/api/search?q=${word}+w${n}&sort=${sort}`,
        client,
      );
      answered += 1;
      answers.set(status, (answers.get(status) ?? 0) + 1);
      if (status === 200) searchTimes.push(elapsed);
      // A refused client waits a little, as Retry-After asks (here shortened:
      // a hostile client would not wait at all).
      else if (retryAfter > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  const floodStarted = performance.now();
  // What a fixed number of page loads would have seen of the flood.
  let answeredWithinSamples: number | null = null;
  const flooded = await loadPages(SAMPLES, () => {
    answeredWithinSamples ??= answered;
    return answered < MIN_SEARCHES && performance.now() - floodStarted < MAX_FLOOD_MS;
  });
  const floodSeconds = (performance.now() - floodStarted) / 1000;
  flooding = false;
  await Promise.all(clients);

  console.log(
    table(
      ['pages', 'p50', 'p99'],
      [
        ['alone', ms(percentile(alone, 50)), ms(percentile(alone, 99))],
        ['with the flood', ms(percentile(flooded, 50)), ms(percentile(flooded, 99))],
      ],
    ),
  );
  const statuses = [...answers].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(
    `Searches sent: ${sent} in ${floodSeconds.toFixed(1)} s, ${(sent / floodSeconds).toFixed(1)}/s (${statuses}); answered ones p50 ${ms(percentile(searchTimes, 50))}, p95 ${ms(percentile(searchTimes, 95))}.`,
  );
  console.log(
    `Answered while the first ${SAMPLES} pages loaded: ${answeredWithinSamples ?? answered}; pages loaded under the flood: ${flooded.length}.`,
  );
  const p99 = percentile(flooded, 99) / percentile(alone, 99);
  console.log(
    `${SIZE.toLocaleString('en-US')} articles, ${SAMPLES} page loads each way: page p99 with the flood ÷ without ${ratio(p99)} ${verdict(p99 <= TARGET)} (target ≤ ${TARGET}×)`,
  );
} finally {
  await site.stop();
}
