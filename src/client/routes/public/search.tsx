import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { searchResultsHeading } from '~/shared/search-count';
import { searchHref } from '~/shared/search-href';
import { parseSearchFilters, SEARCH_SUGGESTIONS } from '~/shared/search-scoring';
import { searchTerms } from '~/shared/search-terms';
import { siteConfig } from '~/shared/site-config';
import { searchResultsQuery } from '../../api/articles';
import { useListQuery } from '../../api/use-page-query';
import { LoadFailure } from '../../components/feedback/load-failure';
import { PageMeta } from '../../components/page-meta';
import { useRecentSearches } from '../../components/search/recent-searches';
import { SearchForm } from '../../components/search/search-form';
import { SearchResult } from '../../components/search/search-result';
import { TermChips } from '../../components/search/term-chips';
import { useSiteRuntime } from '../../site-context';

const DESCRIPTION = `Search every story in ${siteConfig.name} by words, section and status.`;

/** Blank queries are ignored: only a real query is fetched. */
export async function prefetchSearch(queryClient: QueryClient, search: URLSearchParams) {
  const filters = parseSearchFilters(search);
  if (filters.q) await queryClient.prefetchQuery(searchResultsQuery(filters));
}

export function SearchPage() {
  const search = useSearch();
  const filters = parseSearchFilters(new URLSearchParams(search));
  const { siteUrl, analytics } = useSiteRuntime();
  const results = useListQuery({ ...searchResultsQuery(filters), enabled: filters.q !== '' });
  const found = filters.q !== '' && results.isSuccess;
  useCountSearch(analytics ? search : null, found ? filters.q : null, results.data?.total ?? 0);
  const recent = useRecentSearches(filters.q);
  const terms = searchTerms(filters.q);
  const hits = filters.q ? (results.data?.hits ?? []) : [];
  const total = results.data?.total ?? 0;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta
        title={filters.q ? `Search: ${filters.q}` : 'Search'}
        description={DESCRIPTION}
        path="/search"
        noindex={filters.q !== ''}
        jsonLd={(build) =>
          build.jsonLdGraph(
            {
              '@type': 'SearchResultsPage',
              name: 'Search',
              url: `${siteUrl}/search`,
              isPartOf: { '@type': 'WebSite', name: siteConfig.name, url: `${siteUrl}/` },
            },
            build.breadcrumbList(siteUrl, [{ name: 'Home', path: '/' }, { name: 'Search' }]),
          )
        }
      />
      <h1 className="font-serif text-4xl font-bold">Search the Multiverse</h1>
      <p className="mt-2 text-muted">Every story from every desk, across every reality we cover.</p>
      <div className="mt-6">
        <SearchForm filters={filters} />
      </div>
      {/* One chip's height held from the first paint: the stored searches arrive after hydration. */}
      <div className="mt-4 min-h-7.5">
        <TermChips
          label="Recent searches"
          terms={recent}
          hrefFor={(term) => searchHref({ ...filters, q: term })}
          oneLine
        />
      </div>

      {filters.q === '' ? null : results.isPending ? (
        <p role="status" className="mt-10 text-center text-muted">
          Searching…
        </p>
      ) : results.isError ? (
        <LoadFailure
          what="The search"
          error={results.error}
          onRetry={() => void results.refetch()}
          className="mt-10 py-0"
        />
      ) : hits.length === 0 ? (
        <div className="mt-10 rounded-lg border border-dashed border-border px-4 py-12 text-center">
          <h2 className="font-serif text-2xl font-bold">No results found across any reality</h2>
          <p className="mt-2 text-muted">Try a different word, or one of these:</p>
          <div className="mt-4 flex justify-center">
            <TermChips
              label="Suggestions"
              terms={SEARCH_SUGGESTIONS}
              hrefFor={(term) => searchHref({ q: term })}
            />
          </div>
        </div>
      ) : (
        <section aria-labelledby="results-heading" className="mt-8">
          <h2 id="results-heading" className="text-sm text-muted" aria-live="polite">
            {searchResultsHeading(total, filters.q)}
          </h2>
          <ol className="mt-4 flex flex-col gap-4">
            {hits.map((hit, index) => (
              <li key={hit.id}>
                <SearchResult hit={hit} terms={terms} eager={index === 0} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

/**
 * Counts each search once its results are shown: once per search made, not
 * per render, and with the number of results the reader saw.
 */
function useCountSearch(search: string | null, query: string | null, total: number) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (search === null || query === null || counted.current === search) return;
    counted.current = search;
    import('../../analytics/beacon').then(
      (beacon) => beacon.countSearch(query, total),
      () => undefined,
    );
  }, [search, query, total]);
}
