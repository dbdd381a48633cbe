/**
 * The app as src/server/index.ts serves it (the same `createApp` options,
 * the configured admin ensured), on the engine the environment names:
 * PostgreSQL when DATABASE_URL is set, the SQLite file at DATABASE_PATH
 * otherwise. The benchmarks start it as a child process to compare the two
 * engines behind one entry point; the server's own start does not take
 * DATABASE_URL yet. Timers the benchmarks do not exercise (the audit
 * purge, the analytics day-end) are left out.
 *
 *   DATABASE_URL=postgres://... bun bench/lib/serve-any-engine.ts
 */
import { join } from 'node:path';
import { createApp, DEFAULT_PAGE_CACHE_BYTES } from '~/server/app';
import { ensureAdminUser } from '~/server/bootstrap';
import { openStore } from '~/server/db/open-store';
import { readEnv } from '~/server/env';
import { largestBody } from '~/server/http/body-limit';
import { resources } from '~/server/resources';
import { createServices } from '~/server/services';
import { readAssetManifest } from '~/server/ssr/asset-manifest';

const env = readEnv();
const store = await openStore(env, { busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS });
const services = createServices(store);
await ensureAdminUser(services, env);
const { fetch, analytics } = createApp({
  services,
  siteUrl: env.SITE_URL,
  assets: readAssetManifest(),
  staticMounts: [
    { dir: resources.publicDir, prefix: '/', immutable: false },
    { dir: join(resources.clientDir, 'assets'), prefix: '/assets/', immutable: true },
  ],
  pageCacheBytes: env.PAGE_CACHE ? DEFAULT_PAGE_CACHE_BYTES : 0,
  trustProxy: env.TRUST_PROXY,
  analytics: { enabled: env.ANALYTICS },
  mediaMaxBytes: env.MEDIA_MAX_BYTES,
  mediaCacheDir: env.MEDIA_CACHE_DIR,
});
const server = Bun.serve({
  port: env.PORT,
  hostname: env.HOST,
  maxRequestBodySize: largestBody(env.MEDIA_MAX_BYTES),
  fetch,
});
const stop = async () => {
  await server.stop();
  await analytics.close();
  await store.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
console.log(`Serving on ${store.engine} at ${server.hostname}:${server.port}`);
