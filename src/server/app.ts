import { join } from 'node:path';
import { Elysia } from 'elysia';
import { setApiTransport } from '~/client/api/transport';
import type { DocumentAssets } from '~/client/document';
import { bodyLimit, DEFAULT_MEDIA_MAX_BYTES } from './http/body-limit';
import {
  type PeerLookup,
  rememberClientAddress,
  resolveClientAddress,
} from './http/client-address';
import type { BrotliMaker } from './http/compressed-page';
import { compressResponse } from './http/compression';
import { errorHandler, internalError, jsonError } from './http/errors';
import { refuseBadHost } from './http/host-header';
import { jsonDepthLimit } from './http/json-body';
import { nulRule, withoutNulInUrl } from './http/nul-characters';
import { addOfflineReadingFiles, withServiceWorkerPolicy } from './http/offline-reading-files';
import { queryRule } from './http/query-params';
import { readersFirst } from './http/readers-first';
import { commonSecurityHeaders, securityHeaders } from './http/security-headers';
import { startRequestLog } from './http/server-log';
import { StaticFiles, type StaticMount } from './http/static-files';
import {
  nextReaderChange,
  type ReaderView,
  readerView,
  sameReaderView,
  timedChange,
} from './http/timed-change';
import { beginWrite } from './http/write-change';
import { adminAnalyticsRoutes } from './modules/analytics/admin-routes';
import { createBeaconEndpoint } from './modules/analytics/beacon-endpoint';
import { type AnalyticsCollector, createAnalyticsCollector } from './modules/analytics/collector';
import { COUNTED_PAGE_HEADERS, createPageViewCounter } from './modules/analytics/page-views';
import { analyticsCollectRoutes } from './modules/analytics/routes';
import { adminArticleRoutes } from './modules/articles/admin-routes';
import { createPublishScheduler, type SchedulerTimers } from './modules/articles/publish-scheduler';
import { adminRevisionRoutes } from './modules/articles/revision-routes';
import { publicArticleRoutes } from './modules/articles/routes';
import { createSearchGate } from './modules/articles/search-gate';
import { adminActivityRoutes } from './modules/audit/admin-routes';
import { adminGate } from './modules/auth/admin-gate';
import { adminAuthRoutes } from './modules/auth/routes';
import { adminAuthorProfileRoutes } from './modules/authors/admin-routes';
import { publicAuthorRoutes } from './modules/authors/routes';
import { adminBreakingNewsRoutes } from './modules/breaking-news/admin-routes';
import { publicBreakingNewsRoutes } from './modules/breaking-news/routes';
import { adminCorrectionRoutes, publicCorrectionRoutes } from './modules/corrections/routes';
import { adminDatabaseRoutes } from './modules/database/admin-routes';
import { createDiscovery } from './modules/discovery/routes';
import { publicEditorialTeamRoutes } from './modules/editorial-team/routes';
import { healthRoutes } from './modules/health/routes';
import { adminMediaRoutes } from './modules/media/admin-routes';
import { createMediaDelivery } from './modules/media/routes';
import { createShareCards, DEFAULT_CARD_CACHE_BYTES } from './modules/share-cards/routes';
import { adminUserRoutes } from './modules/users/admin-routes';
import { resources } from './resources';
import type { Services } from './services';
import { createPageDataReader } from './ssr/page-data-reader';
import { createPageHandler } from './ssr/page-handler';
import {
  affectsDiscovery,
  decodeChange,
  EVERYTHING,
  encodeChange,
  type PageChange,
} from './ssr/page-topics';
import type { PageRenderer } from './ssr/render-worker-client';

export interface AppOptions {
  services: Services;
  siteUrl: string;
  assets: DocumentAssets;
  staticMounts: StaticMount[];
  /** Bytes of rendered pages kept in memory; 0 turns the page cache off. */
  pageCacheBytes?: number;
  /** How long after a write readers may still get a page as it was while it renders (PAGE_STALE_WINDOW_MS). */
  pageStaleWindowMs?: number;
  /** Behind a reverse proxy: the client address comes from X-Forwarded-For (TRUST_PROXY). */
  trustProxy?: boolean;
  /** Bytes of drawn share cards kept in memory. */
  cardCacheBytes?: number;
  /** Readership counting (ANALYTICS); on unless turned off. `now` is the clock tests move. */
  analytics?: { enabled: boolean; now?: () => number };
  /** The publish scheduler's timers and longest sleep; tests pass timers they fire themselves. */
  timers?: SchedulerTimers;
  maxSleepMs?: number;
  /** The largest image upload in bytes (MEDIA_MAX_BYTES). */
  mediaMaxBytes?: number;
  /** Bytes of resized image variants kept in memory. */
  mediaCacheBytes?: number;
  /** Where encoded image variants are kept across restarts (MEDIA_CACHE_DIR). */
  mediaCacheDir?: string;
  /** Renders kept reader pages off the serving thread (ssr/render-worker-client.ts). */
  renderer?: PageRenderer;
  /** Makes kept pages' brotli copies off the serving thread (http/compression-worker-client.ts). */
  brotliOf?: BrotliMaker;
}

/** 64 MB of compressed pages holds thousands of them. */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * A HEAD request gets the headers a GET would, and no body, whichever step
 * answered it (the admin gate answers before any route, for one).
 */
function headAnswer(request: Request, response: Response): Response {
  if (request.method !== 'HEAD' || response.body === null) return response;
  void response.body.cancel();
  return new Response(null, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

const apiNotFound = () => jsonError(404, { message: 'No such API endpoint' });

/** Which methods the API answers at a path, from the routes registered (for 405's Allow). */
function apiMethodTable(routes: ReadonlyArray<{ method: string; path: string }>) {
  const patterns = routes
    .filter((route) => route.path.startsWith('/api/') && !route.path.includes('*'))
    .map((route) => ({
      method: route.method,
      pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`),
    }));
  return {
    allowedAt(pathname: string): string[] {
      const methods = patterns
        .filter(({ pattern }) => pattern.test(pathname))
        .map(({ method }) => method);
      return [...new Set(methods)];
    },
  };
}

/** The whole site: JSON API, static files and server-rendered pages. */
export function createApp({
  services,
  siteUrl,
  assets,
  staticMounts,
  pageCacheBytes = DEFAULT_PAGE_CACHE_BYTES,
  pageStaleWindowMs,
  trustProxy = false,
  cardCacheBytes = DEFAULT_CARD_CACHE_BYTES,
  analytics: analyticsOptions = { enabled: true },
  timers,
  maxSleepMs,
  mediaMaxBytes = DEFAULT_MEDIA_MAX_BYTES,
  mediaCacheBytes,
  mediaCacheDir,
  renderer,
  brotliOf,
}: AppOptions) {
  startRequestLog();
  const analytics: AnalyticsCollector = createAnalyticsCollector(services.analytics, {
    ...analyticsOptions,
    siteUrl,
  });
  const withSecurityHeaders = securityHeaders({ siteUrl });
  const beacons = createBeaconEndpoint(services, analytics, {
    siteUrl,
    finish: withSecurityHeaders,
  });
  const pageViews = createPageViewCounter(services, analytics, { trustProxy });
  // One gate for every search, the API's and the search page's render alike.
  const searchGate = createSearchGate();
  // Pages read their data from the services, answered as the API answers
  // (ssr/page-data-reader.ts); anything else goes through the app itself.
  const nextChange = () => nextReaderChange(services);
  const pageData = createPageDataReader({
    services,
    nextChange,
    searchGate,
    siteUrl,
    api: (request) => app.handle(request),
  });
  const pages = createPageHandler({
    assets,
    siteUrl,
    cacheBytes: pageCacheBytes,
    staleWindowMs: pageStaleWindowMs,
    analytics: analytics.enabled,
    dataScope: pageData.scope,
    commonHeaders: commonSecurityHeaders({ siteUrl }),
    markedHeaders: COUNTED_PAGE_HEADERS,
    renderer,
    brotliOf,
  });
  const discovery = createDiscovery(services, { siteUrl });
  const shareCards = createShareCards(services, {
    publicDir: resources.publicDir,
    workerUrl: resources.cardWorker,
    cacheBytes: cardCacheBytes,
  });
  const mediaDelivery = createMediaDelivery(services.media, {
    cacheBytes: mediaCacheBytes,
    cacheDir: mediaCacheDir,
  });
  const staticFiles = new StaticFiles(staticMounts);
  staticFiles.add('/data/sections.json', resources.sectionsFile, 'public, max-age=3600');
  addOfflineReadingFiles(staticFiles, join(resources.clientDir, 'pwa'));

  const app = new Elysia()
    .use(errorHandler)
    // One rule for repeated parameters and commas, on every route.
    .use(queryRule)
    // No U+0000 in any body a route reads.
    .use(nulRule)
    // Before the gate and every route: an oversized body is refused unread.
    .use(bodyLimit({ mediaMaxBytes }))
    // Before every route: it guards all of /api/admin/ by path.
    .use(adminGate(services, { siteUrl }))
    // After the gate: only bodies it let through are read to check their nesting.
    .use(jsonDepthLimit)
    .use(healthRoutes(services))
    .use(publicArticleRoutes(services, searchGate))
    .use(publicBreakingNewsRoutes(services))
    .use(publicAuthorRoutes(services))
    .use(publicEditorialTeamRoutes(services))
    .use(analyticsCollectRoutes(beacons))
    .use(publicCorrectionRoutes(services))
    .use(discovery.routes)
    .use(shareCards.routes)
    .use(mediaDelivery.routes)
    .use(adminAuthRoutes(services, { siteUrl }))
    .use(adminArticleRoutes(services))
    .use(adminRevisionRoutes(services))
    .use(adminCorrectionRoutes(services))
    .use(adminAuthorProfileRoutes(services))
    .use(adminBreakingNewsRoutes(services))
    .use(adminDatabaseRoutes(services))
    .use(adminUserRoutes(services))
    .use(adminAnalyticsRoutes(services, analytics))
    .use(adminActivityRoutes(services))
    .use(adminMediaRoutes(services, { maxBytes: mediaMaxBytes }))
    // GET needs its own route: the router prefers a GET catch-all to an ALL route.
    .get('/api/*', apiFallback)
    .all('/api/*', apiFallback)
    // Registered last: a catch-all registered earlier would shadow the API.
    .get('*', ({ request }) => {
      const url = new URL(request.url);
      const file = staticFiles.respond(request, url.pathname);
      if (file) return withServiceWorkerPolicy(url.pathname, file);
      return pages.servePage(request, url);
    });

  const apiMethods = apiMethodTable(app.routes);
  /**
   * A path no route answers for this method: 405 with Allow where others
   * are, 404 elsewhere. A declaration, so the catch-alls above can name it;
   * it reads the method table built once the app holds every route.
   */
  function apiFallback({ request }: { request: Request }): Response {
    const allowed = apiMethods.allowedAt(new URL(request.url).pathname);
    if (allowed.length === 0) return apiNotFound();
    const response = jsonError(405, {
      message: `${request.method} is not allowed here; use ${allowed.join(' or ')}`,
    });
    response.headers.set('Allow', allowed.join(', '));
    return response;
  }

  /** What a change of the data means for readers: the pages (feeds, sitemaps) it affects are rebuilt. */
  const refreshForReaders = (change: PageChange) => {
    // Before the pages: their renders read afresh.
    pageData.forget();
    pages.invalidate(change);
    if (affectsDiscovery(change)) discovery.invalidate();
  };
  // Scheduled articles come out on time, and corrections leave the 30-day
  // list on time, whether or not anyone visits.
  const scheduler = createPublishScheduler<ReaderView>({
    now: services.publication.now,
    nextChange,
    viewMark: () => readerView(services),
    sameView: sameReaderView,
    // The pages of the articles that came out (and the corrections page)
    // are rendered again; if what changed cannot be read, every page is.
    publish: async (from, to) =>
      refreshForReaders(await timedChange(services, from, to).catch(() => EVERYTHING)),
    timers,
    maxSleepMs,
  });
  void scheduler.arm();
  // Another process on the same database wrote what pages show (or this one
  // may have missed such writes): refreshed as for a write of its own.
  services.changes.watch?.((description) => {
    refreshForReaders(decodeChange(description ?? undefined));
    void scheduler.arm();
  });

  setApiTransport(pageData.transport);

  /**
   * A reader asking for a page is answered without the router: no route of
   * the app's but the catch-all answers a page's path, and none of its hooks
   * concern a GET outside the API (they read bodies and guard /api/admin/).
   * Null for every other request.
   */
  const pageRequest = (request: Request): Promise<Response> | null => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const url = new URL(request.url);
    if (!pages.serves(url.pathname)) return null;
    const file = staticFiles.respond(request, url.pathname);
    return file ? Promise.resolve(file) : pages.servePage(request, url);
  };

  /**
   * The request handler as served on the network: compression, security
   * headers, and page cache invalidation. Not async: a kept page is answered
   * as it is, with no promise around it.
   */
  const fetch = (sent: Request, server?: PeerLookup): Response | Promise<Response> => {
    try {
      // Before anything reads the URL: no route or page ever sees a NUL in it.
      const request = withoutNulInUrl(sent);
      // First: every step after this one reads the request's URL.
      const badHost = refuseBadHost(request);
      if (badHost) return withSecurityHeaders(badHost);
      // A page readers asked for before is answered from memory, finished as
      // kept: no routing, no header built per request.
      const cached = pageViews.cached(request, server, (marked) =>
        pages.cachedAnswer(request, marked),
      );
      return cached ?? answer(request, server);
    } catch (error) {
      // The app answers its own errors; this is for a failure around it.
      return withSecurityHeaders(internalError(sent, error));
    }
  };

  /** Every answer but a kept page's. */
  const answer = async (request: Request, server?: PeerLookup) => {
    try {
      // Beacons (in-app moves, searches, pages the server did not count) are
      // answered here: they skip the router and its hooks, which cost more
      // than counting does.
      if (beacons.handles(request)) {
        const address = resolveClientAddress(request, server, { trustProxy });
        return await beacons.answer(request, address);
      }
      rememberClientAddress(request, server, { trustProxy });
      const write = await beginWrite(services, request);
      // Readers who arrived meanwhile first: a write's steps are long (readers-first.ts).
      if (write) await readersFirst();
      const handle = async () => {
        const page = pageRequest(request);
        return page ? pageViews.count(request, server, await page) : app.handle(request);
      };
      // A write's commits are noted, so that other processes hear what it changed.
      const [response, describe] =
        write && services.changes.recording
          ? await services.changes.recording(handle)
          : [await handle(), null];
      const change = write ? await write(response) : null;
      if (change) {
        refreshForReaders(change);
        await describe?.(encodeChange(change));
        // The write may have added, moved or dropped a schedule.
        await scheduler.arm();
      }
      return withSecurityHeaders(headAnswer(request, await compressResponse(request, response)));
    } catch (error) {
      return withSecurityHeaders(internalError(request, error));
    }
  };
  return { app, fetch, pages, shareCards, analytics, scheduler };
}

export type App = ReturnType<typeof createApp>['app'];
