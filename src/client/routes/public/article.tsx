import type { QueryClient } from '@tanstack/react-query';
import { ArrowLeft, Clock } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { type BodyBlock, splitArticleBody } from '~/shared/article-body';
import { articlePath, articleReferencePath, authorPath } from '~/shared/canonical-paths';
import { formatDateTime, parseArticleDate } from '~/shared/dates';
import type { PublicArticle } from '~/shared/schemas/article';
import { searchHref } from '~/shared/search-href';
import { findSection } from '~/shared/sections';
import { siteConfig } from '~/shared/site-config';
import { articleQuery, relatedArticlesQuery } from '../../api/articles';
import { authorProfileQuery } from '../../api/authors';
import { articleCorrectionsQuery } from '../../api/corrections';
import { usePageQuery } from '../../api/use-page-query';
import { ArticleCorrections } from '../../components/articles/article-corrections';
import { articleImageSrc, OBJECT_POSITION_CLASS } from '../../components/articles/article-image';
import { ArticleLabels } from '../../components/articles/article-labels';
import { authorBox } from '../../components/articles/served-author-box';
import { relatedArticles } from '../../components/articles/served-related-articles';
import { ShareButtons } from '../../components/articles/share-buttons';
import { LoadFailure } from '../../components/feedback/load-failure';
import { KeptPart } from '../../components/kept-part';
import { PageMeta } from '../../components/page-meta';
import { ResponsiveImage } from '../../components/responsive-image';
import { cn } from '../../lib/cn';
import { useSiteRuntime } from '../../site-context';

/** The article, then what the page shows around it: the author's profile and related stories. */
export async function prefetchArticle(queryClient: QueryClient, reference: string) {
  const article = await queryClient.fetchQuery(articleQuery(reference));
  if (!article) return { status: 404 };
  // An id link (search results use one) moves permanently to the slug, the one canonical URL.
  if (article.slug && article.slug !== reference) return { redirect: articlePath(article) };
  await Promise.all([
    queryClient.prefetchQuery(relatedArticlesQuery(reference)),
    queryClient.prefetchQuery(authorProfileQuery(article.author)),
    queryClient.prefetchQuery(articleCorrectionsQuery(reference)),
  ]);
  return {};
}

function ArticleNotFound({ reference }: { reference: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <PageMeta
        title="Article Not Found"
        description="The article you're looking for doesn't exist or may have been moved"
        path={articleReferencePath(reference)}
        noindex
      />
      <h1 className="font-serif text-4xl font-bold">Article Not Found</h1>
      <p className="mt-4 text-muted">
        The article you're looking for doesn't exist or may have been moved
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link href="/" className="button-primary">
          Back to Home
        </Link>
        <Link href="/search" className="button-secondary">
          Search Articles
        </Link>
      </div>
    </div>
  );
}

function ArticleSkeleton() {
  return (
    <div role="status" className="mx-auto max-w-3xl animate-pulse px-4 py-10">
      <span className="sr-only">Loading article…</span>
      <div aria-hidden className="space-y-4">
        <div className="h-4 w-1/2 rounded bg-accent-soft" />
        <div className="h-10 w-full rounded bg-accent-soft" />
        <div className="h-5 w-3/4 rounded bg-accent-soft" />
        <div className="aspect-video w-full rounded-lg bg-accent-soft" />
      </div>
    </div>
  );
}

export { authorBox, relatedArticles };

export function ArticlePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { siteUrl } = useSiteRuntime();
  const { data: article, isPending, isError, error, refetch } = usePageQuery(articleQuery(slug));
  const related = usePageQuery({ ...relatedArticlesQuery(slug), enabled: Boolean(article) });
  const profile = usePageQuery({
    ...authorProfileQuery(article?.author ?? ''),
    enabled: Boolean(article),
  });
  const corrections = usePageQuery({ ...articleCorrectionsQuery(slug), enabled: Boolean(article) });
  const notes = corrections.data ?? [];

  if (isPending) return <ArticleSkeleton />;
  if (isError) {
    return (
      <LoadFailure
        what="This article"
        error={error}
        onRetry={() => void refetch()}
        className="mx-auto max-w-3xl px-4"
      />
    );
  }
  if (!article) return <ArticleNotFound reference={slug} />;

  const section = findSection(article.section);
  const path = articlePath(article);
  const url = `${siteUrl}${path}`;
  const image = articleImageSrc(article.image) ?? siteConfig.placeholderImage;
  const published = parseArticleDate(article.date);
  const texts = article.imageTexts ?? {};
  const body = splitArticleBody(article.content, article.additionalImages).map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: blocks come from the body in order and never move
    <BodyBlockView key={index} block={block} texts={texts} />
  ));
  const heroText = article.image ? texts[image] : undefined;
  const crumbs = [
    { name: 'Home', path: '/' },
    ...(section ? [{ name: section.name, path: `/section/${section.slug}` }] : []),
    { name: article.title },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageMeta
        title={article.title}
        description={article.summary}
        path={path}
        card={(build) => build.articleCard(article)}
        type="article"
        article={(build) =>
          build.articleSocial(article, {
            authorPath: authorPath(article.author),
            sectionName: section?.name,
          })
        }
        jsonLd={(build) =>
          build.articleStructuredData(siteUrl, article, {
            path,
            authorPath: authorPath(article.author),
            image,
            sectionName: section?.name,
            crumbs,
          })
        }
      />
      <KeptPart name="article" by={[article, notes, profile.data ?? null, url]} image={image}>
        <article className="mx-auto max-w-3xl">
          <nav aria-label="Breadcrumb" className="text-sm text-muted">
            <ol className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
              <li>
                <Link href="/" className="link">
                  Home
                </Link>
              </li>
              <li aria-hidden>/</li>
              <li>
                {section ? (
                  <Link href={`/section/${section.slug}`} className="link">
                    {section.name}
                  </Link>
                ) : (
                  article.section
                )}
              </li>
              <li aria-hidden>/</li>
              <li aria-current="page" className="min-w-0 max-w-full truncate">
                {article.title}
              </li>
            </ol>
          </nav>

          <ArticleLabels status={article.status} section={section} className="mt-5" />
          <h1 className="mt-3 font-serif text-3xl font-bold leading-tight sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-4 text-lg text-muted sm:text-xl">{article.summary}</p>

          <div className="mt-6 flex flex-col gap-3 border-y border-border py-4">
            <p className="text-sm">
              By{' '}
              <Link href={authorPath(article.author)} className="link font-semibold">
                {article.author}
              </Link>
              <span className="text-muted">
                {' · '}
                {published === null ? (
                  formatDateTime(article.date)
                ) : (
                  <time dateTime={new Date(published).toISOString()}>
                    {formatDateTime(article.date)}
                  </time>
                )}
                {' · '}
                <Clock aria-hidden className="inline size-3.5 align-[-2px]" /> {article.readTime}{' '}
                min read
                {notes.length > 0 ? (
                  <>
                    {' · Updated '}
                    <time dateTime={article.updatedAt}>{formatDateTime(article.updatedAt)}</time>
                  </>
                ) : null}
              </span>
            </p>
            <ShareButtons title={article.title} url={url} />
          </div>

          <figure className="mt-8">
            <ResponsiveImage
              src={image}
              alt={heroText?.alt || article.title}
              sizes={ARTICLE_IMAGE_SIZES}
              width={1200}
              height={675}
              priority
              className={cn(
                'aspect-video w-full rounded-lg object-cover',
                OBJECT_POSITION_CLASS[article.imagePosition],
              )}
            />
            {heroText?.caption ? (
              <figcaption className="mt-2 text-sm text-muted">{heroText.caption}</figcaption>
            ) : null}
          </figure>
          <div className="article-body mt-8">{body}</div>
          <ArticleCorrections corrections={notes} />

          {article.tags.length > 0 ? (
            <div className="mt-10">
              <h2 className="text-xs font-semibold uppercase tracking-widest text-muted">Tags</h2>
              <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-2 text-sm">
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      href={searchHref({ q: tag })}
                      className="inline-block rounded border border-border px-2 py-0.5 hover:bg-accent-soft"
                    >
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <authorBox.Slot name={article.author} profile={profile.data ?? null} />
        </article>
      </KeptPart>

      <relatedArticles.Slot articles={related.data} />

      {section ? (
        <KeptPart name="back-to-section" by={[section.slug]}>
          <div className="mt-12 text-center">
            <Link
              href={`/section/${section.slug}`}
              className="button-secondary inline-flex items-center gap-2"
            >
              <ArrowLeft aria-hidden className="size-4" />
              Back to {section.name}
            </Link>
          </div>
        </KeptPart>
      ) : null}
    </div>
  );
}

/** The article column is at most 48rem wide. */
const ARTICLE_IMAGE_SIZES = '(min-width: 48rem) 48rem, 100vw';

function BodyBlockView({ block, texts }: { block: BodyBlock; texts: PublicArticle['imageTexts'] }) {
  switch (block.kind) {
    case 'html':
      // biome-ignore lint/security/noDangerouslySetInnerHtml: bodies are sanitised when they are saved
      return <div dangerouslySetInnerHTML={{ __html: block.html }} />;
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'image': {
      const text = texts[block.src];
      return (
        <figure>
          <ResponsiveImage
            src={block.src}
            alt={text?.alt ?? ''}
            sizes={ARTICLE_IMAGE_SIZES}
            width={1200}
            height={675}
            className="h-auto w-full rounded-lg"
          />
          {text?.caption ? <figcaption>{text.caption}</figcaption> : null}
        </figure>
      );
    }
  }
}
