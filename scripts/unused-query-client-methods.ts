/**
 * TanStack's `QueryClient` is one class, so every method of it is in every
 * page's entry whether anything calls it or not. The browser build leaves out
 * the methods that neither the site nor the parts of TanStack it bundles call
 * (about 1.5 KB minified): the infinite-query family (the site has no
 * infinite query), the `ensure…`, `reset…` and `…Defaults` setters, the bulk
 * readers and writers. Each must be found exactly once in the library's
 * source, or the build fails (a renamed or reshaped method would otherwise
 * stay silently); and a call to any of them by name in the built files fails
 * the build too, rather than a page throwing "is not a function".
 */
import type { BunPlugin } from 'bun';

export const UNUSED_QUERY_CLIENT_METHODS = [
  'isMutating',
  'ensureQueryData',
  'getQueriesData',
  'setQueriesData',
  'getQueryState',
  'resetQueries',
  'query',
  'infiniteQuery',
  'fetchInfiniteQuery',
  'prefetchInfiniteQuery',
  'ensureInfiniteQueryData',
  'setDefaultOptions',
  'setQueryDefaults',
  'setMutationDefaults',
] as const;

/** One method of the class in query-core's build: its doc comment, then its body up to the tab-indented `}`. */
const methodPattern = (name: string) =>
  new RegExp(
    `\\n\\t(?:/\\*\\*(?:[^*]|\\*(?!/))*\\*/\\n\\t)?(?:async )?${name}\\([^)]*\\) \\{\\n[\\s\\S]*?\\n\\t\\}(?=\\n)`,
    'g',
  );

export function withoutMethods(source: string, names: readonly string[]): string {
  let trimmed = source;
  for (const name of names) {
    const found = trimmed.match(methodPattern(name))?.length ?? 0;
    if (found !== 1) {
      throw new Error(
        `QueryClient.${name} was found ${found} times in query-core's source, not once`,
      );
    }
    trimmed = trimmed.replace(methodPattern(name), '');
  }
  return trimmed;
}

export const unusedQueryClientMethods: BunPlugin = {
  name: 'unused-query-client-methods',
  setup(build) {
    build.onLoad({ filter: /\/query-core\/build\/modern\/queryClient\.js$/ }, async (args) => ({
      contents: withoutMethods(await Bun.file(args.path).text(), UNUSED_QUERY_CLIENT_METHODS),
      loader: 'js',
    }));
  },
};

/** The first left-out method a built file calls by name, if any. */
export function callToLeftOutMethod(code: string): string | undefined {
  return UNUSED_QUERY_CLIENT_METHODS.find((name) => new RegExp(`\\.${name}\\(`).test(code));
}
