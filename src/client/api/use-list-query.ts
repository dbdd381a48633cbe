import type { QueryKey } from '@tanstack/react-query';
import { type PageQueryOptions, type PageQueryResult, usePageQuery } from './use-page-query';

/**
 * The one rule for every list whose key changes (section, page, filters,
 * sort, author, search): the previous key's items are never shown under the
 * new heading or count. Until the new key's data is in, the list is pending
 * and its page shows the spec's skeletons, under the navigation progress bar
 * (../components/layout/navigation-progress.tsx). `usePageQuery` has no
 * placeholder data, so no list can keep the previous key's. One exception,
 * the media library, says why where it is.
 */
export function useListQuery<TData, TQueryKey extends QueryKey = QueryKey>(
  options: PageQueryOptions<TData, TQueryKey>,
): PageQueryResult<TData> {
  return usePageQuery(options);
}
