import { join } from 'node:path';
import { createApp, DEFAULT_PAGE_CACHE_BYTES } from './app';
import { ensureAdminUser } from './bootstrap';
import { openDatabase } from './db/client';
import { seedDemoContent } from './db/seed/seed-demo';
import { EnvError, helpText, readEnv } from './env';
import { MAX_IMPORT_BODY_BYTES } from './http/body-limit';
import { resources } from './resources';
import { createServices } from './services';
import { readAssetManifest } from './ssr/asset-manifest';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(helpText());
  process.exit(0);
}

function start() {
  const env = readEnv();
  const db = openDatabase(env.DATABASE_PATH);
  const services = createServices(db);
  return { env, db, services };
}

try {
  const started = Date.now();
  const { env, db, services } = start();
  await ensureAdminUser(services, env);
  if (env.SEED_DEMO && services.articles.count() === 0) {
    const { articles } = seedDemoContent(db, services);
    console.log(`Loaded the demo content (${articles} articles).`);
  }
  const { fetch } = createApp({
    services,
    siteUrl: env.SITE_URL,
    assets: readAssetManifest(),
    staticMounts: [
      { dir: resources.publicDir, prefix: '/', immutable: false },
      { dir: join(resources.clientDir, 'assets'), prefix: '/assets/', immutable: true },
    ],
    pageCacheBytes: env.PAGE_CACHE ? DEFAULT_PAGE_CACHE_BYTES : 0,
  });
  const server = Bun.serve({
    port: env.PORT,
    hostname: env.HOST,
    // The largest body any route takes (a database import); the app's own
    // limit refuses anything over 1 MB on every other route.
    maxRequestBodySize: MAX_IMPORT_BODY_BYTES,
    fetch,
  });
  console.log(
    `The Multiverse Gazette is live at ${env.SITE_URL} (listening on ${server.hostname}:${server.port}, ready in ${Date.now() - started} ms)`,
  );
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
