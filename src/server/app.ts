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
import { createDiscovery } from './modules/discovery/routes';
import { publicEditorialTeamRoutes } from './modules/editorial-team/routes';
import { healthRoutes } from './modules/health/routes';
import { resources } from './resources';
import type { Services } from './services';
import { createPageHandler } from './ssr/page-handler';

export interface AppOptions {
  services: Services;
  siteUrl: string;
  assets: DocumentAssets;
  staticMounts: StaticMount[];
  /** Bytes of rendered pages kept in memory; 0 turns the page cache off. */
  pageCacheBytes?: number;
}

/** 64 MB of compressed pages holds thousands of them. */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** Successful writes through the admin API change what pages show (sign-in aside). */
function changesData(request: Request, response: Response): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || response.status >= 400) return false;
  const { pathname } = new URL(request.url);
  return pathname.startsWith('/api/admin/') && !pathname.startsWith('/api/admin/auth/');
}

const apiNotFound = () => jsonError(404, { message: 'No such API endpoint' });

/** The whole site: JSON API, static files and server-rendered pages. */
export function createApp({
  services,
  siteUrl,
  assets,
  staticMounts,
  pageCacheBytes = DEFAULT_PAGE_CACHE_BYTES,
}: AppOptions) {
  const pages = createPageHandler({ assets, siteUrl, cacheBytes: pageCacheBytes });
  const discovery = createDiscovery(services, { siteUrl });
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
    .use(discovery.routes)
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
      return staticFiles.respond(request, url.pathname) ?? pages.servePage(request, url);
    });

  // Pages fetch their data through the app itself, in-process, so what they
  // render is exactly what the API would answer.
  setApiTransport((path, init) => app.handle(new Request(new URL(path, siteUrl), init)));

  /** The request handler as served on the network: compression, and page cache invalidation. */
  const fetch = async (request: Request) => {
    const response = await app.handle(request);
    if (changesData(request, response)) {
      pages.invalidate();
      discovery.invalidate();
    }
    return compressResponse(request, response);
  };
  return { app, fetch, pages };
}

export type App = ReturnType<typeof createApp>['app'];
