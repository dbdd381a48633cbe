import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Switch } from 'wouter';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { ScrollToTop } from './components/scroll-to-top';
import { notFoundRoute, pageRoutes } from './route-table';
import { type SiteRuntime, SiteRuntimeProvider } from './site-context';

export interface AppProps {
  queryClient: QueryClient;
  runtime: SiteRuntime;
  /** Set on the server, where there is no browser location. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ queryClient, runtime, ssrPath, ssrSearch }: AppProps) {
  return (
    <SiteRuntimeProvider value={runtime}>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <ScrollToTop />
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          <SiteHeader />
          <main id="main">
            <Switch>
              {pageRoutes.map((route) => (
                <Route key={route.path} path={route.path} component={route.component} />
              ))}
              <Route component={notFoundRoute.component} />
            </Switch>
          </main>
          <SiteFooter />
        </Router>
      </QueryClientProvider>
    </SiteRuntimeProvider>
  );
}
