import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { siteConfig } from '~/shared/site-config';
import { articlePageQuery } from '../../api/articles';
import { breakingNewsQuery } from '../../api/breaking-news';
import { ArticleCard } from '../../components/articles/article-card';
import { PageLinks, pageFromSearch } from '../../components/page-links';
import { PageMeta } from '../../components/page-meta';

export const LATEST_PAGE_SIZE = 6;

const featuredQuery = articlePageQuery({ status: 'published', featured: 'true', limit: 12 });

function latestQuery(page: number) {
  return articlePageQuery({
    status: 'published',
    featured: 'false',
    limit: LATEST_PAGE_SIZE,
    offset: (page - 1) * LATEST_PAGE_SIZE,
  });
}

export async function prefetchHome(queryClient: QueryClient, search: URLSearchParams) {
  await Promise.all([
    queryClient.prefetchQuery(breakingNewsQuery),
    queryClient.prefetchQuery(featuredQuery),
    queryClient.prefetchQuery(latestQuery(pageFromSearch(search))),
  ]);
}

export function HomePage() {
  const page = pageFromSearch(new URLSearchParams(useSearch()));
  const breaking = useQuery(breakingNewsQuery);
  const featured = useQuery(featuredQuery);
  const latest = useQuery(latestQuery(page));
  const top = breaking.data?.[0];
  const totalPages = Math.max(1, Math.ceil((latest.data?.total ?? 0) / LATEST_PAGE_SIZE));

  return (
    <>
      <PageMeta title={siteConfig.name} path="/" />
      {top ? (
        <p className="bg-red-700 px-4 py-2 text-center font-semibold text-white">
          <span className="mr-2 uppercase">Breaking:</span>
          {top.link ? (
            <Link href={top.link} className="underline">
              {top.text}
            </Link>
          ) : (
            top.text
          )}
        </p>
      ) : null}
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="sr-only">{siteConfig.name}</h1>
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="mb-4 font-serif text-2xl font-bold">
            Featured Stories
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            {featured.data?.articles.map((article, index) => (
              <ArticleCard key={article.id} article={article} large={index === 0} />
            ))}
          </div>
        </section>
        <section aria-labelledby="latest-heading" className="mt-12">
          <h2 id="latest-heading" className="mb-4 font-serif text-2xl font-bold">
            Latest News
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {latest.data?.articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
          <PageLinks
            page={page}
            totalPages={totalPages}
            hrefFor={(n) => (n === 1 ? '/' : `/?page=${n}`)}
          />
        </section>
      </div>
    </>
  );
}
