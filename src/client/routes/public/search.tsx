import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { articlePageQuery } from '../../api/articles';
import { ArticleCard } from '../../components/articles/article-card';
import { PageMeta } from '../../components/page-meta';

function searchQuery(q: string) {
  return articlePageQuery({ q, limit: 50 });
}

export async function prefetchSearch(queryClient: QueryClient, search: URLSearchParams) {
  const q = search.get('q')?.trim();
  if (q) await queryClient.prefetchQuery(searchQuery(q));
}

export function SearchPage() {
  const q = new URLSearchParams(useSearch()).get('q')?.trim() ?? '';
  const results = useQuery({ ...searchQuery(q), enabled: q !== '' });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta title={q ? `Search: ${q}` : 'Search'} path="/search" noindex={q !== ''} />
      <h1 className="font-serif text-4xl font-bold">Search the Multiverse</h1>
      <search>
        <form action="/search" method="get" className="mt-6 flex gap-2">
          <label htmlFor="search-q" className="sr-only">
            Search articles
          </label>
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={q}
            className="input flex-1"
            placeholder="Search articles..."
          />
          <button type="submit" className="button-primary">
            Search
          </button>
        </form>
      </search>
      {q && results.data?.articles.length === 0 ? (
        <p className="mt-8">No results found across any reality</p>
      ) : null}
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {results.data?.articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
    </div>
  );
}
