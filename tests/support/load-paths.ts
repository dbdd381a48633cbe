/**
 * What the load readers ask for: a weighted mix of the public pages and API
 * endpoints a browser and the site's own scripts request, over content that
 * exists. Every path chosen here answers 200 (or 304); none is meant to 404.
 */
import { SECTION_SLUGS } from '~/shared/sections';

/** The existing content a reader may visit, found once before the load starts. */
export interface SiteCatalogue {
  slugs: string[];
  authors: string[];
  /** Authors with an active profile: /api/author-profiles/:name answers for them. */
  profiles: string[];
  searchTerms: string[];
}

const STATIC_PAGES = [
  '/sections',
  '/about',
  '/editorial-standards',
  '/corrections',
  '/privacy-policy',
  '/terms-of-service',
];
const SORTS = ['newest', 'oldest', 'title', 'readTime'];
const FIXED_TERMS = ['portal', 'multiverse', 'hero', 'council'];

type Pick = <T>(items: readonly T[]) => T;

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Reads the public API for the slugs, bylines and words the mix draws on. */
export async function discoverSite(baseUrl: string): Promise<SiteCatalogue> {
  const articles = await json<{ slug: string; title: string }[]>(
    `${baseUrl}/api/articles?limit=100`,
  );
  const authors = (await json<{ name: string }[]>(`${baseUrl}/api/authors`)).map((a) => a.name);
  const profiles: string[] = [];
  for (const name of authors) {
    const response = await fetch(`${baseUrl}/api/author-profiles/${encodeURIComponent(name)}`);
    await response.arrayBuffer();
    if (response.ok) profiles.push(name);
  }
  // Longer title words are likelier to match several stories.
  const titleWords = articles
    .flatMap((article) => article.title.toLowerCase().split(/[^a-z]+/))
    .filter((word) => word.length >= 6);
  if (articles.length === 0 || authors.length === 0) {
    throw new Error('The site has no public articles to read: seed the demo content.');
  }
  return {
    slugs: articles.map((article) => article.slug),
    authors,
    profiles,
    searchTerms: [...new Set([...FIXED_TERMS, ...titleWords])],
  };
}

/**
 * A path to read. `fresh` holds slugs of stories published during the run,
 * so readers also hit pages that did not exist (or were not cached) before.
 */
export function readerPath(
  site: SiteCatalogue,
  fresh: readonly string[],
  random: () => number = Math.random,
): string {
  const pick: Pick = (items) => items[Math.floor(random() * items.length)]!;
  const slug = () => (fresh.length > 0 && random() < 0.5 ? pick(fresh) : pick(site.slugs));
  const author = () => encodeURIComponent(pick(site.authors));
  const term = () => encodeURIComponent(pick(site.searchTerms));
  const section = () => pick(SECTION_SLUGS);

  // [weight, path]: pages about as often as API calls, articles the most read.
  const mix: [number, () => string][] = [
    [8, () => '/'],
    [8, () => `/section/${section()}`],
    [14, () => `/article/${slug()}`],
    [5, () => `/search?q=${term()}`],
    [2, () => '/authors'],
    [4, () => `/author/${author()}`],
    [3, () => pick(STATIC_PAGES)],
    [6, () => `/api/articles?limit=20&sort=${pick(SORTS)}`],
    [5, () => `/api/articles?section=${section()}&limit=10`],
    [2, () => `/api/articles?author=${author()}&limit=10`],
    [8, () => `/api/articles/${slug()}`],
    [3, () => `/api/articles/${slug()}/related`],
    [6, () => `/api/search?q=${term()}`],
    [5, () => '/api/breaking-news'],
    [2, () => '/api/authors'],
    [2, () => `/api/author-stats?author=${author()}`],
    [1, () => '/api/editorial-team'],
    [1, () => '/rss.xml'],
    [1, () => '/sitemap-articles.xml'],
    [1, () => '/data/sections.json'],
  ];
  if (site.profiles.length > 0) {
    mix.push([2, () => `/api/author-profiles/${encodeURIComponent(pick(site.profiles))}`]);
  }
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [weight, path] of mix) {
    roll -= weight;
    if (roll < 0) return path();
  }
  return '/';
}

/** Pages are HTML; the rest are what the site's scripts and feed readers fetch. */
export function isPagePath(path: string): boolean {
  return !path.startsWith('/api/') && !/\.(xml|json)$/.test(path.split('?', 1)[0]!);
}
