/**
 * The service worker (/sw.js), built on its own by
 * scripts/build-service-worker.ts: never part of a page's JavaScript.
 *
 * - The build's files (CSS, the entry, the reader pages' chunks) are
 *   precached under their hashed names.
 * - The home page and each section's first page are fetched at install; the
 *   last SAVED_ARTICLES article pages read are kept as they are read, with
 *   their pictures (SAVED_IMAGE_BYTES at most) and the public API answers
 *   behind them. Pages are asked of the network first, so the page cache's
 *   ETags and the CSP (its nonce or hashes) come as the server sent them; the kept
 *   copy answers only when the network does not.
 * - A new build installs in the background and waits. The page asks it to
 *   take over at the next navigation, which then loads in full from the new
 *   build: a page never runs two builds' files. Pages kept by the old build
 *   go with it, since they name its files.
 * - The back office, its API and anything private or no-store are never
 *   touched: those requests go to the network as if there were no worker.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ByteBudgetPlugin } from './byte-budget';
import {
  isBackOffice,
  isSavedApi,
  isStorable,
  listPages,
  SAVED_API_ANSWERS,
  SAVED_ARTICLES,
  SAVED_IMAGE_BYTES,
  savedPageKind,
} from './saved-pages';
import { SOURCE_MESSAGE, type SourceMessage } from './source-report';

/** Filled in by the build. */
declare const BUILD: {
  version: string;
  precache: { url: string; revision: string | null }[];
  sections: string[];
};

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEvent {
  clientId: string;
}
interface WorkerScope {
  location: Location;
  clients: { get(id: string): Promise<{ postMessage(message: unknown): void } | undefined> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(
    type: 'message',
    listener: (event: ExtendableEvent & { data: unknown }) => void,
  ): void;
}
const scope = self as unknown as WorkerScope;

const CACHE_PREFIX = 'gazette-';
const caches_ = {
  lists: `${CACHE_PREFIX}lists-${BUILD.version}`,
  articles: `${CACHE_PREFIX}articles-${BUILD.version}`,
  api: `${CACHE_PREFIX}api-${BUILD.version}`,
  images: `${CACHE_PREFIX}images`,
};

const storable = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    isStorable(response) ? response : null,
};

/** Tells the page whose data answer this was where it came from (./source-report.ts). */
function reportSource(event: Event | undefined, saved: boolean) {
  const clientId = (event as FetchEventLike | undefined)?.clientId;
  if (!clientId) return;
  const message: SourceMessage = { type: SOURCE_MESSAGE, saved };
  void scope.clients.get(clientId).then((client) => client?.postMessage(message));
}
const sourceReport = {
  fetchDidSucceed: async ({ event, response }: { event?: Event; response: Response }) => {
    reportSource(event, false);
    return response;
  },
  cachedResponseWillBeUsed: async ({
    event,
    cachedResponse,
  }: {
    event?: Event;
    cachedResponse?: Response;
  }) => {
    if (cachedResponse) reportSource(event, true);
    return cachedResponse ?? null;
  },
};

precacheAndRoute(BUILD.precache);
cleanupOutdatedCaches();

const sameOrigin = (url: URL) =>
  url.origin === scope.location.origin && !isBackOffice(url.pathname);

const listStrategy = new NetworkFirst({
  cacheName: caches_.lists,
  networkTimeoutSeconds: 4,
  plugins: [storable, sourceReport],
});
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && savedPageKind(url) === 'list',
  listStrategy,
);
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && savedPageKind(url) === 'article',
  new NetworkFirst({
    cacheName: caches_.articles,
    networkTimeoutSeconds: 4,
    plugins: [storable, sourceReport, new ExpirationPlugin({ maxEntries: SAVED_ARTICLES })],
  }),
);
registerRoute(
  ({ request, url }) => request.mode !== 'navigate' && sameOrigin(url) && isSavedApi(url),
  new NetworkFirst({
    cacheName: caches_.api,
    networkTimeoutSeconds: 4,
    plugins: [storable, sourceReport, new ExpirationPlugin({ maxEntries: SAVED_API_ANSWERS })],
  }),
);
registerRoute(
  ({ request, url }) => request.destination === 'image' && sameOrigin(url),
  new CacheFirst({
    cacheName: caches_.images,
    plugins: [storable, new ByteBudgetPlugin(caches_.images, SAVED_IMAGE_BYTES)],
  }),
);

scope.addEventListener('install', (event) => {
  // The lists are kept before they are read; one that fails to load is only not kept yet.
  event.waitUntil(
    caches.open(caches_.lists).then((cache) =>
      Promise.all(
        listPages(BUILD.sections).map(async (path) => {
          const response = await fetch(path, { credentials: 'omit' }).catch(() => null);
          if (response && isStorable(response)) await cache.put(path, response);
        }),
      ),
    ),
  );
});

scope.addEventListener('message', (event) => {
  if (event.data === 'take-over') void scope.skipWaiting();
});

scope.addEventListener('activate', (event) => {
  // Another build's pages name files this build no longer has.
  const current = new Set(Object.values(caches_));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
clientsClaim();
