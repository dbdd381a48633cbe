import { Elysia } from 'elysia';
import { can, refusalMessage } from '~/shared/roles';
import { HttpError, jsonError } from '../../http/errors';
import { readersFirst } from '../../http/readers-first';
import type { Services } from '../../services';
import { type PolicyMatch, policyFor } from './route-policy';
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

export const MUST_CHANGE_PASSWORD_MESSAGE =
  'You must change your temporary password before you can do anything else';

/**
 * Why the signed-in user may not make this request, or null when they may:
 * a temporary password still to change, a role without the route's action,
 * or (for a role that writes only its own articles) someone else's article.
 * Nothing here reads the body, so a refused role is refused whatever it sends.
 */
export async function refusalFor(
  services: Pick<Services, 'adminArticles'>,
  user: AdminUser,
  { policy, id }: PolicyMatch,
): Promise<string | null> {
  if (user.mustChangePassword && !policy.beforePasswordChange) return MUST_CHANGE_PASSWORD_MESSAGE;
  if (!can(user.role, policy.action)) return refusalMessage(user.role, policy.what);
  if (policy.ownArticle && !can(user.role, 'articles.write-any') && id && /^\d+$/.test(id)) {
    const owner = await services.adminArticles.ownerOf(Number(id));
    // No such article: the route answers 404 as it would for anyone.
    if (owner !== undefined && owner !== user.id) {
      return refusalMessage(user.role, "change another person's article");
    }
  }
  return null;
}

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
  return mediaType(request) === 'application/json';
}

function mediaType(request: Request): string {
  const type = request.headers.get('content-type') ?? '';
  return type.split(';', 1)[0]!.trim().toLowerCase();
}

/** The one write that carries a file: an image upload, as multipart form data. */
export const MULTIPART_PATHS: ReadonlySet<string> = new Set(['/api/admin/media']);

/**
 * A write's body type: JSON everywhere, multipart only where a file is
 * uploaded. The same-origin check, not the type, is what stops a cross-site
 * form posting there.
 */
function acceptsBodyType(request: Request, pathname: string): boolean {
  if (isJsonRequest(request)) return true;
  return (
    request.method === 'POST' &&
    MULTIPART_PATHS.has(pathname) &&
    mediaType(request) === 'multipart/form-data'
  );
}

/**
 * Guards everything under /api/admin/ before routing, so an admin route
 * added anywhere is covered without opting in: no caching, same-origin JSON
 * for every write, a valid session except on the open paths, and the
 * signed-in role allowed the route's action (./route-policy). Register it in
 * the app before any route.
 */
export function adminGate(services: Services, { siteUrl }: { siteUrl: string }) {
  const siteOrigin = new URL(siteUrl).origin;
  return new Elysia({ name: 'admin-gate' }).onRequest(async ({ request, set }) => {
    // Cheap test first: this runs for every request the site serves.
    if (!request.url.includes(ADMIN_API_PREFIX)) return;
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(ADMIN_API_PREFIX)) return;
    set.headers['cache-control'] = 'no-store';
    if (!SAFE_METHODS.has(request.method)) {
      if (!isSameOrigin(request, siteOrigin)) {
        return jsonError(403, { message: 'Cross-origin requests are not allowed' });
      }
      if (!acceptsBodyType(request, pathname)) {
        const expected = MULTIPART_PATHS.has(pathname)
          ? 'multipart/form-data (an upload) or application/json'
          : 'application/json';
        return jsonError(415, { message: `Content-Type must be ${expected}` });
      }
    }
    if (OPEN_ADMIN_PATHS.has(pathname)) return;
    const admin = await services.auth.authenticate(readSessionToken(request.headers.get('cookie')));
    // A write's steps are long: readers who arrived during this one go first (readers-first.ts).
    if (!SAFE_METHODS.has(request.method)) await readersFirst();
    if (!admin) return jsonError(401, { message: UNAUTHENTICATED_MESSAGE });
    const policy = policyFor(request.method, pathname);
    const refusal = policy ? await refusalFor(services, admin, policy) : null;
    if (refusal) return jsonError(403, { message: refusal });
    signedIn.set(request, admin);
  });
}

/**
 * Gives a module's routes the signed-in `admin` (401 without one). It reuses
 * what the gate found, and checks the session and the role itself if the
 * gate did not run, so a route is never open by accident. Scoped: it applies to the routes of
 * the module that uses it, registered after the `.use`, and no further.
 */
export function adminSession(services: Services) {
  return new Elysia().resolve({ as: 'scoped' }, async ({ request }) => {
    const checked = signedIn.get(request);
    if (checked) return { admin: checked };
    const admin = await services.auth.authenticate(readSessionToken(request.headers.get('cookie')));
    if (!admin) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
    const policy = policyFor(request.method, new URL(request.url).pathname);
    const refusal = policy ? await refusalFor(services, admin, policy) : null;
    if (refusal) throw new HttpError(403, refusal);
    return { admin };
  });
}
