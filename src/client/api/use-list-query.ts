import {
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';

/**
 * The one rule for every list whose key changes (section, page, filters,
 * sort, author, search): the previous key's items are never shown under the
 * new heading or count. Until the new key's data is in, the list is pending
 * and its page shows the spec's skeletons, under the navigation progress bar
 * (../components/layout/navigation-progress.tsx). One exception, the media
 * library, says why where it is.
 */
export function useListQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useQuery({ ...options, placeholderData: undefined });
}
