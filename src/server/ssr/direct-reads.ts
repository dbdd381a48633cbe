import { type FetchQueryOptions, noop, type QueryClient } from '@tanstack/react-query';

/*
 * A render's query client starts empty, and a page's prefetch reads each of
 * its queries once (render-page.tsx). TanStack's fetch around each read (a
 * retryer, an abort controller, its state moved through "fetching" and
 * observers told) is about a twentieth of a render. So the render's client
 * calls each query's function itself and writes what it answered as the
 * query's data, which leaves the query in the state a fetch leaves it in
 * (tests/server/ssr/direct-reads.test.ts compares the two). Anything else
 * (a query already there, a read that fails) goes through TanStack's own
 * fetch, so a failure is the query's error as before.
 */

/** The signal a query function is handed on the server: a render is never cancelled. */
const NEVER_ABORTED = new AbortController().signal;

/** From now on `client` reads its queries' data directly (see above). */
export function readQueriesDirectly(client: QueryClient): void {
  const fetchThroughTanStack = client.fetchQuery.bind(client);
  // biome-ignore lint/suspicious/noExplicitAny: any query's options, as TanStack's own method takes them
  type AnyOptions = FetchQueryOptions<any, any, any, any, any>;
  const fetchQuery = (options: AnyOptions): Promise<unknown> => {
    const defaulted = client.defaultQueryOptions(options);
    const { queryKey, queryFn, meta } = defaulted;
    if (
      typeof queryFn !== 'function' ||
      defaulted.initialData !== undefined ||
      client.getQueryState(queryKey) !== undefined
    ) {
      return fetchThroughTanStack(options);
    }
    // In the cache from now, as a fetch puts it: the page's data lists queries in that order.
    client.getQueryCache().build(client, defaulted);
    let read: Promise<unknown>;
    try {
      read = Promise.resolve(
        queryFn({ client, queryKey, meta, signal: NEVER_ABORTED } as Parameters<typeof queryFn>[0]),
      );
    } catch (error) {
      read = Promise.reject(error);
    }
    return read.then(
      (data) => {
        // TanStack refuses undefined as data: its fetch says so.
        if (data === undefined) return fetchThroughTanStack(options);
        client.setQueryData(queryKey, data as never);
        return data;
      },
      // The failure recorded as TanStack's fetch records it, without reading again.
      (error: unknown) =>
        fetchThroughTanStack({ ...options, queryFn: () => Promise.reject(error) }),
    );
  };
  client.fetchQuery = fetchQuery as QueryClient['fetchQuery'];
  client.prefetchQuery = ((options: AnyOptions) =>
    fetchQuery(options).then(noop, noop)) as unknown as QueryClient['prefetchQuery'];
}
