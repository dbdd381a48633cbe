import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppOptions, createApp } from '~/server/app';
import { openDatabase } from '~/server/db/client';
import { createSqliteStore } from '~/server/db/store';
import type { SchedulerTimers } from '~/server/modules/articles/publish-scheduler';
import { createServices } from '~/server/services';

export const TEST_SITE_URL = 'http://gazette.test';

/**
 * A whole server over its own fresh database, answering through
 * `handle(request)` without a network. Call `close()` when done.
 */
export function createTestApp(
  options: {
    siteUrl?: string;
    trustProxy?: boolean;
    analytics?: AppOptions['analytics'];
    /** Bytes of rendered pages kept; 0 renders every request. */
    pageCacheBytes?: number;
    /** The clock scheduled publishing follows, and the timers that wake it. */
    now?: () => number;
    timers?: SchedulerTimers;
    maxSleepMs?: number;
    /** The largest image upload (MEDIA_MAX_BYTES). */
    mediaMaxBytes?: number;
  } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'gazette-test-'));
  const db = openDatabase(join(dir, 'test.db'));
  const store = createSqliteStore(db);
  const services = createServices(store, { now: options.now });
  const siteUrl = options.siteUrl ?? TEST_SITE_URL;
  const { app, fetch, pages, shareCards, analytics, scheduler } = createApp({
    services,
    siteUrl,
    assets: { css: '/assets/app.css', entry: '/assets/entry.js' },
    staticMounts: [],
    trustProxy: options.trustProxy,
    analytics: options.analytics,
    pageCacheBytes: options.pageCacheBytes,
    timers: options.timers,
    maxSleepMs: options.maxSleepMs,
    mediaMaxBytes: options.mediaMaxBytes,
  });
  return {
    db,
    store,
    services,
    app,
    pages,
    /** The readership collector: `flush()` writes what waits in memory. */
    analytics,
    scheduler,
    siteUrl,
    /** The handler as served on the network (with compression). */
    fetch,
    /** GET (or any method) a site-relative path. */
    request(path: string, init?: RequestInit) {
      return fetch(new Request(`${siteUrl}${path}`, init));
    },
    /** Writes the last readership batch, then closes the database and removes its folder. */
    async close() {
      shareCards.close();
      await analytics.close();
      scheduler.stop();
      store.close();
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = ReturnType<typeof createTestApp>;
