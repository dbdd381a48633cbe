import { Link } from 'wouter';
import { authorPath } from '~/shared/canonical-paths';
import { reporterProfile } from '~/shared/reporters';
import type { AuthorProfile } from '~/shared/schemas/author-profile';
import { ResponsiveImage } from '../responsive-image';
import { authorBoxProps } from './served-author-box';

/** About the reporter, under the article: their profile, or defaults when they have none. */
export function AuthorBox({ name, profile }: { name: string; profile: AuthorProfile | null }) {
  const reporter = reporterProfile(name, profile);
  return (
    <aside {...authorBoxProps}>
      <ResponsiveImage
        src={reporter.avatar}
        alt=""
        sizes="80px"
        width={80}
        height={80}
        className="size-20 shrink-0 rounded-full border border-border bg-page object-cover"
      />
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-widest text-muted">
          About the reporter
        </p>
        <h2 id="author-box-name" className="mt-1 font-serif text-xl font-bold">
          {reporter.name}
        </h2>
        <p className="text-sm font-medium text-muted">{reporter.title}</p>
        <p className="mt-3 text-sm leading-relaxed">{reporter.bio}</p>
        <Link href={authorPath(name)} className="link mt-3 inline-block text-sm font-semibold">
          More from {reporter.name}
        </Link>
      </div>
    </aside>
  );
}
