import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { type BodyBlock, splitArticleBody } from '~/shared/article-body';
import { formatDateTime } from '~/shared/dates';
import { findSection } from '~/shared/sections';
import { siteConfig } from '~/shared/site-config';
import { articleQuery } from '../../api/articles';
import { authorHref } from '../../components/articles/article-card';
import { StatusBadge } from '../../components/articles/status-badge';
import { PageMeta } from '../../components/page-meta';
import { useSiteRuntime } from '../../site-context';

export async function prefetchArticle(queryClient: QueryClient, reference: string) {
  const article = await queryClient.fetchQuery(articleQuery(reference));
  return article ? {} : { status: 404 };
}

export function ArticlePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { siteUrl } = useSiteRuntime();
  const { data: article, isPending } = useQuery(articleQuery(slug));

  if (isPending) return <p className="px-4 py-20 text-center text-muted">Loading article…</p>;
  if (!article) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-20 text-center">
        <PageMeta title="Article Not Found" path={`/article/${slug}`} noindex />
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

  const section = findSection(article.section);
  const path = `/article/${article.slug || article.id}`;
  const image = article.image || siteConfig.placeholderImage;
  const body = splitArticleBody(article.content, article.additionalImages).map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: blocks come from the body in order and never move
    <BodyBlockView key={index} block={block} />
  ));
  const absolute = (src: string) => (src.startsWith('/') ? `${siteUrl}${src}` : src);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta
        title={article.title}
        description={article.summary}
        path={path}
        image={image}
        type="article"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: article.title.slice(0, 110),
          description: article.summary,
          image: [absolute(image)],
          datePublished: article.publishedAt ?? article.createdAt,
          dateModified: article.updatedAt,
          author: {
            '@type': 'Person',
            name: article.author,
            url: `${siteUrl}${authorHref(article.author)}`,
          },
          publisher: {
            '@type': 'Organization',
            name: siteConfig.name,
            logo: { '@type': 'ImageObject', url: `${siteUrl}${siteConfig.logo}` },
          },
          mainEntityOfPage: `${siteUrl}${path}`,
        }}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link href="/" className="link">
          Home
        </Link>
        {' / '}
        {section ? (
          <Link href={`/section/${section.slug}`} className="link">
            {section.name}
          </Link>
        ) : (
          article.section
        )}
        {' / '}
        <span aria-current="page">{article.title}</span>
      </nav>
      <div className="mt-4 flex gap-2">
        <StatusBadge status={article.status} />
      </div>
      <h1 className="mt-3 font-serif text-4xl font-bold leading-tight">{article.title}</h1>
      <p className="mt-3 text-lg text-muted">{article.summary}</p>
      <p className="mt-4 text-sm">
        By{' '}
        <Link href={authorHref(article.author)} className="link font-medium">
          {article.author}
        </Link>
        <span className="text-muted">
          {' '}
          · {formatDateTime(article.date)} · {article.readTime} min read
        </span>
      </p>
      <img
        src={image}
        alt={article.title}
        width={1200}
        height={675}
        fetchPriority="high"
        className="mt-6 aspect-video w-full rounded-lg object-cover"
      />
      <div className="article-body mt-8">{body}</div>
      {article.tags.length > 0 ? (
        <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2 text-sm">
          {article.tags.map((tag) => (
            <li key={tag} className="rounded border border-border px-2 py-0.5">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {section ? (
        <Link href={`/section/${section.slug}`} className="button-secondary mt-10 inline-block">
          Back to {section.name}
        </Link>
      ) : null}
    </article>
  );
}

function BodyBlockView({ block }: { block: BodyBlock }) {
  switch (block.kind) {
    case 'html':
      // biome-ignore lint/security/noDangerouslySetInnerHtml: bodies are sanitised when they are saved
      return <div dangerouslySetInnerHTML={{ __html: block.html }} />;
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'image':
      return (
        <img
          src={block.src}
          alt=""
          width={1200}
          height={675}
          loading="lazy"
          className="rounded-lg"
        />
      );
  }
}
