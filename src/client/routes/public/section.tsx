import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from 'wouter';
import { findSection, OBITUARIES_SLUG } from '~/shared/sections';
import { articlePageQuery } from '../../api/articles';
import { ArticleCard } from '../../components/articles/article-card';
import { PageLinks, pageFromSearch } from '../../components/page-links';
import { PageMeta } from '../../components/page-meta';

export const SECTION_PAGE_SIZE = 9;

function sectionListQuery(slug: string, search: URLSearchParams) {
  const page = pageFromSearch(search);
  return articlePageQuery({
    section: slug,
    limit: SECTION_PAGE_SIZE,
    offset: (page - 1) * SECTION_PAGE_SIZE,
  });
}

/** 404 for an unknown section; otherwise its first page of articles. */
export async function prefetchSection(
  queryClient: QueryClient,
  slug: string,
  search: URLSearchParams,
) {
  if (!findSection(slug)) return { status: 404 };
  await queryClient.prefetchQuery(sectionListQuery(slug, search));
  return {};
}

export function SectionPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const search = new URLSearchParams(useSearch());
  const section = findSection(slug);
  const list = useQuery({ ...sectionListQuery(slug, search), enabled: Boolean(section) });

  if (!section) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-20 text-center">
        <PageMeta title="Section Not Found" path={`/section/${slug}`} noindex />
        <h1 className="font-serif text-4xl font-bold">Section Not Found</h1>
        <p className="mt-4 text-muted">The section you're looking for doesn't exist</p>
        <Link href="/" className="button-primary mt-8 inline-block">
          Back to Home
        </Link>
      </div>
    );
  }

  const page = pageFromSearch(search);
  const totalPages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SECTION_PAGE_SIZE));
  const isObituaries = section.slug === OBITUARIES_SLUG;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta
        title={section.name}
        description={section.description}
        path={`/section/${section.slug}`}
      />
      <h1 className="font-serif text-4xl font-bold">{section.name}</h1>
      <p className="mt-2 text-muted">{section.description}</p>
      {list.data && list.data.articles.length === 0 ? (
        <div className="mt-10 text-center">
          <h2 className="text-xl font-semibold">
            {isObituaries ? 'No Memorials Found' : 'No Articles Found'}
          </h2>
          <p className="mt-2 text-muted">
            {isObituaries
              ? 'No memorial articles are currently available in this section'
              : 'Try adjusting your filters to see more articles'}
          </p>
        </div>
      ) : (
        <div
          className={
            isObituaries
              ? 'mt-8 grid gap-6 md:grid-cols-2'
              : 'mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3'
          }
        >
          {list.data?.articles.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </div>
      )}
      <PageLinks
        page={page}
        totalPages={totalPages}
        hrefFor={(n) => `/section/${section.slug}${n === 1 ? '' : `?page=${n}`}`}
      />
    </div>
  );
}
