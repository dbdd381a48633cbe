import type { ArticleStatus } from '~/shared/article-constants';
import { can, refusalMessage, UNPUBLISHED_STATUSES } from '~/shared/roles';

/** What a save says about publishing, and what the stored article said. */
export interface PublishFields {
  status: ArticleStatus;
  featured: boolean;
  /** ISO time in a save (absent: unchanged), as stored in an article. */
  publishedAt?: string | null;
}

function samePublishTime(requested: string | null, stored: string | null | undefined): boolean {
  if (requested === null || !stored) return requested === null && !stored;
  return Date.parse(requested) === Date.parse(stored);
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
  if (input.publishedAt !== undefined && !samePublishTime(input.publishedAt, stored?.publishedAt)) {
    return refusalMessage(role, 'schedule an article or change when it is published');
  }
  return null;
}

/** An article as a save finds it: its publishing fields and who created it. */
export interface StoredForSave extends PublishFields {
  createdBy: string | null;
}

/**
 * Why this user may not save these fields over the article as it stands,
 * or null when they may: someone else's article for a role that writes
 * only its own, or publishing fields the role may not set. Asked inside the
 * save's transaction, so the article it judges is the one the save replaces.
 */
export function saveRefusal(
  user: { id: string; role: string },
  input: PublishFields,
  stored: StoredForSave,
): string | null {
  if (!can(user.role, 'articles.write-any') && stored.createdBy !== user.id) {
    return refusalMessage(user.role, "change another person's article");
  }
  return publishRefusal(user.role, input, stored);
}
