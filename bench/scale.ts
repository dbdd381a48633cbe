/**
 * How reader routes scale with the archive: the real server (production
 * mode) on 1,000 and on 100,000 generated articles, each route asked one
 * request at a time, the two sizes alternated (A,B,B,A) so both see the same
 * machine noise. Prints p50/p95 response time on loopback (full body) and the
 * 100k/1k ratio; target ≤ 2 on every route. Pages are measured uncached
 * (PAGE_CACHE=false: the work the data costs), then as served by default
 * (page cache on).
 *
 *   bun bench/scale.ts [--samples 200]
 */
import { parseArgs } from 'node:util';
import { cachedNewsroom } from './lib/newsroom';
import { heading, ms, percentile, ratio, table, verdict } from './lib/report';
import {
  BENCH_ARTICLE_SLUG,
  type BenchSite,
  BROWSER_HEADERS,
  fileSize,
  requireClientBuild,
  startOnCopy,
} from './lib/site';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '200' } } });
const SAMPLES = Number(values.samples);
const SIZES = [1_000, 100_000] as const;
const TARGET = 2;
const SEARCH_TERM = 'portal';

const ROUTES: { path: string; label: string; target: boolean }[] = [
  { path: '/', label: 'home', target: true },
  { path: '/section/cosmic-watch', label: 'section', target: true },
  { path: `/article/${BENCH_ARTICLE_SLUG}`, label: 'article', target: true },
  { path: `/search?q=${SEARCH_TERM}`, label: 'search', target: true },
  { path: '/api/articles?limit=20', label: 'api', target: true },
  // Not among the targets; shown so the cost of the other search order is known.
  { path: `/search?q=${SEARCH_TERM}&sort=relevance`, label: 'search-relevance', target: false },
];

async function timeRequest(site: BenchSite, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${site.url}${path}`, { headers: BROWSER_HEADERS });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return elapsed;
}

async function measure(sites: BenchSite[], path: string, samples: number): Promise<number[][]> {
  const times = sites.map((): number[] => []);
  for (const site of sites) for (let n = 0; n < 20; n += 1) await timeRequest(site, path);
  for (let n = 0; n < samples; n += 1) {
    // A,B then B,A: neither size always goes first.
    const order = n % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) times[index]!.push(await timeRequest(sites[index]!, path));
  }
  return times;
}

async function run(pageCache: boolean, templates: string[]) {
  const sites = await Promise.all(
    templates.map((template) => startOnCopy(template, { pageCache })),
  );
  try {
    const rows: string[][] = [];
    let missed = 0;
    for (const route of ROUTES) {
      const [small, large] = await measure(sites, route.path, SAMPLES);
      const p50 = [percentile(small!, 50), percentile(large!, 50)];
      const p95 = [percentile(small!, 95), percentile(large!, 95)];
      // The target is on p95; p50 is shown beside it.
      const worst = p95[1]! / p95[0]!;
      if (route.target && worst > TARGET) missed += 1;
      rows.push([
        route.label,
        ms(p50[0]!),
        ms(p95[0]!),
        ms(p50[1]!),
        ms(p95[1]!),
        ratio(p50[1]! / p50[0]!),
        ratio(p95[1]! / p95[0]!),
        route.target ? verdict(worst <= TARGET) : '(no target)',
      ]);
    }
    console.log(
      table(
        [
          'route',
          '1k p50',
          '1k p95',
          '100k p50',
          '100k p95',
          'ratio p50',
          'ratio p95',
          `p95 ≤ ${TARGET}×`,
        ],
        rows,
      ),
    );
    console.log(
      `${missed} of ${ROUTES.filter((route) => route.target).length} routes over target.`,
    );
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
}

requireClientBuild();
const templates = SIZES.map((size) => cachedNewsroom(size));
heading('Scale: response time at 1k and 100k articles');
console.log(
  `Databases: ${SIZES.map((size, index) => `${size.toLocaleString('en-US')} articles ${fileSize(templates[index]!)}`).join(', ')}; ${SAMPLES} samples per route and size, one request at a time.`,
);
console.log(ROUTES.map((route) => `  ${route.label.padEnd(17)} ${route.path}`).join('\n'));
console.log(
  `"${SEARCH_TERM}" is in about a third of the articles: the search's cost grows with its matches.`,
);
console.log('\nUncached (PAGE_CACHE=false): the work each request costs');
await run(false, templates);
console.log('\nAs served by default (page cache on; the API is not cached)');
await run(true, templates);
