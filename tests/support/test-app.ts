import { type AppOptions, createApp } from '~/server/app';
import { DEFAULT_BUSY_TIMEOUT_MS } from '~/server/db/client';
import type { Engine } from '~/server/db/store';
import { CompressionWorkerClient } from '~/server/http/compression-worker-client';
import type { SchedulerTimers } from '~/server/modules/articles/publish-scheduler';
import { SaveWorkerClient } from '~/server/modules/articles/save-worker-client';
import { resources } from '~/server/resources';
import { createServices } from '~/server/services';
import { type PageRenderer, RenderWorkerClient } from '~/server/ssr/render-worker-client';
import { openTestStore } from './test-database';

export const TEST_SITE_URL = 'http://gazette.test';

/**
 * A whole server over its own fresh database, answering through
 * `handle(request)` without a network. Call `close()` when done.
 */
export async function createTestApp(
  options: {
    siteUrl?: string;
    trustProxy?: boolean;
    analytics?: AppOptions['analytics'];
    /** Bytes of rendered pages kept; 0 renders every request. */
    pageCacheBytes?: number;
    /**
     * How long a page a write affects may still be answered as it was
     * (PAGE_STALE_WINDOW_MS). 0 unless given: a test reading a page right
     * after a write sees it; the window has tests of its own.
     */
    pageStaleWindowMs?: number;
    /** The clock scheduled publishing follows, and the timers that wake it. */
    now?: () => number;
    timers?: SchedulerTimers;
    maxSleepMs?: number;
    /** The largest image upload (MEDIA_MAX_BYTES). */
    mediaMaxBytes?: number;
    /** The engine, for a test comparing both; otherwise the one under test. */
    engine?: Engine;
    /**
     * Kept pages rendered on the render worker, as the server does on
     * SQLite (ignored on PostgreSQL). It follows the real clock, not `now`.
     */
    renderWorker?: boolean;
    /** Kept pages' brotli copies made on the compression worker, as the server does. */
    compressionWorker?: boolean;
    /**
     * The article form's saves run on the save worker, as the server does on
     * SQLite (ignored on PostgreSQL). It follows the real clock, not `now`.
     */
    saveWorker?: boolean;
    /** Renders kept pages instead of this thread (a stand-in, for a test of the handler). */
    renderer?: PageRenderer;
  } = {},
) {
  const { store, db, dispose } = await openTestStore(options.engine);
  const saveWorker =
    options.saveWorker && store.engine === 'sqlite'
      ? new SaveWorkerClient(resources.saveWorker, {
          path: store.db.$client.filename,
          busyTimeoutMs: DEFAULT_BUSY_TIMEOUT_MS,
        })
      : null;
  const services = createServices(store, { now: options.now, saves: saveWorker ?? undefined });
  const siteUrl = options.siteUrl ?? TEST_SITE_URL;
  const assets = { css: '/assets/app.css', entry: '/assets/entry.js' };
  const renderWorker =
    options.renderWorker && store.engine === 'sqlite'
      ? new RenderWorkerClient(resources.renderWorker, {
          path: store.db.$client.filename,
          busyTimeoutMs: DEFAULT_BUSY_TIMEOUT_MS,
          siteUrl,
          analytics: options.analytics?.enabled ?? true,
          assets,
        })
      : null;
  const compressionWorker = options.compressionWorker
    ? new CompressionWorkerClient(resources.compressionWorker)
    : null;
  const { app, fetch, pages, shareCards, analytics, scheduler } = createApp({
    services,
    siteUrl,
    assets,
    staticMounts: [],
    trustProxy: options.trustProxy,
    analytics: options.analytics,
    pageCacheBytes: options.pageCacheBytes,
    pageStaleWindowMs: options.pageStaleWindowMs ?? 0,
    timers: options.timers,
    maxSleepMs: options.maxSleepMs,
    mediaMaxBytes: options.mediaMaxBytes,
    renderer: options.renderer ?? renderWorker ?? undefined,
    brotliOf: compressionWorker?.brotli,
  });
  return {
    /** The compression worker, when asked for. */
    compressionWorker,
    /** The engine under test (GAZETTE_TEST_ENGINE). */
    engine: store.engine,
    db,
    store,
    services,
    app,
    pages,
    /** The render worker, when asked for. */
    renderWorker,
    /** The save worker, when asked for. */
    saveWorker,
    /** The readership collector: `flush()` writes what waits in memory. */
    analytics,
    scheduler,
    siteUrl,
    /** The handler as served on the network (with compression), its answer always awaited. */
    fetch: async (...args: Parameters<typeof fetch>) => fetch(...args),
    /** GET (or any method) a site-relative path. */
    async request(path: string, init?: RequestInit) {
      return fetch(new Request(`${siteUrl}${path}`, init));
    },
    /** Writes the last readership batch, then closes the database and removes it. */
    async close() {
      shareCards.close();
      await Promise.all([renderWorker?.stop(), saveWorker?.stop()]);
      compressionWorker?.close();
      await analytics.close();
      scheduler.stop();
      await dispose();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
