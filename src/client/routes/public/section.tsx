import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearch } from 'wouter';
import { articlePath, sectionCanonicalPath } from '~/shared/canonical-paths';
import {
  parseSectionListing,
  SECTION_PAGE_SIZE,
  type SectionListing,
  sectionApiParams,
  sectionListingHref,
  sectionPageCount,
} from '~/shared/section-listing';
import { findSection, OBITUARIES_SLUG } from '~/shared/sections';
import { siteConfig } from '~/shared/site-config';
import { articlePageQuery } from '../../api/articles';
import { useListQuery } from '../../api/use-page-query';
import { ArticleCard } from '../../components/articles/article-card';
import { LoadFailure } from '../../components/feedback/load-failure';
import { PageMeta } from '../../components/page-meta';
import { CardSkeletons } from '../../components/section/card-skeletons';
import { ListingControls } from '../../components/section/listing-controls';
import { MemorialCard } from '../../components/section/memorial-card';
import { Pagination } from '../../components/section/pagination';
import { useSiteRuntime } from '../../site-context';

function sectionListQuery(slug: string, listing: SectionListing) {
  return articlePageQuery(sectionApiParams(slug, listing));
}

/** 404 for an unknown section; otherwise the page of its listing the URL asks for. */
export async function prefetchSection(
  queryClient: QueryClient,
  slug: string,
  search: URLSearchParams,
) {
  if (!findSection(slug)) return { status: 404 };
  const listing = parseSectionListing(search, slug === OBITUARIES_SLUG);
  await queryClient.prefetchQuery(sectionListQuery(slug, listing));
  return {};
}

function SectionNotFound({ slug }: { slug: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <PageMeta
        title="Section Not Found"
        description="The section you're looking for doesn't exist"
        path={`/section/${slug}`}
        noindex
      />
      <h1 className="font-serif text-4xl font-bold">Section Not Found</h1>
      <p className="mt-4 text-muted">The section you're looking for doesn't exist</p>
      <Link href="/" className="button-primary mt-8 inline-block">
        Back to Home
      </Link>
    </div>
  );
}

export function SectionPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const search = new URLSearchParams(useSearch());
  const section = findSection(slug);
  const memorial = slug === OBITUARIES_SLUG;
  const listing = parseSectionListing(search, memorial);
  const { siteUrl } = useSiteRuntime();
  const list = useListQuery({ ...sectionListQuery(slug, listing), enabled: Boolean(section) });

  if (!section) return <SectionNotFound slug={slug} />;

  const path = `/section/${section.slug}`;
  const total = list.data?.total ?? 0;
  const totalPages = sectionPageCount(total);
  const articles = list.data?.articles ?? [];
  const grid = memorial ? 'grid gap-6 md:grid-cols-2' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
  const first = (listing.page - 1) * SECTION_PAGE_SIZE + 1;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta
        title={section.name}
        description={section.description}
        path={sectionCanonicalPath(section.slug, listing, list.data ? totalPages : undefined)}
        card={(build) => build.sectionCard(section)}
        feeds={{ title: `${section.name} - ${siteConfig.name}`, path }}
        jsonLd={(build) =>
          build.jsonLdGraph(
            {
              '@type': 'CollectionPage',
              name: section.name,
              description: section.description,
              url: `${siteUrl}${path}`,
              mainEntity: {
                '@type': 'ItemList',
                itemListElement: articles.map((article, index) => ({
                  '@type': 'ListItem',
                  position: first + index,
                  url: `${siteUrl}${articlePath(article)}`,
                })),
              },
            },
            build.breadcrumbList(siteUrl, [
              { name: 'Home', path: '/' },
              { name: 'Sections', path: '/sections' },
              { name: section.name },
            ]),
          )
        }
      />
      <header className="border-b border-border pb-6">
        <p className="text-xs font-semibold uppercase tracking-widest text-muted">
          <Link href="/sections" className="hover:underline">
            {section.group}
          </Link>
        </p>
        <h1 className="mt-1 font-serif text-4xl font-bold sm:text-5xl">{section.name}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">{section.description}</p>
      </header>

      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        {memorial ? null : <ListingControls slug={section.slug} listing={listing} />}
        {list.data ? (
          <p className="text-sm text-muted" aria-live="polite">
            {total} {total === 1 ? 'article' : 'articles'}
            {totalPages > 1 ? ` · page ${listing.page} of ${totalPages}` : ''}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="section-articles" className="mt-8">
        <h2 id="section-articles" className="sr-only">
          {memorial ? 'Memorials' : `${section.name} articles`}
        </h2>
        {list.isPending ? (
          <CardSkeletons count={memorial ? 4 : 9} className={grid} />
        ) : list.isError ? (
          <LoadFailure what="The articles" error={list.error} onRetry={() => void list.refetch()} />
        ) : articles.length === 0 ? (
          <div className="rounded-lg border border-dashed border-border px-4 py-16 text-center">
            <h2 className="font-serif text-2xl font-bold">
              {memorial ? 'No Memorials Found' : 'No Articles Found'}
            </h2>
            <p className="mt-2 text-muted">
              {memorial
                ? 'No memorial articles are currently available in this section'
                : 'Try adjusting your filters to see more articles'}
            </p>
          </div>
        ) : (
          <div className={grid}>
            {/* The first card's image is the page's largest paint: it loads first. */}
            {articles.map((article, index) =>
              memorial ? (
                <MemorialCard key={article.id} article={article} eager={index === 0} />
              ) : (
                <ArticleCard key={article.id} article={article} eager={index === 0} />
              ),
            )}
          </div>
        )}
      </section>

      <Pagination
        page={listing.page}
        totalPages={totalPages}
        hrefFor={(page) => sectionListingHref(section.slug, { ...listing, page })}
      />
    </div>
  );
}
