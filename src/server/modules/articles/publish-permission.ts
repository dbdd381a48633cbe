import type { ArticleStatus } from '~/shared/article-constants';
import { can, refusalMessage, UNPUBLISHED_STATUSES } from '~/shared/roles';

/** What a save says about publishing, and what the stored article said. */
export interface PublishFields {
  status: ArticleStatus;
  featured: boolean;
}

/**
 * Why a role may not save these publishing fields, or null when it may. A
 * role without 'articles.publish' may save draft or developing and leave
 * featured off; it may also keep what an editor already set (fixing a typo
 * in a published story does not unpublish it), but never set it itself.
 */
export function publishRefusal(
  role: string,
  input: PublishFields,
  stored: PublishFields | null,
): string | null {
  if (can(role, 'articles.publish')) return null;
  const keepsStatus = stored !== null && stored.status === input.status;
  if (!UNPUBLISHED_STATUSES.includes(input.status) && !keepsStatus) {
    return refusalMessage(role, `set the status to ${input.status}`);
  }
  const keepsFeatured = stored !== null && stored.featured === input.featured;
  if (input.featured && !keepsFeatured) return refusalMessage(role, 'feature an article');
  return null;
}
