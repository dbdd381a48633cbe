import { ImageOff, Pencil, Star } from 'lucide-react';
import { Link } from 'wouter';
import { formatDateTime } from '~/shared/dates';
import type { AdminArticleTeaser } from '~/shared/schemas/article';
import { findSection } from '~/shared/sections';
import { cn } from '../../lib/cn';
import { articleImageSrc, OBJECT_POSITION_CLASS } from '../articles/article-image';
import { StatusBadge } from '../articles/status-badge';
import { useMayChangeArticle } from './admin-permissions';
import { ArticleViews } from './article-views';
import { DeleteArticleButton } from './delete-article-button';

/** One article of the list as the spec's card: image, badges, summary, byline, dates and actions. */
export function AdminArticleCard({ article }: { article: AdminArticleTeaser }) {
  const image = articleImageSrc(article.image);
  const mayChange = useMayChangeArticle(article);
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-lg border border-border bg-surface">
      {image ? (
        <img
          src={image}
          alt=""
          width={1200}
          height={675}
          loading="lazy"
          className={cn(
            'aspect-video w-full object-cover',
            OBJECT_POSITION_CLASS[article.imagePosition],
          )}
        />
      ) : (
        <div className="flex aspect-video w-full flex-col items-center justify-center gap-1 bg-accent-soft text-muted">
          <ImageOff aria-hidden className="size-8" />
          <span className="text-xs">No image</span>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={article.status} palette="admin" />
          {article.featured ? (
            <span className="inline-flex items-center gap-1 rounded bg-accent px-2 py-0.5 text-xs font-semibold text-accent-contrast">
              <Star aria-hidden className="size-3" />
              Featured
            </span>
          ) : null}
          <span className="text-xs font-medium text-muted">
            {findSection(article.section)?.name ?? article.section}
          </span>
        </div>
        <h2 className="font-serif text-lg leading-snug font-bold">{article.title}</h2>
        <p className="line-clamp-3 text-sm text-muted">{article.summary}</p>
        <div className="mt-auto flex flex-col gap-1 pt-2 text-xs text-muted">
          <p>
            <span className="font-medium text-ink">By {article.author}</span>
            {' · '}
            {article.readTime} min read
          </p>
          <p>Published {formatDateTime(article.date)}</p>
          {article.publishedAt && Date.parse(article.publishedAt) > Date.now() ? (
            <p className="font-semibold text-amber-800 dark:text-amber-300">
              Scheduled for {formatDateTime(article.publishedAt)}
            </p>
          ) : null}
          <p>
            v{article.version} · Updated {formatDateTime(article.updatedAt)}
          </p>
          <ArticleViews articleId={article.id} />
        </div>
        {/* Only for who may change it: an author sees colleagues' stories read-only. */}
        {mayChange ? (
          <div className="flex gap-2 pt-2">
            <Link
              href={`/admin/articles/${article.id}`}
              aria-label={`Edit "${article.title}"`}
              className="button-secondary button-small"
            >
              <Pencil aria-hidden className="size-4" />
              Edit
            </Link>
            <DeleteArticleButton article={article} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
