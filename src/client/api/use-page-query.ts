import {
  type DefaultError,
  notifyManager,
  type Query,
  type QueryClient,
  type QueryKey,
  type QueryObserverOptions,
  type UseQueryOptions,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * The options a reader page's query takes: a query definition (./articles.ts
 * and its neighbours) and whether it may run. What TanStack's observer adds
 * beyond that (select, placeholder data, intervals, suspense, a stale time of
 * its own) is left out on purpose; a query that needs it uses `useQuery`.
 */
export type PageQueryOptions<TData, TQueryKey extends QueryKey> = Omit<
  UseQueryOptions<TData, DefaultError, TData, TQueryKey>,
  | 'select'
  | 'placeholderData'
  | 'refetchInterval'
  | 'refetchOnMount'
  | 'refetchIntervalInBackground'
  | 'retryOnMount'
  | 'subscribed'
  | 'experimental_prefetchInRender'
  | 'notifyOnChangeProps'
  | 'suspense'
  | 'throwOnError'
  | 'staleTime'
>;

interface PageQueryCommon {
  fetchStatus: 'fetching' | 'paused' | 'idle';
  isFetching: boolean;
  /** Loads the query again, as the page's "Try again" asks; never rejects. */
  refetch: () => Promise<void>;
}

/** What `useQuery` returns for the same query, in the fields the reader pages read. */
export type PageQueryResult<TData> = PageQueryCommon &
  (
    | {
        status: 'pending';
        isPending: true;
        isError: false;
        isSuccess: false;
        data: undefined;
        error: null;
      }
    | {
        status: 'error';
        isPending: false;
        isError: true;
        isSuccess: false;
        data: TData | undefined;
        error: DefaultError;
      }
    | {
        status: 'success';
        isPending: false;
        isError: false;
        isSuccess: true;
        data: TData;
        error: null;
      }
  );

type AnyQuery = Query<unknown, DefaultError, unknown, QueryKey>;
type Defaulted = QueryObserverOptions<unknown, DefaultError, unknown, unknown, QueryKey>;

const noop = () => undefined;

const isEnabled = (query: AnyQuery, options: Defaulted) =>
  (typeof options.enabled === 'function' ? options.enabled(query) : options.enabled) !== false;

/** Whether a mount, a new key or a newly enabled query loads it, as TanStack decides. */
const wantsFetch = (query: AnyQuery, options: Defaulted) =>
  isEnabled(query, options) && query.isStaleByTime(options.staleTime as number);

/**
 * What a query's observers tell it (query-core's query.ts asks for exactly
 * these): whether a reconnect should load it again, whether it is stale for
 * them, and their options, which it reads for `enabled`, `staleTime` and the
 * query function.
 */
function createPageObserver() {
  const observer = {
    options: {} as Defaulted,
    query: undefined as AnyQuery | undefined,
    refetch(fetchOptions?: { cancelRefetch?: boolean }) {
      return (
        observer.query?.fetch(observer.options as never, fetchOptions) ?? Promise.resolve()
      ).then(noop, noop);
    },
    getCurrentResult: () => ({
      isStale: observer.query ? wantsFetch(observer.query, observer.options) : false,
    }),
    shouldFetchOnReconnect: () => observer.shouldFetchOn(observer.options.refetchOnReconnect),
    shouldFetchOnWindowFocus: () => observer.shouldFetchOn(observer.options.refetchOnWindowFocus),
    shouldFetchOn(setting: unknown) {
      if (!observer.query || observer.options.staleTime === 'static') return false;
      return (
        setting === 'always' || (setting !== false && wantsFetch(observer.query, observer.options))
      );
    },
    // The hook hears of every change through the query cache instead.
    onQueryUpdate: noop,
  };
  return observer;
}

/**
 * `useQuery` for reader pages, in a fraction of its bytes: the page reads the
 * query's own state from the cache, which the server dehydrated and the
 * browser hydrated, and loads it when TanStack's observer would (on mount, on
 * a new key or when enabled, if stale; on reconnect). The result carries the
 * same status, data, error and fetch status as `useQuery`'s for the same
 * query at every step, which `use-page-query.test.tsx` checks side by side;
 * the server renders with it too, so hydration meets what it drew.
 */
export function usePageQuery<TData, TQueryKey extends QueryKey = QueryKey>(
  options: PageQueryOptions<TData, TQueryKey>,
): PageQueryResult<TData> {
  const client: QueryClient = useQueryClient();
  const defaulted = client.defaultQueryOptions(options as never) as Defaulted;
  const query = client.getQueryCache().build(client, defaulted as never) as AnyQuery;
  const enabled = isEnabled(query, defaulted);
  const [observer] = useState(createPageObserver);
  // The query this hook has taken up while enabled (its effect ran for it), or null.
  const takenUp = useRef<AnyQuery | null>(null);

  const state = useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        const changed = notifyManager.batchCalls(onChange);
        return client.getQueryCache().subscribe((event) => {
          if (event.query === query) changed();
        });
      },
      [client, query],
    ),
    () => query.state,
    () => query.state,
  );

  // Options other than the key and `enabled` are the definition's, fixed per key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and `enabled` decide
  useEffect(() => {
    observer.options = defaulted;
    observer.query = query;
    query.addObserver(observer as never);
    takenUp.current = enabled ? query : null;
    if (wantsFetch(query, defaulted)) void observer.refetch();
    return () => {
      query.removeObserver(observer as never);
    };
  }, [observer, query, enabled]);

  // Until the effect has run for this query, show what the load it will start
  // shows: fetching and, with no data yet, pending (TanStack's optimistic result).
  let { status, fetchStatus, error } = state;
  if (takenUp.current !== query && wantsFetch(query, defaulted)) {
    fetchStatus = 'fetching';
    if (state.data === undefined) {
      status = 'pending';
      error = null;
    }
  }
  return {
    status,
    fetchStatus,
    isFetching: fetchStatus === 'fetching',
    isPending: status === 'pending',
    isError: status === 'error',
    isSuccess: status === 'success',
    data: state.data,
    error,
    refetch: () => observer.refetch({ cancelRefetch: true }),
  } as PageQueryResult<TData>;
}

/**
 * The one rule for every list whose key changes (section, page, filters,
 * sort, author, search): the previous key's items are never shown under the
 * new heading or count. Until the new key's data is in, the list is pending
 * and its page shows the spec's skeletons, under the navigation progress bar
 * (../components/layout/navigation-progress.tsx). `usePageQuery` has no
 * placeholder data, so no list can keep the previous key's. One exception,
 * the media library, says why where it is.
 */
export const useListQuery = usePageQuery;
