import { Link } from 'wouter';
import { articlePath, authorPath } from '~/shared/canonical-paths';
import { formatDateTime } from '~/shared/dates';
import type { SearchHit } from '~/shared/search-scoring';
import { findSection } from '~/shared/sections';
import { siteConfig } from '~/shared/site-config';
import { cn } from '../../lib/cn';
import { articleImageSrc, OBJECT_POSITION_CLASS } from '../articles/article-image';
import { ArticleLabels } from '../articles/article-labels';
import { ResponsiveImage } from '../responsive-image';
import { Highlight } from './highlight';

/**
 * One search result, matches marked. It links the article's canonical page
 * (its slug), so opening a result costs no redirect.
 * `eager`: the first result's image is likely the page's largest paint.
 */
export function SearchResult({
  hit,
  terms,
  eager = false,
}: {
  hit: SearchHit;
  terms: readonly string[];
  eager?: boolean;
}) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface sm:flex-row">
      <ResponsiveImage
        src={articleImageSrc(hit.image) ?? siteConfig.placeholderImage}
        alt=""
        sizes="(min-width: 40rem) 14rem, 100vw"
        width={1200}
        height={675}
        priority={eager}
        className={cn(
          'aspect-[2/1] w-full object-cover sm:aspect-video sm:w-56 sm:shrink-0',
          OBJECT_POSITION_CLASS[hit.imagePosition],
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <ArticleLabels status={hit.status} section={findSection(hit.section)} />
        <h2 className="font-serif text-xl font-bold leading-snug">
          <Link href={articlePath(hit)} className="hover:underline">
            <Highlight text={hit.title} terms={terms} />
          </Link>
        </h2>
        <p className="text-sm text-muted">
          <Highlight text={hit.summary} terms={terms} />
        </p>
        <p className="mt-auto text-sm">
          <Link href={authorPath(hit.author)} className="link font-medium">
            <Highlight text={hit.author} terms={terms} />
          </Link>
          <span className="text-muted">
            {' '}
            · {formatDateTime(hit.date)} · {hit.readTime} min read
          </span>
        </p>
        {hit.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1 text-xs">
            {hit.tags.map((tag) => (
              <li key={tag} className="rounded border border-border px-1.5 py-0.5">
                <Highlight text={tag} terms={terms} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
