import { type ArticleStatus, PUBLIC_ARTICLE_STATUSES } from '~/shared/article-constants';

interface PublishState {
  status: ArticleStatus;
  publishedAt: string | null;
}

const isPublicStatus = (status: ArticleStatus) =>
  (PUBLIC_ARTICLE_STATUSES as readonly string[]).includes(status);

const scheduledAt = (state: PublishState, now: number) =>
  isPublicStatus(state.status) && state.publishedAt !== null && Date.parse(state.publishedAt) > now
    ? state.publishedAt
    : null;

const isOut = (state: PublishState, now: number) =>
  isPublicStatus(state.status) && scheduledAt(state, now) === null;

/**
 * What a save did to an article's publication, for the audit trail: put it
 * out (it was not public before), scheduled it (or moved its time), or
 * neither. A story that comes out at its scheduled time was recorded when
 * it was scheduled, so several server processes never record it twice.
 */
export function publicationEvent(
  before: PublishState | null,
  after: PublishState,
  now: number,
): { action: 'article.publish' } | { action: 'article.schedule'; at: string } | null {
  const scheduled = scheduledAt(after, now);
  if (scheduled !== null) {
    const earlier = before === null ? null : scheduledAt(before, now);
    return earlier !== null && Date.parse(earlier) === Date.parse(scheduled)
      ? null
      : { action: 'article.schedule', at: scheduled };
  }
  if (isOut(after, now) && (before === null || !isOut(before, now))) {
    return { action: 'article.publish' };
  }
  return null;
}
