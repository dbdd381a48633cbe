import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StaticFiles } from './static-files';

/**
 * The service worker must be asked of the server on every update check: a
 * copy kept for long would keep readers on an old build. The browser
 * revalidates it with its ETag, so an unchanged worker costs a 304.
 */
export const SERVICE_WORKER_CACHE_CONTROL = 'no-cache';

/**
 * Serves the client build's offline-reading files from the site's root, the
 * service worker's scope: /sw.js, /manifest.webmanifest and the app icons
 * (scripts/build-service-worker.ts). A build without them serves none.
 */
export function addOfflineReadingFiles(files: StaticFiles, dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (/\.(br|gz)$/.test(name)) continue;
    const cacheControl = /\.(js|webmanifest)$/.test(name)
      ? SERVICE_WORKER_CACHE_CONTROL
      : 'public, max-age=86400, must-revalidate';
    files.add(`/${name}`, join(dir, name), cacheControl);
  }
}

/**
 * A service worker runs under the policy its script was served with. The one
 * every file gets (security-headers.ts) allows no request at all; the worker
 * needs to fetch the site's own pages and files, and nothing else.
 */
export const SERVICE_WORKER_POLICY =
  "default-src 'none'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function withServiceWorkerPolicy(pathname: string, response: Response): Response {
  if (pathname === '/sw.js') response.headers.set('Content-Security-Policy', SERVICE_WORKER_POLICY);
  return response;
}
