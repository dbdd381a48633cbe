import { join } from 'node:path';
import { createApp, DEFAULT_PAGE_CACHE_BYTES } from './app';
import { noteCleanShutdown } from './db/clean-shutdown';
import { DatabaseDamagedError } from './db/integrity';
import { type OpenedStore, openStore } from './db/open-store';
import { DatabaseConnectError } from './db/postgres/connection-errors';
import { EnvError, helpText, readEnv } from './env';
import { prepareFirstStart } from './first-start';
import { largestBody } from './http/body-limit';
import { CompressionWorkerClient } from './http/compression-worker-client';
import { createDrain } from './http/draining';
import { IDLE_TIMEOUT_S } from './http/idle-timeout';
import { startAnalyticsMaintenance } from './modules/analytics/maintenance';
import { SaveWorkerClient } from './modules/articles/save-worker-client';
import { prepareSearch } from './modules/articles/search-store';
import { SearchWorkerClient } from './modules/articles/search-worker-client';
import { startAuditRetention } from './modules/audit/retention';
import { isOperatorCommand, runOperatorCommand } from './operations/commands';
import { resources } from './resources';
import { createServices } from './services';
import { readAssetManifest } from './ssr/asset-manifest';
import { RenderWorkerClient } from './ssr/render-worker-client';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(helpText());
  process.exit(0);
}

// `gazette backup PATH`, `gazette check`: argv[2] is the first word after the
// executable, whether compiled or run as `bun src/server/index.ts`.
if (isOperatorCommand(process.argv[2])) {
  process.exit(await runOperatorCommand(process.argv.slice(2)));
}

/**
 * PostgreSQL when DATABASE_URL is set (waiting for it up to
 * DATABASE_CONNECT_TIMEOUT_S, each failed attempt one line in the log), else
 * the SQLite file at DATABASE_PATH; either way with its migrations applied.
 */
async function start() {
  const env = readEnv();
  const store = await openStore(env, {
    busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
    trustCleanShutdown: true,
    onWait: (line) => console.log(line),
  });
  // SQLite: readers' searches run on a thread of their own, so pages never
  // wait behind one (search-worker-client.ts).
  const filename = store.engine === 'sqlite' ? store.db.$client.filename : '';
  const file = filename && filename !== ':memory:' ? filename : null;
  const searchWorker = file
    ? new SearchWorkerClient(resources.searchWorker, {
        path: file,
        busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
      })
    : null;
  // SQLite: the article form's saves run on a thread of their own too, so
  // readers never wait behind one (save-worker-client.ts).
  const saveWorker = file
    ? new SaveWorkerClient(resources.saveWorker, {
        path: file,
        busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
      })
    : null;
  const services = createServices(store, {
    searches: searchWorker ?? undefined,
    saves: saveWorker ?? undefined,
  });
  const assets = readAssetManifest();
  // SQLite, with pages kept: pages are rendered on a thread of their own
  // too, so cached answers never wait behind a render (render-worker-client.ts).
  const renderWorker =
    file && env.PAGE_CACHE
      ? new RenderWorkerClient(resources.renderWorker, {
          path: file,
          busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
          siteUrl: env.SITE_URL,
          analytics: env.ANALYTICS,
          assets,
        })
      : null;
  // Either engine, with pages kept: their brotli copies are made on a thread
  // of their own (compression-worker-client.ts).
  const compressionWorker = env.PAGE_CACHE
    ? new CompressionWorkerClient(resources.compressionWorker)
    : null;
  const workers = { searchWorker, renderWorker, saveWorker, compressionWorker };
  return { env, store, services, assets, workers };
}

/** Time for requests in flight to finish once a stop is asked for. */
const STOP_GRACE_MS = 10_000;

/**
 * SIGTERM (docker stop, systemd) or Ctrl-C: drain (a load balancer in front
 * moves the traffic to the other processes: http/draining.ts), stop taking
 * requests, let those in flight finish, write the readership events still
 * in memory, close the database and exit with 0. A SQLite file is folded
 * back together as it closes and the clean stop noted beside it, so the next
 * start can skip the integrity check; PostgreSQL's pool waits for its last
 * queries and disconnects.
 */
function stopCleanlyOnSignal(
  drain: () => Promise<void>,
  stopServing: () => Promise<void>,
  writeLastBatches: () => Promise<void>,
  store: OpenedStore,
  databasePath: string,
) {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await drain();
    await Promise.race([stopServing(), Bun.sleep(STOP_GRACE_MS)]);
    // Awaited: the last batch's transaction must be in before the store closes.
    await writeLastBatches();
    await store.close();
    if (store.engine === 'sqlite' && databasePath !== ':memory:') noteCleanShutdown(databasePath);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

try {
  const started = Date.now();
  const { env, store, services, assets, workers } = await start();
  const { searchWorker, renderWorker, saveWorker, compressionWorker } = workers;
  await prepareFirstStart(store, services, env);
  const auditRetention = startAuditRetention(services.audit, {
    retentionDays: env.AUDIT_RETENTION_DAYS,
  });
  const { fetch, analytics } = createApp({
    services,
    siteUrl: env.SITE_URL,
    assets,
    staticMounts: [
      { dir: resources.publicDir, prefix: '/', immutable: false },
      { dir: join(resources.clientDir, 'assets'), prefix: '/assets/', immutable: true },
    ],
    pageCacheBytes: env.PAGE_CACHE ? DEFAULT_PAGE_CACHE_BYTES : 0,
    pageStaleWindowMs: env.PAGE_STALE_WINDOW_MS,
    trustProxy: env.TRUST_PROXY,
    analytics: { enabled: env.ANALYTICS },
    mediaMaxBytes: env.MEDIA_MAX_BYTES,
    mediaCacheDir: env.MEDIA_CACHE_DIR,
    renderer: renderWorker ?? undefined,
    brotliOf: compressionWorker?.brotli,
  });
  const maintenance = startAnalyticsMaintenance(services.analytics, {
    retentionDays: env.ANALYTICS_RETENTION_DAYS,
    writePending: analytics.flush,
  });
  const drain = createDrain({ database: services.health.database });
  const server = Bun.serve({
    port: env.PORT,
    hostname: env.HOST,
    // The largest body any route takes (a database import, or an upload when
    // MEDIA_MAX_BYTES is larger); the app's own limit refuses anything over
    // 1 MB on every other route.
    maxRequestBodySize: largestBody(env.MEDIA_MAX_BYTES),
    idleTimeout: IDLE_TIMEOUT_S,
    fetch: drain.wrap(fetch),
  });
  stopCleanlyOnSignal(
    () => drain.begin(),
    async () => {
      await server.stop();
    },
    async () => {
      // A purge under way finishes before the database closes.
      await auditRetention.stop();
      // Day-end work under way finishes first; then what is still in memory is written.
      await maintenance.stop();
      await analytics.close();
      await Promise.all([searchWorker?.stop(), renderWorker?.stop(), saveWorker?.stop()]);
      compressionWorker?.close();
    },
    store,
    env.DATABASE_PATH,
  );
  // After listening, so readiness (/healthz) is not held back by it.
  setTimeout(() => {
    (searchWorker ? searchWorker.prepare() : prepareSearch(store)).catch((error: unknown) => {
      // The first search loads it instead.
      console.error('Search data could not be loaded at start:', error);
    });
  }, 0);
  console.log(
    `The Multiverse Gazette is live at ${env.SITE_URL} (listening on ${server.hostname}:${server.port}, ${process.env.NODE_ENV === 'production' ? 'production' : 'development'} mode, ready in ${Date.now() - started} ms)`,
  );
} catch (error) {
  if (
    error instanceof EnvError ||
    error instanceof DatabaseDamagedError ||
    error instanceof DatabaseConnectError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
