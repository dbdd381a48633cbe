import { type ComponentType, memo } from 'react';
import { Link } from 'wouter';
import { articlePath, authorPath } from '~/shared/canonical-paths';
import { formatDateTime, parseArticleDate } from '~/shared/dates';
import type { ArticleTeaser } from '~/shared/schemas/article';
import { findSection } from '~/shared/sections';
import { siteConfig } from '~/shared/site-config';
import { cn } from '../../lib/cn';
import { ResponsiveImage } from '../responsive-image';
import { articleImageSrc, OBJECT_POSITION_CLASS } from './article-image';
import { StatusBadge } from './status-badge';

const MAX_CARD_TAGS = 3;

/** One column on phones, two from 48rem, three from 64rem in a grid at most 80rem wide. */
const CARD_SIZES =
  '(min-width: 80rem) 26rem, (min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 100vw';
/** The lead story: half the row from 48rem. */
const LARGE_CARD_SIZES = '(min-width: 80rem) 40rem, (min-width: 48rem) 50vw, 100vw';

export interface ArticleCardProps {
  article: ArticleTeaser;
  /** The lead story: spans the grid's full width with a bigger image and title. */
  large?: boolean;
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
}

/** The class of a card's own element, the lead story's wider. */
export function cardClassName(large: boolean): string {
  return cn(
    'group/card flex flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm transition-shadow hover:shadow-md',
    large && 'col-span-full md:flex-row',
  );
}

/** An article teaser: image, badges, title, summary, author, read time, date and tags. */
function DrawnCard({ article, large = false, eager = large }: ArticleCardProps) {
  const section = findSection(article.section);
  const href = articlePath(article);
  const extraTags = article.tags.length - MAX_CARD_TAGS;
  const time = parseArticleDate(article.date);
  return (
    <article className={cardClassName(large)}>
      {/* The title is the link readers and assistive tech use; the image repeats it for the mouse. */}
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className={cn('block shrink-0 overflow-hidden bg-accent-soft', large && 'md:w-1/2')}
      >
        <ResponsiveImage
          src={articleImageSrc(article.image) ?? siteConfig.placeholderImage}
          alt=""
          sizes={large ? LARGE_CARD_SIZES : CARD_SIZES}
          width={1200}
          height={675}
          priority={eager}
          className={cn(
            'aspect-video h-full w-full object-cover transition-transform duration-300 group-hover/card:scale-[1.02] motion-reduce:transition-none',
            OBJECT_POSITION_CLASS[article.imagePosition] ?? OBJECT_POSITION_CLASS.center,
          )}
        />
      </Link>
      <div className={cn('flex flex-1 flex-col gap-2 p-4', large && 'md:p-6')}>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={article.status} />
          {section ? (
            <Link
              href={`/section/${section.slug}`}
              className="rounded bg-accent-soft px-2 py-0.5 text-xs font-semibold hover:underline"
            >
              {section.name}
            </Link>
          ) : null}
        </div>
        <h3
          className={cn(
            'line-clamp-2 font-serif font-bold',
            large ? 'text-2xl md:text-3xl' : 'text-lg',
          )}
        >
          <Link href={href} className="hover:text-accent hover:underline">
            {article.title}
          </Link>
        </h3>
        <p className={cn('text-muted', large ? 'line-clamp-4 text-base' : 'line-clamp-3 text-sm')}>
          {article.summary}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-1 text-sm">
          <Link href={authorPath(article.author)} className="link font-medium">
            {article.author}
          </Link>
          <span aria-hidden="true" className="text-muted">
            ·
          </span>
          <span className="text-muted">{article.readTime} min read</span>
          <span aria-hidden="true" className="text-muted">
            ·
          </span>
          <time
            className="text-muted"
            dateTime={time === null ? undefined : new Date(time).toISOString()}
          >
            {formatDateTime(article.date)}
          </time>
        </p>
        {article.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1 text-xs" aria-label="Tags">
            {article.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
              <li key={tag} className="rounded border border-border px-1.5 py-0.5">
                {tag}
              </li>
            ))}
            {extraTags > 0 ? (
              <li className="rounded border border-border px-1.5 py-0.5 font-semibold">
                <span aria-hidden="true">+{extraTags}</span>
                <span className="sr-only">
                  {extraTags} more {extraTags === 1 ? 'tag' : 'tags'}
                </span>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** What draws a card: the server puts back the markup kept for a teaser (kept-cards.tsx). */
let Card: ComponentType<ArticleCardProps> = DrawnCard;

/**
 * An article teaser. Memoized: a list page renders again when its query's
 * state moves (a refetch of data older than its stale time starts as the
 * page comes alive, and ends), and React renders such an update in one
 * piece. A card whose article is the same object (TanStack Query keeps
 * unchanged items as they were) is skipped rather than drawn again, dozens
 * of them on the home page.
 */
export const ArticleCard = memo(function ArticleCard(props: ArticleCardProps) {
  return <Card {...props} />;
});

/**
 * On the server only (kept-cards.tsx): cards are drawn by what `keep` makes
 * of the component that draws one. Never imported by the browser's code.
 */
export function drawCardsWith(keep: (drawn: typeof DrawnCard) => ComponentType<ArticleCardProps>) {
  Card = keep(DrawnCard);
}

/** Stands in for a card while its page loads. */
export function ArticleCardSkeleton({ large = false }: { large?: boolean }) {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className={cn(
        'flex animate-pulse flex-col overflow-hidden rounded-lg border border-border bg-surface motion-reduce:animate-none',
        large && 'col-span-full md:flex-row',
      )}
    >
      <div className={cn('aspect-video bg-accent-soft', large && 'md:w-1/2')} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="h-4 w-1/3 rounded bg-accent-soft" />
        <div className="h-5 w-5/6 rounded bg-accent-soft" />
        <div className="h-4 w-full rounded bg-accent-soft" />
        <div className="h-4 w-2/3 rounded bg-accent-soft" />
      </div>
    </div>
  );
}
