import { Elysia } from 'elysia';
import { setApiTransport } from '~/client/api/transport';
import type { DocumentAssets } from '~/client/document';
import { bodyLimit } from './http/body-limit';
import { compressResponse } from './http/compression';
import { errorHandler, jsonError } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { StaticFiles, type StaticMount } from './http/static-files';
import { adminArticleRoutes } from './modules/articles/admin-routes';
import { publicArticleRoutes } from './modules/articles/routes';
import { adminGate } from './modules/auth/admin-gate';
import { adminAuthRoutes } from './modules/auth/routes';
import { adminAuthorProfileRoutes } from './modules/authors/admin-routes';
import { publicAuthorRoutes } from './modules/authors/routes';
import { adminBreakingNewsRoutes } from './modules/breaking-news/admin-routes';
import { publicBreakingNewsRoutes } from './modules/breaking-news/routes';
import { adminDatabaseRoutes } from './modules/database/admin-routes';
import { discoveryRoutes } from './modules/discovery/routes';
import { publicEditorialTeamRoutes } from './modules/editorial-team/routes';
import { healthRoutes } from './modules/health/routes';
import { resources } from './resources';
import type { Services } from './services';
import { renderPage } from './ssr/render-page';

export interface AppOptions {
  services: Services;
  siteUrl: string;
  assets: DocumentAssets;
  staticMounts: StaticMount[];
}

const apiNotFound = () => jsonError(404, { message: 'No such API endpoint' });

/** The whole site: JSON API, static files and server-rendered pages. */
export function createApp({ services, siteUrl, assets, staticMounts }: AppOptions) {
  const staticFiles = new StaticFiles(staticMounts);
  staticFiles.add('/data/sections.json', resources.sectionsFile, 'public, max-age=3600');

  const app = new Elysia()
    .use(errorHandler)
    .use(securityHeaders)
    // Before the gate and every route: an oversized body is refused unread.
    .use(bodyLimit)
    // Before every route: it guards all of /api/admin/ by path.
    .use(adminGate(services, { siteUrl }))
    .use(healthRoutes(services))
    .use(publicArticleRoutes(services))
    .use(publicBreakingNewsRoutes(services))
    .use(publicAuthorRoutes(services))
    .use(publicEditorialTeamRoutes(services))
    .use(discoveryRoutes(services, { siteUrl }))
    .use(adminAuthRoutes(services, { siteUrl }))
    .use(adminArticleRoutes(services))
    .use(adminAuthorProfileRoutes(services))
    .use(adminBreakingNewsRoutes(services))
    .use(adminDatabaseRoutes(services))
    // GET needs its own route: the router prefers a GET catch-all to an ALL route.
    .get('/api/*', apiNotFound)
    .all('/api/*', apiNotFound)
    // Registered last: a catch-all registered earlier would shadow the API.
    .get('*', ({ request }) => {
      const url = new URL(request.url);
      return (
        staticFiles.respond(request, url.pathname) ??
        renderPage(url, { assets, runtime: { siteUrl } })
      );
    });

  // Pages fetch their data through the app itself, in-process, so what they
  // render is exactly what the API would answer.
  setApiTransport((path, init) => app.handle(new Request(new URL(path, siteUrl), init)));

  /** The request handler with compression, as served on the network. */
  const fetch = async (request: Request) => compressResponse(request, await app.handle(request));
  return { app, fetch };
}

export type App = ReturnType<typeof createApp>['app'];
