import { z } from 'zod';

/** What the audit trail records. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'user.create',
  'user.role',
  'user.disable',
  'user.enable',
  'user.temporary-password',
  'user.unlock',
  'account.password',
  'account.username',
  'article.publish',
  'article.schedule',
  'article.delete',
  'article.correct',
  'author-profile.delete',
  'breaking-news.delete',
  'database.export',
  'database.import',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the activity page names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'user.create': 'Created user',
  'user.role': 'Changed role',
  'user.disable': 'Disabled user',
  'user.enable': 'Enabled user',
  'user.temporary-password': 'Issued temporary password',
  'user.unlock': 'Unlocked user',
  'account.password': 'Changed own password',
  'account.username': 'Changed own username',
  'article.publish': 'Published article',
  'article.schedule': 'Scheduled article',
  'article.delete': 'Deleted article',
  'article.correct': 'Appended correction',
  'author-profile.delete': 'Deleted author profile',
  'breaking-news.delete': 'Deleted breaking news',
  'database.export': 'Exported database',
  'database.import': 'Imported database',
};

/** One entry of the audit trail, as GET /api/admin/activity answers it. */
export interface AuditEvent {
  id: number;
  at: string;
  /** The account's username as it was then, or the name typed at a failed sign-in. */
  actor: string | null;
  action: AuditAction;
  target: string | null;
  detail: string | null;
  address: string;
}

export const ACTIVITY_PAGE_SIZE = 50;

/** GET /api/admin/activity: newest first, a page at a time. */
export const activityQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be 200 or less')
    .default(ACTIVITY_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .default(0),
});
