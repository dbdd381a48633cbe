import type { AdminAction } from '~/shared/roles';

/** What a signed-in request to one admin route needs. */
export interface RoutePolicy {
  method: string;
  /** The route as registered, `:name` for a path parameter. */
  path: string;
  action: AdminAction;
  /** How a refusal names the action: "Your role (author) does not allow you to {what}". */
  what: string;
  /**
   * The route changes one article, named by `:id`: a role that may only
   * write its own articles is refused anyone else's.
   */
  ownArticle?: boolean;
  /** Allowed while the user must still change a temporary password. */
  beforePasswordChange?: boolean;
}

/**
 * Every signed-in admin route and the action it needs, in one table so a
 * reviewer sees the whole permission model at once. The gate refuses a role
 * here, before the route reads the body; a route missing from this table is
 * caught by a test over the app's registered routes.
 */
export const ADMIN_ROUTE_POLICIES: readonly RoutePolicy[] = [
  {
    method: 'POST',
    path: '/api/admin/auth/logout',
    action: 'account',
    what: 'sign out',
    beforePasswordChange: true,
  },
  {
    method: 'PATCH',
    path: '/api/admin/auth/password',
    action: 'account',
    what: 'change your password',
    beforePasswordChange: true,
  },
  {
    method: 'PATCH',
    path: '/api/admin/auth/username',
    action: 'account',
    what: 'change your username',
  },
  { method: 'GET', path: '/api/admin/articles', action: 'articles.read', what: 'read articles' },
  {
    method: 'GET',
    path: '/api/admin/article-counts',
    action: 'articles.read',
    what: 'read articles',
  },
  // Every role sees the views of the articles it can see; the dashboard is the desk's.
  {
    method: 'GET',
    path: '/api/admin/analytics/article-views',
    action: 'articles.read',
    what: 'read articles',
  },
  {
    method: 'GET',
    path: '/api/admin/analytics',
    action: 'analytics.read',
    what: 'read the readership figures',
  },
  {
    method: 'GET',
    path: '/api/admin/articles/:id',
    action: 'articles.read',
    what: 'read articles',
  },
  {
    method: 'POST',
    path: '/api/admin/articles',
    action: 'articles.write-own',
    what: 'write articles',
  },
  {
    method: 'PATCH',
    path: '/api/admin/articles/:id',
    action: 'articles.write-own',
    what: 'edit articles',
    ownArticle: true,
  },
  {
    method: 'DELETE',
    path: '/api/admin/articles/:id',
    action: 'articles.write-own',
    what: 'delete articles',
    ownArticle: true,
  },
  {
    method: 'GET',
    path: '/api/admin/articles/:id/revisions',
    action: 'articles.read',
    what: "read an article's history",
  },
  {
    method: 'GET',
    path: '/api/admin/articles/:id/revisions/:version',
    action: 'articles.read',
    what: "read an article's history",
  },
  {
    method: 'POST',
    path: '/api/admin/articles/:id/revisions/:version/restore',
    action: 'articles.write-own',
    what: 'restore versions of articles',
    ownArticle: true,
  },
  {
    method: 'POST',
    path: '/api/admin/articles/:id/corrections',
    action: 'articles.correct',
    what: 'append corrections',
  },
  {
    method: 'GET',
    path: '/api/admin/author-profiles',
    action: 'authors.read',
    what: 'read author profiles',
  },
  {
    method: 'POST',
    path: '/api/admin/author-profiles',
    action: 'authors.manage',
    what: 'manage author profiles',
  },
  {
    method: 'PATCH',
    path: '/api/admin/author-profiles/:id',
    action: 'authors.manage',
    what: 'manage author profiles',
  },
  {
    method: 'DELETE',
    path: '/api/admin/author-profiles/:id',
    action: 'authors.manage',
    what: 'manage author profiles',
  },
  {
    method: 'GET',
    path: '/api/admin/breaking-news',
    action: 'ticker.manage',
    what: 'manage the breaking news ticker',
  },
  {
    method: 'POST',
    path: '/api/admin/breaking-news',
    action: 'ticker.manage',
    what: 'manage the breaking news ticker',
  },
  {
    method: 'PATCH',
    path: '/api/admin/breaking-news/:id',
    action: 'ticker.manage',
    what: 'manage the breaking news ticker',
  },
  {
    method: 'DELETE',
    path: '/api/admin/breaking-news/:id',
    action: 'ticker.manage',
    what: 'manage the breaking news ticker',
  },
  {
    method: 'GET',
    path: '/api/admin/export-database',
    action: 'database.manage',
    what: 'export the database',
  },
  {
    method: 'POST',
    path: '/api/admin/import-database',
    action: 'database.manage',
    what: 'import a database',
  },
  { method: 'GET', path: '/api/admin/users', action: 'users.manage', what: 'manage users' },
  { method: 'POST', path: '/api/admin/users', action: 'users.manage', what: 'manage users' },
  {
    method: 'PATCH',
    path: '/api/admin/users/:id',
    action: 'users.manage',
    what: 'manage users',
  },
  {
    method: 'POST',
    path: '/api/admin/users/unlock',
    action: 'users.manage',
    what: 'unlock accounts',
  },
  // Anyone who writes articles needs images for them; the routes refuse an
  // author someone else's image (modules/media/admin-routes.ts).
  {
    method: 'GET',
    path: '/api/admin/media',
    action: 'articles.write-own',
    what: 'use the media library',
  },
  { method: 'POST', path: '/api/admin/media', action: 'articles.write-own', what: 'upload images' },
  {
    method: 'POST',
    path: '/api/admin/media/delete',
    action: 'articles.write-own',
    what: 'delete images',
  },
  {
    method: 'PATCH',
    path: '/api/admin/media/:id',
    action: 'articles.write-own',
    what: 'edit images',
  },
  {
    method: 'DELETE',
    path: '/api/admin/media/:id',
    action: 'articles.write-own',
    what: 'delete images',
  },
  {
    method: 'GET',
    path: '/api/admin/activity',
    action: 'activity.read',
    what: 'read the activity log',
  },
];

interface CompiledPolicy {
  policy: RoutePolicy;
  pattern: RegExp;
}

const compiled: CompiledPolicy[] = ADMIN_ROUTE_POLICIES.map((policy) => ({
  policy,
  pattern: new RegExp(`^${policy.path.replace(/:[^/]+/g, '([^/]+)')}$`),
}));

/** A matched policy and the `:id` of its path, when it has one. */
export interface PolicyMatch {
  policy: RoutePolicy;
  id: string | null;
}

/**
 * The policy of a request, or null for a path or method no admin route
 * answers (the router then says 404 or 405). HEAD is checked as the GET it
 * mirrors. A literal path wins over a parameter ("users/unlock" is not user
 * "unlock"), so policies are tried in the order of the table after literal ones.
 */
export function policyFor(method: string, pathname: string): PolicyMatch | null {
  const asMethod = method === 'HEAD' ? 'GET' : method;
  let found: PolicyMatch | null = null;
  for (const { policy, pattern } of compiled) {
    if (policy.method !== asMethod) continue;
    const match = pattern.exec(pathname);
    if (!match) continue;
    const literal = !policy.path.includes(':');
    if (literal) return { policy, id: null };
    found ??= { policy, id: policy.path.includes(':id') ? (match[1] ?? null) : null };
  }
  return found;
}
