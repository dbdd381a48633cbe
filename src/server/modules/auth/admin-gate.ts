import { Elysia } from 'elysia';
import { HttpError, jsonError } from '../../http/errors';
import type { Services } from '../../services';
import type { AdminUser } from './service';
import { readSessionToken } from './session-token';

export const ADMIN_API_PREFIX = '/api/admin/';

/** Admin endpoints reachable without a session: signing in, and asking whether one is signed in. */
export const OPEN_ADMIN_PATHS: ReadonlySet<string> = new Set([
  '/api/admin/auth/login',
  '/api/admin/auth/session',
]);

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export const UNAUTHENTICATED_MESSAGE = 'Authentication required';

/** The user the gate found for a request, handed on to the routes' `admin`. */
const signedIn = new WeakMap<Request, AdminUser>();

/** A state-changing request must come from the site's own pages (CSRF). */
export function isSameOrigin(request: Request, siteOrigin: string): boolean {
  return (
    request.headers.get('origin') === siteOrigin ||
    request.headers.get('sec-fetch-site') === 'same-origin'
  );
}

/**
 * Only JSON bodies: an HTML form cannot send them cross-site without a CORS
 * preflight, which this server never grants.
 */
export function isJsonRequest(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return type.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * Guards everything under /api/admin/ before routing, so an admin route
 * added anywhere is covered without opting in: no caching, same-origin JSON
 * for every write, and a valid session except on the open paths. Register it
 * in the app before any route.
 */
export function adminGate(services: Services, { siteUrl }: { siteUrl: string }) {
  const siteOrigin = new URL(siteUrl).origin;
  return new Elysia({ name: 'admin-gate' }).onRequest(({ request, set }) => {
    // Cheap test first: this runs for every request the site serves.
    if (!request.url.includes(ADMIN_API_PREFIX)) return;
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(ADMIN_API_PREFIX)) return;
    set.headers['cache-control'] = 'no-store';
    if (!SAFE_METHODS.has(request.method)) {
      if (!isSameOrigin(request, siteOrigin)) {
        return jsonError(403, { message: 'Cross-origin requests are not allowed' });
      }
      if (!isJsonRequest(request)) {
        return jsonError(415, { message: 'Content-Type must be application/json' });
      }
    }
    if (OPEN_ADMIN_PATHS.has(pathname)) return;
    const admin = services.auth.authenticate(readSessionToken(request.headers.get('cookie')));
    if (!admin) return jsonError(401, { message: UNAUTHENTICATED_MESSAGE });
    signedIn.set(request, admin);
  });
}

/**
 * Gives a module's routes the signed-in `admin` (401 without one). It reuses
 * what the gate found, and checks the session itself if the gate did not run,
 * so a route is never open by accident. Scoped: it applies to the routes of
 * the module that uses it, registered after the `.use`, and no further.
 */
export function adminSession(services: Services) {
  return new Elysia().resolve({ as: 'scoped' }, ({ request }) => {
    const admin =
      signedIn.get(request) ??
      services.auth.authenticate(readSessionToken(request.headers.get('cookie')));
    if (!admin) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
    return { admin };
  });
}
