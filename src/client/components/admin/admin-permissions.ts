import { useQuery } from '@tanstack/react-query';
import { type AdminAction, can } from '~/shared/roles';
import { adminSessionQuery } from '../../api/admin-auth';

/**
 * The action each back-office page needs, by its path: pages a role cannot
 * use are left out of the header and answered with a refusal if opened.
 * Pages not listed (the articles, settings) are every role's.
 */
const PAGE_ACTIONS: ReadonlyArray<[prefix: string, action: AdminAction]> = [
  ['/admin/breaking-news', 'ticker.manage'],
  ['/admin/media', 'articles.write-own'],
  ['/admin/authors', 'authors.manage'],
  ['/admin/database', 'database.manage'],
  ['/admin/users', 'users.manage'],
  ['/admin/activity', 'activity.read'],
  ['/admin/analytics', 'analytics.read'],
];

export function pageAction(path: string): AdminAction | null {
  for (const [prefix, action] of PAGE_ACTIONS) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return action;
  }
  return null;
}

/** The signed-in user's role, or null while unknown. */
export function useAdminRole(): string | null {
  const session = useQuery(adminSessionQuery);
  return session.data?.user?.role ?? null;
}

/**
 * Whether the signed-in user may edit or delete an article: any article with
 * 'articles.write-any', else only one they created.
 */
export function useMayChangeArticle(article: { createdBy?: string | null }): boolean {
  const session = useQuery(adminSessionQuery);
  const user = session.data?.user;
  if (!user) return false;
  if (can(user.role, 'articles.write-any')) return true;
  return can(user.role, 'articles.write-own') && article.createdBy === user.username;
}

/** Whether the signed-in user may take an action: the server's rule, to hide what it would refuse. */
export function useCan(action: AdminAction): boolean {
  return can(useAdminRole(), action);
}

/** Whether a role may open the page at `path` (a link to it is shown). */
export function mayVisit(role: string | null, path: string): boolean {
  const action = pageAction(path);
  return action === null || can(role, action);
}
