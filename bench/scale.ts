/**
 * How reader and back-office routes scale with the archive: the real server
 * (production mode) on 1,000 and on 100,000 generated articles, each route
 * asked one request at a time, the two sizes alternated (A,B,B,A) so both
 * see the same machine noise. Prints p50/p95 response time on loopback
 * (full body) and the 100k/1k ratio; target ≤ 2 on every route. Reader
 * pages are measured uncached (PAGE_CACHE=false: the work the data costs),
 * then as served by default (page cache on). The back office's calls, signed
 * in, are never cached: they are measured once, on the default server.
 *
 *   bun bench/scale.ts [--samples 200] [--routes all|reader|admin] [--only search]
 */
import { parseArgs } from 'node:util';
import { articleInputOf } from '~/shared/article-input';
import type { Article } from '~/shared/schemas/article';
import { cachedNewsroom } from './lib/newsroom';
import { heading, ms, percentile, ratio, table, verdict } from './lib/report';
import {
  BENCH_ARTICLE_SLUG,
  type BenchSite,
  BROWSER_HEADERS,
  fileSize,
  requireClientBuild,
  signInAdmin,
  startOnCopy,
} from './lib/site';

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '200' },
    routes: { type: 'string', default: 'all' },
    /** Only the routes whose label holds this text ("search", say). */
    only: { type: 'string', default: '' },
  },
});
const SAMPLES = Number(values.samples);
const SIZES = [1_000, 100_000] as const;
const TARGET = 2;
const SEARCH_TERM = 'portal';
/**
 * The searches measured: a word in about a third of the articles, one in
 * about 1% (generated stories reuse the demo's text, so every word's share
 * stays the same at every size), and two words.
 */
const SEARCHES = [
  ['common', SEARCH_TERM],
  ['rare', 'cheque'],
  ['two words', `${SEARCH_TERM} treaty`],
] as const;
const SEARCH_ORDERS = [
  ['date', 'newest'],
  ['relevance', 'relevance'],
  ['title', 'title'],
] as const;
const ROUTE_GROUPS = values.routes === 'all' ? ['reader', 'admin'] : [values.routes];
if (!ROUTE_GROUPS.every((group) => group === 'reader' || group === 'admin')) {
  console.error('--routes is all, reader or admin');
  process.exit(1);
}

/** What a route needs of a running site: the admin's session and the article it edits. */
interface SiteContext {
  site: BenchSite;
  cookie: string;
  article: Article;
}

interface Route {
  label: string;
  target: boolean;
  /** The method and path, as the list of routes shows them. */
  shown: string;
  /** The request, on one site; `n` counts the requests made, so a save can change something. */
  request: (context: SiteContext, n: number) => { path: string; init?: RequestInit };
}

/** A reader's GET. */
const get = (path: string) => ({
  shown: `GET ${path}`,
  request: () => ({ path, init: { headers: BROWSER_HEADERS } }),
});

const READER_ROUTES: Route[] = [
  { label: 'home', target: true, ...get('/') },
  { label: 'section', target: true, ...get('/section/cosmic-watch') },
  { label: 'article', target: true, ...get(`/article/${BENCH_ARTICLE_SLUG}`) },
  { label: 'api', target: true, ...get('/api/articles?limit=20') },
  ...SEARCH_ORDERS.flatMap(([order, sort]) =>
    SEARCHES.map(([kind, q]) => ({
      label: `search ${order}, ${kind}`,
      target: true,
      ...get(
        `/search?q=${encodeURIComponent(q).replaceAll('%20', '+')}${sort === 'newest' ? '' : `&sort=${sort}`}`,
      ),
    })),
  ),
];

/** A signed-in call of the back office, as its screens make it; `shown` names the path. */
function admin(
  shown: string,
  path: (context: SiteContext) => string,
  init: (context: SiteContext, n: number) => RequestInit = () => ({}),
) {
  return {
    shown: `${init(PLACEHOLDER, 0).method ?? 'GET'} ${shown}`,
    request: (context: SiteContext, n: number) => {
      const extra = init(context, n);
      return {
        path: path(context),
        init: {
          ...extra,
          headers: {
            ...BROWSER_HEADERS,
            Accept: 'application/json',
            Cookie: context.cookie,
            ...(extra.body ? { 'Content-Type': 'application/json', Origin: context.site.url } : {}),
          },
        },
      };
    },
  };
}

/** Stands in for a site when only a route's method is asked for. */
const PLACEHOLDER: SiteContext = {
  site: { url: '' } as BenchSite,
  cookie: '',
  article: { id: 0, summary: '', tags: [], additionalImages: [] } as unknown as Article,
};

const fixed = (path: string) => admin(path, () => path);

const ADMIN_ROUTES: Route[] = [
  { label: 'admin list', target: true, ...fixed('/api/admin/articles') },
  { label: 'admin counts', target: true, ...fixed('/api/admin/article-counts') },
  { label: 'admin filtered', target: true, ...fixed('/api/admin/articles?status=draft') },
  {
    label: 'admin two filters',
    target: true,
    ...fixed('/api/admin/articles?status=draft&section=street-beat&sort=title'),
  },
  { label: 'admin search', target: true, ...fixed(`/api/admin/articles?q=${SEARCH_TERM}`) },
  {
    label: 'admin open',
    target: true,
    ...admin('/api/admin/articles/{id}', ({ article }) => `/api/admin/articles/${article.id}`),
  },
  {
    label: 'admin save',
    target: true,
    ...admin(
      '/api/admin/articles/{id}',
      ({ article }) => `/api/admin/articles/${article.id}`,
      ({ article }, n) => ({
        method: 'PATCH',
        // The form's whole payload, the summary changed a little each time.
        body: JSON.stringify({ ...articleInputOf(article), summary: `${article.summary} (${n})` }),
      }),
    ),
  },
];

let requests = 0;

async function timeRequest(context: SiteContext, route: Route): Promise<number> {
  const { path, init } = route.request(context, requests++);
  const started = performance.now();
  const response = await fetch(`${context.site.url}${path}`, init);
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`${route.label} ${path} answered ${response.status}`);
  return elapsed;
}

async function measure(contexts: SiteContext[], route: Route, samples: number) {
  const times = contexts.map((): number[] => []);
  for (const context of contexts) for (let n = 0; n < 20; n += 1) await timeRequest(context, route);
  for (let n = 0; n < samples; n += 1) {
    // A,B then B,A: neither size always goes first.
    const order = n % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) times[index]!.push(await timeRequest(contexts[index]!, route));
  }
  return times;
}

async function contextOf(site: BenchSite): Promise<SiteContext> {
  const cookie = await signInAdmin(site);
  const found = await fetch(`${site.url}/api/articles/${BENCH_ARTICLE_SLUG}`);
  const { id } = (await found.json()) as Article;
  const opened = await fetch(`${site.url}/api/admin/articles/${id}`, {
    headers: { Cookie: cookie },
  });
  return { site, cookie, article: (await opened.json()) as Article };
}

const picked = (routes: Route[]) => routes.filter((route) => route.label.includes(values.only));

async function run(pageCache: boolean, templates: string[], all: Route[]) {
  const routes = picked(all);
  const sites = await Promise.all(
    templates.map((template) => startOnCopy(template, { pageCache })),
  );
  try {
    const contexts = await Promise.all(sites.map(contextOf));
    const rows: string[][] = [];
    let missed = 0;
    for (const route of routes) {
      const [small, large] = await measure(contexts, route, SAMPLES);
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
      `${missed} of ${routes.filter((route) => route.target).length} routes over target.`,
    );
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
}

requireClientBuild();
const templates: string[] = [];
for (const size of SIZES) templates.push(await cachedNewsroom(size));
heading('Scale: response time at 1k and 100k articles');
console.log(
  `Databases: ${SIZES.map((size, index) => `${size.toLocaleString('en-US')} articles ${fileSize(templates[index]!)}`).join(', ')}; ${SAMPLES} samples per route and size, one request at a time.`,
);
const shown = picked([
  ...(ROUTE_GROUPS.includes('reader') ? READER_ROUTES : []),
  ...(ROUTE_GROUPS.includes('admin') ? ADMIN_ROUTES : []),
]);
console.log(shown.map((route) => `  ${route.label.padEnd(27)} ${route.shown}`).join('\n'));
console.log(
  `"${SEARCH_TERM}" is in about a third of the articles, "cheque" in about 1%: every search order is measured with both, and with two words.`,
);
if (ROUTE_GROUPS.includes('reader')) {
  console.log('\nUncached (PAGE_CACHE=false): the work each request costs');
  await run(false, templates, READER_ROUTES);
  console.log('\nAs served by default (page cache on; the API is not cached)');
  await run(true, templates, READER_ROUTES);
}
if (ROUTE_GROUPS.includes('admin')) {
  console.log(
    '\nThe back office, signed in (never cached): the list, its counts, a filtered list, a search, opening an article and saving it',
  );
  await run(true, templates, ADMIN_ROUTES);
}
