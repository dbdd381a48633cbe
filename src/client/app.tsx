import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AroundNavHandler, Route, Router, Switch } from 'wouter';
import { Masthead, mastheadReady, prepareMasthead } from './components/layout/masthead';
import { NavigationProgress } from './components/layout/navigation-progress';
import { OfflineNotice } from './components/layout/offline-notice';
import { siteFooter } from './components/layout/served-layout';
import { loadPageMeta, pageMetaReady } from './components/page-meta';
import { ScrollToTop } from './components/scroll-to-top';
import { navigateIntoUpdate, trackNavigation } from './navigation';
import { notFoundRoute, pageRoutes, parseRoutePattern, routeForPath } from './route-table';
import { type SiteRuntime, SiteRuntimeProvider } from './site-context';

export interface AppProps {
  queryClient: QueryClient;
  runtime: SiteRuntime;
  /** Set on the server, where there is no browser location. */
  ssrPath?: string;
  ssrSearch?: string;
}

let latestNavigation = 0;

/**
 * Client navigation first loads the next page's chunk with what its route
 * prepares, and to a reader page the masthead (hydrated,
 * ./components/layout/masthead.tsx) and the code of its head tags
 * (./components/page-meta.tsx), so the page renders without suspending; the
 * current page stays until then, under the progress bar. The page's data is
 * not waited for: the page shows its own skeletons (never the previous
 * list's items, ./api/use-page-query.ts) until it comes.
 * Only the latest navigation goes ahead, and one whose chunk fails loads the
 * page from the server instead. When a new build is waiting, the navigation
 * loads the page in full from it.
 */
const navigateWhenLoaded: AroundNavHandler = (navigate, to, options) => {
  const navigation = ++latestNavigation;
  if (navigateIntoUpdate(to, options?.replace)) return;
  const route = routeForPath(new URL(to, window.location.href).pathname);
  const pageReady = (!route.load || route.loaded?.()) && (route.prepared?.() ?? true);
  const layoutReady = route.ownLayout || (mastheadReady() && pageMetaReady());
  if (pageReady && layoutReady) {
    navigate(to, options);
    return;
  }
  trackNavigation(
    Promise.all([
      route.load?.(),
      route.prepare?.().catch(() => undefined),
      route.ownLayout ? undefined : prepareMasthead(),
      // Without the tags' code the page still comes, with its title (page-meta.tsx).
      route.ownLayout ? undefined : loadPageMeta().catch(() => undefined),
    ]),
  ).then(
    () => {
      if (navigation === latestNavigation) navigate(to, options);
    },
    () => {
      if (navigation !== latestNavigation) return;
      if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
    },
  );
};

const ownLayoutRoutes = pageRoutes.filter((route) => route.ownLayout);
const readerRoutes = pageRoutes.filter((route) => !route.ownLayout);

/** The reader's pages inside the masthead and footer. */
function ReaderLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Masthead />
      <OfflineNotice />
      <main id="main" tabIndex={-1}>
        <Switch>
          {readerRoutes.map((route) => (
            <Route key={route.path} path={route.path} component={route.component} />
          ))}
          <Route component={notFoundRoute.component} />
        </Switch>
      </main>
      <siteFooter.Slot />
    </>
  );
}

export function App({ queryClient, runtime, ssrPath, ssrSearch }: AppProps) {
  return (
    <SiteRuntimeProvider value={runtime}>
      <QueryClientProvider client={queryClient}>
        <Router
          ssrPath={ssrPath}
          ssrSearch={ssrSearch}
          aroundNav={navigateWhenLoaded}
          parser={parseRoutePattern}
        >
          <NavigationProgress />
          <ScrollToTop />
          <Switch>
            {ownLayoutRoutes.map((route) => (
              <Route key={route.path} path={route.path} component={route.component} />
            ))}
            <Route component={ReaderLayout} />
          </Switch>
        </Router>
      </QueryClientProvider>
    </SiteRuntimeProvider>
  );
}
