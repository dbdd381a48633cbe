import { Link } from 'wouter';
import { articlePath, authorPath } from '~/shared/canonical-paths';
import { formatDateTime } from '~/shared/dates';
import type { ArticleTeaser } from '~/shared/schemas/article';
import { siteConfig } from '~/shared/site-config';
import { cn } from '../../lib/cn';
import { articleImageSrc, OBJECT_POSITION_CLASS } from '../articles/article-image';
import { ResponsiveImage } from '../responsive-image';

/** An obituary in the memorial listing: no status badge and no read time. */
export function MemorialCard({
  article,
  eager = false,
}: {
  article: ArticleTeaser;
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
}) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface sm:flex-row">
      <ResponsiveImage
        src={articleImageSrc(article.image) ?? siteConfig.placeholderImage}
        alt=""
        sizes="(min-width: 40rem) 11rem, 100vw"
        width={1200}
        height={675}
        priority={eager}
        className={cn(
          'aspect-video w-full object-cover grayscale sm:aspect-square sm:w-44 sm:shrink-0',
          OBJECT_POSITION_CLASS[article.imagePosition],
        )}
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-widest text-muted">In Memoriam</p>
        <h3 className="font-serif text-xl font-bold leading-snug">
          <Link href={articlePath(article)} className="hover:underline">
            {article.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">{article.summary}</p>
        <p className="mt-auto border-t border-border pt-3 text-sm">
          <Link href={authorPath(article.author)} className="link font-medium">
            {article.author}
          </Link>
          <span className="text-muted"> · {formatDateTime(article.date)}</span>
        </p>
      </div>
    </article>
  );
}
