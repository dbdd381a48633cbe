/**
 * The routes the scale and engine benchmarks time, and how: one request at
 * a time on loopback, full body read, sites alternated A,B then B,A so each
 * sees the same machine noise.
 */
import { articleInputOf } from '~/shared/article-input';
import type { Article } from '~/shared/schemas/article';
import { BROWSER_HEADERS } from './browser-headers';
import { RARE_WORD } from './newsroom';
import { BENCH_ARTICLE_SLUG, type BenchSite, signInAdmin } from './site';

export const SEARCH_TERM = 'portal';
/**
 * The searches measured against the target: a word in about a third of the
 * articles, a rare word (in the same few articles at every size,
 * ./newsroom.ts), and two words.
 */
export const SEARCHES = [
  ['common', SEARCH_TERM],
  ['rare', RARE_WORD],
  ['two words', `${SEARCH_TERM} treaty`],
] as const;
/**
 * Shown without a target: a word of the demo's text in about 1% of the
 * articles at every size (generated stories reuse that text), so its
 * results page holds 11 results at 1,000 articles and a full page of 100 at
 * 100,000: it measures the longer page as much as the search.
 */
export const SEARCHES_WITHOUT_TARGET = [['1% of articles', 'cheque']] as const;
export const SEARCH_ORDERS = [
  ['date', 'newest'],
  ['relevance', 'relevance'],
  ['title', 'title'],
] as const;
/** What a route needs of a running site: the admin's session and the article it edits. */
export interface SiteContext {
  site: BenchSite;
  cookie: string;
  article: Article;
}

export interface Route {
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

export const READER_ROUTES: Route[] = [
  { label: 'home', target: true, ...get('/') },
  { label: 'section', target: true, ...get('/section/cosmic-watch') },
  { label: 'article', target: true, ...get(`/article/${BENCH_ARTICLE_SLUG}`) },
  { label: 'api', target: true, ...get('/api/articles?limit=20') },
  ...SEARCH_ORDERS.flatMap(([order, sort]) =>
    [
      ...SEARCHES.map(([kind, q]) => [kind, q, true] as const),
      ...SEARCHES_WITHOUT_TARGET.map(([kind, q]) => [kind, q, false] as const),
    ].map(([kind, q, target]) => ({
      label: `search ${order}, ${kind}`,
      target,
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

export const ADMIN_ROUTES: Route[] = [
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

/** Times `route` on every site, `samples` requests each after `warmUp` untimed ones. */
export async function measure(contexts: SiteContext[], route: Route, samples: number, warmUp = 20) {
  const times = contexts.map((): number[] => []);
  for (const context of contexts)
    for (let n = 0; n < warmUp; n += 1) await timeRequest(context, route);
  for (let n = 0; n < samples; n += 1) {
    // A,B then B,A: neither site always goes first.
    const order = n % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) times[index]!.push(await timeRequest(contexts[index]!, route));
  }
  return times;
}

export async function contextOf(site: BenchSite): Promise<SiteContext> {
  const cookie = await signInAdmin(site);
  const found = await fetch(`${site.url}/api/articles/${BENCH_ARTICLE_SLUG}`);
  const { id } = (await found.json()) as Article;
  const opened = await fetch(`${site.url}/api/admin/articles/${id}`, {
    headers: { Cookie: cookie },
  });
  return { site, cookie, article: (await opened.json()) as Article };
}
