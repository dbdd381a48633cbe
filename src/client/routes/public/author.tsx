import type { QueryClient } from '@tanstack/react-query';
import { BookOpen, Clock } from 'lucide-react';
import { useParams, useSearch } from 'wouter';
import { isUsableAuthorName } from '~/shared/author-name';
import { authorPath, pagedPath } from '~/shared/canonical-paths';
import { parsePage } from '~/shared/pagination';
import { reporterProfile } from '~/shared/reporters';
import { siteConfig } from '~/shared/site-config';
import { articlePageQuery } from '../../api/articles';
import { authorProfileQuery, authorStatsQuery } from '../../api/authors';
import { useListQuery, usePageQuery } from '../../api/use-page-query';
import { ArticleCard } from '../../components/articles/article-card';
import { LinkedinIcon, TwitterIcon } from '../../components/articles/brand-icons';
import { LoadFailure } from '../../components/feedback/load-failure';
import { PageMeta } from '../../components/page-meta';
import { ResponsiveImage } from '../../components/responsive-image';
import { CardSkeletons } from '../../components/section/card-skeletons';
import { Pagination } from '../../components/section/pagination';
import { useSiteRuntime } from '../../site-context';

/** Enough for any reporter's work on one page; longer careers page on. */
export const AUTHOR_PAGE_SIZE = 24;

/** The author's name from the URL segment; a malformed escape is taken as written. */
export function authorNameFromParam(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/** Every public article of the author, drafts aside, one page at a time. */
function authorArticlesQuery(name: string, page: number) {
  return articlePageQuery({
    author: name,
    limit: AUTHOR_PAGE_SIZE,
    offset: (page - 1) * AUTHOR_PAGE_SIZE,
  });
}

export async function prefetchAuthor(
  queryClient: QueryClient,
  param: string,
  search: URLSearchParams,
) {
  const name = authorNameFromParam(param);
  if (!isUsableAuthorName(name)) return { status: 404 };
  const list = authorArticlesQuery(name, parsePage(search.get('page')));
  await Promise.all([
    queryClient.prefetchQuery(authorProfileQuery(name)),
    queryClient.prefetchQuery(authorStatsQuery(name)),
    queryClient.prefetchQuery(list),
  ]);
  // A name nobody writes under: no profile and no public article. The page
  // still shows its empty state, but as a 404 so it is never indexed.
  const profile = queryClient.getQueryData(authorProfileQuery(name).queryKey);
  const articles = queryClient.getQueryData(list.queryKey);
  if (profile === null && articles?.total === 0) return { status: 404 };
  return {};
}

export function AuthorPage() {
  const params = useParams<{ name: string }>();
  const name = authorNameFromParam(params.name ?? '');
  const page = parsePage(new URLSearchParams(useSearch()).get('page'));
  const enabled = isUsableAuthorName(name);
  const { siteUrl } = useSiteRuntime();
  const profile = usePageQuery({ ...authorProfileQuery(name), enabled });
  const stats = usePageQuery({ ...authorStatsQuery(name), enabled });
  const list = useListQuery({ ...authorArticlesQuery(name, page), enabled });

  const reporter = reporterProfile(name, profile.data);
  const path = authorPath(name);
  const articles = list.data?.articles ?? [];
  const total = list.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / AUTHOR_PAGE_SIZE));
  const articleCount = stats.data?.articleCount ?? 0;
  const minutes = stats.data?.totalReadTime ?? 0;
  const sameAs = [reporter.twitterUrl, reporter.linkedinUrl].filter(Boolean);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta
        title={name}
        description={reporter.bio}
        path={pagedPath(path, page, list.data ? totalPages : undefined)}
        card={
          reporter.hasProfile || total > 0
            ? (build) => build.authorCard(name, profile.data?.updatedAt ?? null)
            : undefined
        }
        noindex={!reporter.hasProfile && total === 0}
        feeds={
          reporter.hasProfile || total > 0
            ? { title: `${name} - ${siteConfig.name}`, path }
            : undefined
        }
        jsonLd={(build) =>
          build.jsonLdGraph(
            {
              '@type': 'ProfilePage',
              url: `${siteUrl}${path}`,
              mainEntity: {
                '@type': 'Person',
                name,
                url: `${siteUrl}${path}`,
                jobTitle: reporter.title,
                description: reporter.bio,
                image: build.absoluteUrl(siteUrl, reporter.avatar),
                ...(sameAs.length > 0 ? { sameAs } : {}),
                ...(reporter.expertise.length > 0 ? { knowsAbout: reporter.expertise } : {}),
              },
            },
            build.breadcrumbList(siteUrl, [
              { name: 'Home', path: '/' },
              { name: 'Our Reporters', path: '/authors' },
              { name },
            ]),
          )
        }
      />
      <header className="flex flex-col gap-6 border-b border-border pb-8 sm:flex-row sm:items-start">
        <ResponsiveImage
          src={reporter.avatar}
          alt=""
          sizes="128px"
          width={128}
          height={128}
          priority
          className="size-28 shrink-0 rounded-full border border-border bg-surface object-cover sm:size-32"
        />
        <div className="min-w-0 flex-1">
          <h1 className="font-serif text-4xl font-bold break-words sm:text-5xl">{name}</h1>
          <p className="mt-1 text-lg font-medium text-muted">{reporter.title}</p>
          <p className="mt-4 max-w-3xl leading-relaxed">{reporter.bio}</p>
          {reporter.expertise.length > 0 ? (
            <div className="mt-4">
              <h2 className="text-xs font-semibold uppercase tracking-widest text-muted">
                Expertise
              </h2>
              <ul aria-label="Expertise" className="mt-2 flex flex-wrap gap-2">
                {reporter.expertise.map((area) => (
                  <li
                    key={area}
                    className="rounded-full bg-accent-soft px-3 py-1 text-sm font-medium"
                  >
                    {area}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {reporter.twitterUrl || reporter.linkedinUrl ? (
            <ul aria-label="Elsewhere" className="mt-5 flex flex-wrap gap-2">
              {reporter.twitterUrl ? (
                <li>
                  <a
                    href={reporter.twitterUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="button-secondary inline-flex items-center gap-2"
                  >
                    <TwitterIcon className="size-4" />
                    Twitter
                  </a>
                </li>
              ) : null}
              {reporter.linkedinUrl ? (
                <li>
                  <a
                    href={reporter.linkedinUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="button-secondary inline-flex items-center gap-2"
                  >
                    <LinkedinIcon className="size-4" />
                    LinkedIn
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        <dl className="grid shrink-0 grid-cols-2 gap-3 sm:w-64 sm:grid-cols-1">
          <div className="rounded-lg border border-border bg-surface p-4">
            <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase text-muted">
              <BookOpen aria-hidden className="size-4" />
              Published articles
            </dt>
            <dd className="mt-1 font-serif text-3xl font-bold">{articleCount}</dd>
          </div>
          <div className="rounded-lg border border-border bg-surface p-4">
            <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase text-muted">
              <Clock aria-hidden className="size-4" />
              Minutes of reading
            </dt>
            <dd className="mt-1 font-serif text-3xl font-bold">{minutes}</dd>
          </div>
        </dl>
      </header>

      <section aria-labelledby="author-articles" className="mt-10">
        <h2 id="author-articles" className="font-serif text-2xl font-bold">
          Articles by {name}
        </h2>
        {list.isPending && enabled ? (
          <CardSkeletons count={3} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
        ) : list.isError ? (
          <LoadFailure what="The articles" error={list.error} onRetry={() => void list.refetch()} />
        ) : articles.length === 0 ? (
          <p className="mt-6 rounded-lg border border-dashed border-border px-4 py-12 text-center text-muted">
            No published articles yet
          </p>
        ) : (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        )}
        <Pagination
          page={page}
          totalPages={totalPages}
          hrefFor={(target) => (target === 1 ? path : `${path}?page=${target}`)}
        />
      </section>
    </div>
  );
}
