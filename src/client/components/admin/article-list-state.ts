import { ARTICLE_STATUSES, type ArticleStatus } from '~/shared/article-constants';
import { ADMIN_ARTICLE_SORTS, type AdminArticleSort } from '~/shared/schemas/article-query';
import { SECTION_SLUGS, type SectionSlug } from '~/shared/sections';
import type { AdminArticleListRequest } from '../../api/admin-articles';

export const ARTICLE_LIST_PATH = '/admin/articles';

/** The list as it opens: every article, the most recently edited first, page 1. */
export const DEFAULT_LIST_STATE: AdminArticleListRequest = {
  q: '',
  status: 'all',
  section: 'all',
  sort: 'updated',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The list's search, filters, order and page from its address, so a page of
 * the list can be bookmarked, reloaded and returned to. Anything unknown
 * reads as the default.
 */
export function listStateFromSearch(search: string): AdminArticleListRequest {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    status: oneOf<ArticleStatus>(ARTICLE_STATUSES, params.get('status')) ?? 'all',
    section: oneOf<SectionSlug>(SECTION_SLUGS, params.get('section')) ?? 'all',
    sort: oneOf<AdminArticleSort>(ADMIN_ARTICLE_SORTS, params.get('sort')) ?? 'updated',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for a state, naming only what differs from the default ('' for none). */
export function listSearch(state: AdminArticleListRequest): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.status !== 'all') params.set('status', state.status);
  if (state.section !== 'all') params.set('section', state.section);
  if (state.sort !== 'updated') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The list's address for a state. */
export function listHref(state: AdminArticleListRequest): string {
  return `${ARTICLE_LIST_PATH}${listSearch(state)}`;
}
