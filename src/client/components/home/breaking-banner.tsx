import { ChevronRight, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { TickerItem } from '../../api/breaking-news';
import { KeptPart } from '../kept-part';

function isSitePath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/** The highest-priority active ticker item; the whole banner links when the item has a link. */
export function BreakingBanner({ item }: { item: TickerItem | null }) {
  if (!item) return null;
  const body: ReactNode = (
    <>
      <span className="min-w-0 flex-1 font-semibold">
        <span className="mr-2 inline-flex items-center gap-1 rounded bg-white px-2 py-0.5 align-[0.1em] text-xs font-bold uppercase tracking-wider text-red-800">
          <Zap aria-hidden className="size-3.5" />
          Breaking
        </span>
        {item.text}
      </span>
      {item.link ? <ChevronRight aria-hidden className="size-5 shrink-0" /> : null}
    </>
  );
  const layout = 'mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 text-sm sm:text-base';
  let content: ReactNode;
  if (!item.link) {
    content = <p className={layout}>{body}</p>;
  } else if (isSitePath(item.link)) {
    content = (
      <Link href={item.link} className={`${layout} hover:underline`}>
        {body}
      </Link>
    );
  } else {
    content = (
      <a href={item.link} rel="noopener" className={`${layout} hover:underline`}>
        {body}
      </a>
    );
  }
  return (
    <KeptPart name="breaking" by={[item]}>
      <section aria-label="Breaking news" className="bg-red-700 text-white">
        {content}
      </section>
    </KeptPart>
  );
}
