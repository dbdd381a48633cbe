/**
 * What PostgreSQL costs against SQLite, route by route: the same app
 * (src/server/index.ts, production mode) on the same generated
 * newsroom, once on a copy of the SQLite file and once on a copy of the
 * same rows in a throw-away PostgreSQL cluster on this machine (TCP to
 * 127.0.0.1). Reader pages uncached (PAGE_CACHE=false: the queries each
 * render makes), the back office's reads and its save (a write: the
 * article, its revision and the audit event in one transaction). One
 * request at a time, the two engines alternated A,B then B,A. Prints p50 and
 * p95 side by side and PostgreSQL ÷ SQLite; no target: it shows what a
 * database server costs over an in-process file, loopback being the
 * shortest hop there is.
 *
 *   bun bench/engines.ts [--articles 1000] [--samples 200] [--only save]
 */
import { parseArgs } from 'node:util';
import { cachedNewsroom } from './lib/newsroom';
import { loadPostgresNewsrooms } from './lib/postgres-newsroom';
import { heading, ms, percentile, ratio, table } from './lib/report';
import { ADMIN_ROUTES, contextOf, measure, READER_ROUTES } from './lib/routes';
import { type BenchSite, requireClientBuild, startOnCopy, startOnPostgresCopy } from './lib/site';

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '1000' },
    samples: { type: 'string', default: '200' },
    /** Only the routes whose label holds this text. */
    only: { type: 'string', default: '' },
  },
});
const ARTICLES = Number(values.articles);
const SAMPLES = Number(values.samples);

requireClientBuild();
const template = await cachedNewsroom(ARTICLES);
const postgres = await loadPostgresNewsrooms([template]);
const sites: BenchSite[] = [];
try {
  // The same entry point for both, uncached: only the engine differs.
  sites.push(
    await startOnCopy(template, { pageCache: false }),
    await startOnPostgresCopy(postgres, postgres.templateOf(template), { pageCache: false }),
  );
  const contexts = await Promise.all(sites.map(contextOf));
  const version = postgres.cluster.psql('SHOW server_version').trim();
  heading(
    `PostgreSQL ${version} ÷ SQLite: ${ARTICLES.toLocaleString('en-US')} articles, uncached, ${SAMPLES} samples per route and engine`,
  );
  const routes = [...READER_ROUTES, ...ADMIN_ROUTES].filter((route) =>
    route.label.includes(values.only),
  );
  const rows: string[][] = [];
  for (const route of routes) {
    const [sqlite, pg] = await measure(contexts, route, SAMPLES, Math.min(20, SAMPLES));
    const p50 = [percentile(sqlite!, 50), percentile(pg!, 50)] as const;
    const p95 = [percentile(sqlite!, 95), percentile(pg!, 95)] as const;
    rows.push([
      route.label,
      ms(p50[0]),
      ms(p95[0]),
      ms(p50[1]),
      ms(p95[1]),
      ratio(p50[1] / p50[0]),
      ratio(p95[1] / p95[0]),
    ]);
  }
  console.log(
    table(
      [
        'route',
        'SQLite p50',
        'SQLite p95',
        'PostgreSQL p50',
        'PostgreSQL p95',
        'PG ÷ SQLite p50',
        'PG ÷ SQLite p95',
      ],
      rows,
    ),
  );
  console.log(
    'Loopback TCP to a server on the same two cores: a database on another machine adds its network round trip to every query.',
  );
} finally {
  for (const site of sites) await site.stop();
  postgres.stop();
}
