import type { ArticleStatus } from './article-constants';

/**
 * The newsroom's roles. The server enforces them on every admin route; the
 * admin pages read the same table to hide what a role cannot do.
 */
export const USER_ROLES = ['admin', 'editor', 'author'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A new account's role unless another is chosen. */
export const DEFAULT_USER_ROLE: UserRole = 'author';

export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  author: 'Author',
};

/** What a signed-in user may ask the back office to do. */
export type AdminAction =
  /** Their own account: sign out, the session, their password and username. */
  | 'account'
  /** Read the article list, any article and its history. */
  | 'articles.read'
  /** Create articles, and edit or delete their own. */
  | 'articles.write-own'
  /** Edit or delete anyone's article. */
  | 'articles.write-any'
  /** Set verified, breaking or published, feature an article or schedule it. */
  | 'articles.publish'
  /** Append a correction to a published article. */
  | 'articles.correct'
  /** Read the author profiles (the byline is chosen from them). */
  | 'authors.read'
  /** Create, edit and delete author profiles. */
  | 'authors.manage'
  /** The breaking news ticker. */
  | 'ticker.manage'
  /** Accounts: list, create, disable, roles, temporary passwords, unlock. */
  | 'users.manage'
  /** Export and import the whole database. */
  | 'database.manage'
  /** The audit trail. */
  | 'activity.read'
  /** The readership dashboard. */
  | 'analytics.read';

const EVERY_ACTION: readonly AdminAction[] = [
  'account',
  'articles.read',
  'articles.write-own',
  'articles.write-any',
  'articles.publish',
  'articles.correct',
  'authors.read',
  'authors.manage',
  'ticker.manage',
  'users.manage',
  'database.manage',
  'activity.read',
  'analytics.read',
];

const ROLE_ACTIONS: Record<UserRole, ReadonlySet<AdminAction>> = {
  admin: new Set(EVERY_ACTION),
  // All content, but not accounts, the database or the audit trail.
  editor: new Set<AdminAction>([
    'account',
    'articles.read',
    'articles.write-own',
    'articles.write-any',
    'articles.publish',
    'articles.correct',
    'authors.read',
    'authors.manage',
    'ticker.manage',
    'analytics.read',
  ]),
  // Their own stories, up to developing; nothing else in the newsroom.
  author: new Set<AdminAction>(['account', 'articles.read', 'articles.write-own', 'authors.read']),
};

export function isUserRole(value: string): value is UserRole {
  return (USER_ROLES as readonly string[]).includes(value);
}

/** Whether a role may take an action. A role the server does not know may do nothing. */
export function can(role: string | null | undefined, action: AdminAction): boolean {
  return role !== null && role !== undefined && isUserRole(role) && ROLE_ACTIONS[role].has(action);
}

/** Statuses anyone who writes articles may save; the others publish, which needs 'articles.publish'. */
export const UNPUBLISHED_STATUSES: readonly ArticleStatus[] = ['draft', 'developing'];

/** The statuses a role may choose in the article form. */
export function statusesFor(role: string | null | undefined): readonly ArticleStatus[] | null {
  return can(role, 'articles.publish') ? null : UNPUBLISHED_STATUSES;
}

/** The message of every refusal by role: says what the role may not do. */
export function refusalMessage(role: string, what: string): string {
  return `Your role (${role}) does not allow you to ${what}`;
}
