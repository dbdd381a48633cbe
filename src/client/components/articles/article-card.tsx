import { Link } from 'wouter';
import { formatDateTime } from '~/shared/dates';
import type { Article } from '~/shared/schemas/article';
import { findSection } from '~/shared/sections';
import { siteConfig } from '~/shared/site-config';
import { cn } from '../../lib/cn';
import { articleImageSrc, OBJECT_POSITION_CLASS } from './article-image';
import { StatusBadge } from './status-badge';

const MAX_CARD_TAGS = 3;

export function articleHref(article: Pick<Article, 'slug' | 'id'>): string {
  return `/article/${article.slug || article.id}`;
}

export function authorHref(author: string): string {
  return `/author/${encodeURIComponent(author)}`;
}

export function ArticleCard({ article, large = false }: { article: Article; large?: boolean }) {
  const section = findSection(article.section);
  const extraTags = article.tags.length - MAX_CARD_TAGS;
  return (
    <article
      className={cn(
        'flex flex-col overflow-hidden rounded-lg border border-border bg-surface',
        large && 'md:col-span-full',
      )}
    >
      <img
        src={articleImageSrc(article.image) ?? siteConfig.placeholderImage}
        alt=""
        width={1200}
        height={675}
        loading={large ? 'eager' : 'lazy'}
        className={cn(
          'aspect-video w-full object-cover',
          OBJECT_POSITION_CLASS[article.imagePosition],
        )}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={article.status} />
          {section ? (
            <Link
              href={`/section/${section.slug}`}
              className="rounded bg-accent-soft px-2 py-0.5 text-xs font-semibold"
            >
              {section.name}
            </Link>
          ) : null}
        </div>
        <h3 className={cn('line-clamp-2 font-serif font-bold', large ? 'text-2xl' : 'text-lg')}>
          <Link href={articleHref(article)} className="hover:underline">
            {article.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">{article.summary}</p>
        <p className="mt-auto text-sm">
          <Link href={authorHref(article.author)} className="link font-medium">
            {article.author}
          </Link>
          <span className="text-muted">
            {' '}
            · {article.readTime} min read · {formatDateTime(article.date)}
          </span>
        </p>
        {article.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1 text-xs" aria-label="Tags">
            {article.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
              <li key={tag} className="rounded border border-border px-1.5 py-0.5">
                {tag}
              </li>
            ))}
            {extraTags > 0 ? (
              <li className="rounded border border-border px-1.5 py-0.5">+{extraTags}</li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
