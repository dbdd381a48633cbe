import { Link } from 'wouter';
import type { ArticleStatus } from '~/shared/article-constants';
import type { Section } from '~/shared/sections';
import { cn } from '../../lib/cn';
import { StatusBadge } from './status-badge';

/** An article's status badge and a link to its section, as the article page and search results show them. */
export function ArticleLabels({
  status,
  section,
  className,
}: {
  status: ArticleStatus;
  section: Section | undefined;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <StatusBadge status={status} />
      {section ? (
        <Link
          href={`/section/${section.slug}`}
          className="rounded bg-accent-soft px-2 py-0.5 text-xs font-semibold"
        >
          {section.name}
        </Link>
      ) : null}
    </div>
  );
}
