/**
 * Stands in, in the browser build, for TanStack Query's infinite-query fetch
 * behaviour, which its query module imports whether or not a site uses
 * infinite queries. The site does not: the client build fails if
 * `useInfiniteQuery` is ever bundled (scripts/build-client.ts), and a query
 * made infinite by other means stops here rather than misbehaving.
 */
export function infiniteQueryBehavior(): never {
  throw new Error('Infinite queries are not part of the browser build');
}
