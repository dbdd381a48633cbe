import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute } from 'wouter';
import { authorsQuery } from './api/authors';
import { recentCorrectionsQuery } from './api/corrections';
import { editorialTeamQuery } from './api/editorial-team';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './routes/public/not-found';

/** What the server needs before it renders a route: data in the cache, and the HTTP status. */
export interface PrefetchContext {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/**
 * Resolves to `{ status }` when the page is not a 200 (an unknown section or
 * article), or to `{ redirect }` when the page has moved.
 */
export type Prefetch = (context: PrefetchContext) => Promise<unknown>;

export interface PageRoute {
  path: string;
  component: ComponentType;
  /**
   * Loads the page's chunk. The server awaits it before rendering and the
   * browser before hydrating or navigating there, so the page never suspends.
   */
  load?: () => Promise<unknown>;
  /** Whether the chunk is loaded, so a navigation need not wait. */
  loaded?: () => boolean;
  /**
   * Gets ready what a page drawn on the client needs besides its chunk (an
   * article's served parts' code). A navigation waits for it, and goes ahead
   * without it if it fails: the page stands without those parts.
   */
  prepare?: () => Promise<unknown>;
  /** Whether `prepare` has nothing left to do. */
  prepared?: () => boolean;
  /** The page module's path under src/client, naming its chunks in the build manifest. */
  chunk?: string;
  prefetch?: Prefetch;
  /** The page draws its own header and footer (the back office), not the reader's. */
  ownLayout?: boolean;
}

// Each reader page is its own chunk, so a page downloads only its own code.
const homePage = lazyPage(
  'routes/public/home',
  () =>
    import('./routes/public/home').then(async (module) => {
      // Its status panels are served (served-status-sidebar.ts): a home page
      // drawn without the server's markup loads their code with its own.
      await module.statusSidebar.load();
      return module;
    }),
  (module) => module.HomePage,
);
const searchPage = lazyPage(
  'routes/public/search',
  () => import('./routes/public/search'),
  (module) => module.SearchPage,
);
const sectionsPage = lazyPage(
  'routes/public/sections',
  () => import('./routes/public/sections'),
  (module) => module.SectionsPage,
);
const sectionPage = lazyPage(
  'routes/public/section',
  () => import('./routes/public/section'),
  (module) => module.SectionPage,
);
/** The article page's module once it is in: its served parts are asked whether their code is. */
let articleModule: typeof import('./routes/public/article') | undefined;
const articlePage = lazyPage(
  'routes/public/article',
  () =>
    import('./routes/public/article').then(async (module) => {
      articleModule = module;
      // Its author box and related stories are served (served-author-box.ts,
      // served-related-articles.ts): an article drawn without the server's
      // markup loads their code with its own.
      await Promise.all([module.authorBox.load(), module.relatedArticles.load()]);
      return module;
    }),
  (module) => module.ArticlePage,
);
const authorPage = lazyPage(
  'routes/public/author',
  () => import('./routes/public/author'),
  (module) => module.AuthorPage,
);
const authorsPage = lazyPage(
  'routes/public/authors',
  () => import('./routes/public/authors'),
  (module) => module.AuthorsPage,
);
const aboutPage = lazyPage(
  'routes/public/static/about',
  () => import('./routes/public/static/about'),
  (module) => module.AboutPage,
);
const editorialStandardsPage = lazyPage(
  'routes/public/static/editorial-standards',
  () => import('./routes/public/static/editorial-standards'),
  (module) => module.EditorialStandardsPage,
);
const correctionsPage = lazyPage(
  'routes/public/static/corrections',
  () => import('./routes/public/static/corrections'),
  (module) => module.CorrectionsPage,
);
const privacyPolicyPage = lazyPage(
  'routes/public/static/privacy-policy',
  () => import('./routes/public/static/privacy-policy'),
  (module) => module.PrivacyPolicyPage,
);
const termsOfServicePage = lazyPage(
  'routes/public/static/terms-of-service',
  () => import('./routes/public/static/terms-of-service'),
  (module) => module.TermsOfServicePage,
);

/**
 * The admin back office is its own chunk: reader pages never download it.
 * Like a reader page, the server loads it before rendering, so its <title>
 * and robots tag are in the shell React hoists into <head>, on the first
 * request after a start as on every other.
 */
const adminApp = lazyPage(
  'routes/admin/admin-app',
  () => import('./routes/admin/admin-app'),
  (module) => module.default,
);

/**
 * One table drives the client's <Switch> and the server's matching, prefetch
 * and status code, so the two can never disagree about a URL.
 */
export const pageRoutes: PageRoute[] = [
  {
    path: '/',
    ...homePage,
    prefetch: async ({ queryClient, search }) =>
      (await homePage.load()).prefetchHome(queryClient, search),
  },
  {
    path: '/search',
    ...searchPage,
    prefetch: async ({ queryClient, search }) =>
      (await searchPage.load()).prefetchSearch(queryClient, search),
  },
  { path: '/sections', ...sectionsPage },
  {
    path: '/section/:slug',
    ...sectionPage,
    prefetch: async ({ queryClient, params, search }) =>
      (await sectionPage.load()).prefetchSection(queryClient, params.slug ?? '', search),
  },
  {
    path: '/article/:slug',
    ...articlePage,
    // An article drawn on the client draws its author box and related stories with it,
    // though the article the reader came from kept its own as served.
    prepare: async () => {
      const { authorBox, relatedArticles } = await articlePage.load();
      await Promise.all([authorBox.loadComponent(), relatedArticles.loadComponent()]);
    },
    prepared: () =>
      Boolean(articleModule?.authorBox.loaded() && articleModule.relatedArticles.loaded()),
    prefetch: async ({ queryClient, params }) => {
      const { prefetchArticle } = await articlePage.load();
      return prefetchArticle(queryClient, params.slug ?? '');
    },
  },
  {
    path: '/author/:name',
    ...authorPage,
    prefetch: async ({ queryClient, params, search }) =>
      (await authorPage.load()).prefetchAuthor(queryClient, params.name ?? '', search),
  },
  {
    path: '/authors',
    ...authorsPage,
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(authorsQuery),
  },
  {
    path: '/about',
    ...aboutPage,
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(editorialTeamQuery),
  },
  { path: '/editorial-standards', ...editorialStandardsPage },
  {
    path: '/corrections',
    ...correctionsPage,
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(recentCorrectionsQuery),
  },
  { path: '/privacy-policy', ...privacyPolicyPage },
  { path: '/terms-of-service', ...termsOfServicePage },
  { path: '/admin', ...adminApp, ownLayout: true },
  { path: '/admin/*?', ...adminApp, ownLayout: true },
];

export const notFoundRoute: PageRoute = {
  path: '*',
  component: NotFoundPage,
  prefetch: async () => ({ status: 404 }),
};

const parsedPatterns = new Map<string, { keys: string[]; pattern: RegExp }>();

/**
 * A route pattern as the router matches it, parsed once: the patterns are a
 * fixed set, and every render matches paths against all of them.
 */
export function parseRoutePattern(pattern: string, loose?: boolean) {
  const key = loose ? `${pattern}\0loose` : pattern;
  const known = parsedPatterns.get(key);
  if (known) return known;
  const parsed = parsePattern(pattern, loose);
  parsedPatterns.set(key, parsed);
  return parsed;
}

/** The route that renders a path: the first match, as in the client's <Switch>. */
export function routeForPath(pathname: string): PageRoute {
  return (
    pageRoutes.find((route) => matchRoute(parseRoutePattern, route.path, pathname)[0]) ??
    notFoundRoute
  );
}
