import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { authorsQuery } from './api/authors';
import { editorialTeamQuery } from './api/editorial-team';
import { ArticlePage, prefetchArticle } from './routes/public/article';
import { AuthorPage, prefetchAuthor } from './routes/public/author';
import { AuthorsPage } from './routes/public/authors';
import { HomePage, prefetchHome } from './routes/public/home';
import { NotFoundPage } from './routes/public/not-found';
import { prefetchSearch, SearchPage } from './routes/public/search';
import { prefetchSection, SectionPage } from './routes/public/section';
import { SectionsPage } from './routes/public/sections';
import { AboutPage } from './routes/public/static/about';
import { CorrectionsPage } from './routes/public/static/corrections';
import { EditorialStandardsPage } from './routes/public/static/editorial-standards';
import { PrivacyPolicyPage } from './routes/public/static/privacy-policy';
import { TermsOfServicePage } from './routes/public/static/terms-of-service';

/** What the server needs before it renders a route: data in the cache, and the HTTP status. */
export interface PrefetchContext {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/** Resolves to `{ status }` when the page is not a 200 (an unknown section or article). */
export type Prefetch = (context: PrefetchContext) => Promise<unknown>;

export interface PageRoute {
  path: string;
  component: ComponentType;
  prefetch?: Prefetch;
}

/** The admin back office is its own chunk: reader pages never download it. */
const LazyAdminApp = lazy(() => import('./routes/admin/admin-app'));

/**
 * Only the admin may suspend. Reader pages render without a Suspense boundary
 * above them, because React streams a large boundary's content after its
 * fallback and a reader without JavaScript would see only the fallback.
 */
function AdminApp() {
  return (
    <Suspense
      fallback={
        <p className="px-4 py-20 text-center text-muted" role="status">
          Loading…
        </p>
      }
    >
      <LazyAdminApp />
    </Suspense>
  );
}

/**
 * One table drives the client's <Switch> and the server's matching, prefetch
 * and status code, so the two can never disagree about a URL.
 */
export const pageRoutes: PageRoute[] = [
  {
    path: '/',
    component: HomePage,
    prefetch: ({ queryClient, search }) => prefetchHome(queryClient, search),
  },
  {
    path: '/search',
    component: SearchPage,
    prefetch: ({ queryClient, search }) => prefetchSearch(queryClient, search),
  },
  { path: '/sections', component: SectionsPage },
  {
    path: '/section/:slug',
    component: SectionPage,
    prefetch: ({ queryClient, params, search }) =>
      prefetchSection(queryClient, params.slug ?? '', search),
  },
  {
    path: '/article/:slug',
    component: ArticlePage,
    prefetch: ({ queryClient, params }) => prefetchArticle(queryClient, params.slug ?? ''),
  },
  {
    path: '/author/:name',
    component: AuthorPage,
    prefetch: ({ queryClient, params, search }) =>
      prefetchAuthor(queryClient, params.name ?? '', search),
  },
  {
    path: '/authors',
    component: AuthorsPage,
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(authorsQuery),
  },
  {
    path: '/about',
    component: AboutPage,
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(editorialTeamQuery),
  },
  { path: '/editorial-standards', component: EditorialStandardsPage },
  { path: '/corrections', component: CorrectionsPage },
  { path: '/privacy-policy', component: PrivacyPolicyPage },
  { path: '/terms-of-service', component: TermsOfServicePage },
  { path: '/admin', component: AdminApp },
  { path: '/admin/*?', component: AdminApp },
];

export const notFoundRoute: PageRoute = {
  path: '*',
  component: NotFoundPage,
  prefetch: async () => ({ status: 404 }),
};
