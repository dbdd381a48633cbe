import { Award, Star } from 'lucide-react';
import { Link } from 'wouter';
import { authorPath } from '~/shared/canonical-paths';
import { DEFAULT_AVATAR, type ReporterBadge, reporterBadges } from '~/shared/reporters';
import type { AuthorSummary } from '~/shared/schemas/author-profile';
import { ResponsiveImage } from '../responsive-image';

const BADGE_STYLE: Record<ReporterBadge, { className: string; icon: typeof Star }> = {
  'Veteran Reporter': { className: 'bg-accent-soft', icon: Star },
  'Senior Correspondent': { className: 'bg-accent text-accent-contrast', icon: Award },
};

/** A reporter on the newsroom list: avatar, name, article count and badges. */
export function ReporterCard({ author }: { author: AuthorSummary }) {
  const badges = reporterBadges(author.articleCount);
  return (
    <article className="relative flex h-full flex-col items-center gap-3 rounded-lg border border-border bg-surface p-6 text-center transition-shadow hover:shadow-lg">
      <ResponsiveImage
        src={author.avatar || DEFAULT_AVATAR}
        alt=""
        sizes="96px"
        width={96}
        height={96}
        className="size-24 rounded-full border border-border bg-page object-cover"
      />
      <h2 className="font-serif text-xl font-bold">
        {/* The link covers the card, so the whole card is one target. */}
        <Link
          href={authorPath(author.name)}
          className="after:absolute after:inset-0 hover:underline"
        >
          {author.name}
        </Link>
      </h2>
      <p className="text-sm text-muted">
        {author.articleCount} {author.articleCount === 1 ? 'article' : 'articles'}
      </p>
      {badges.length > 0 ? (
        <ul aria-label="Badges" className="flex flex-wrap justify-center gap-2">
          {badges.map((badge) => {
            const { className, icon: Icon } = BADGE_STYLE[badge];
            return (
              <li
                key={badge}
                className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}
              >
                <Icon aria-hidden className="size-3.5" />
                {badge}
              </li>
            );
          })}
        </ul>
      ) : null}
    </article>
  );
}
