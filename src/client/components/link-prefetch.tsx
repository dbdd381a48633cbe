import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { preparePage } from '../navigation';

/** The links worth getting ready: an article or a section's listing. */
const PREFETCHED_LINKS = 'a[href^="/article/"], a[href^="/section/"]';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** A reader who asked to save data, or on a 2G-class connection, downloads nothing ahead. */
export function savesData(): boolean {
  const connection = (navigator as { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLAnchorElement>(PREFETCHED_LINKS);
  return link && link.origin === window.location.origin ? link : null;
}

/**
 * Gets an article's or a section's page ready, its code and its data, as
 * soon as the reader shows an interest in its link (hover, focus, touch): the
 * click then finds everything there. Each address is got ready once while
 * the page is open.
 */
export function LinkPrefetch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (savesData()) return;
    const started = new Set<string>();
    const prepare = (link: HTMLAnchorElement | null) => {
      if (!link) return;
      const href = `${link.pathname}${link.search}`;
      if (started.has(href) || href === `${window.location.pathname}${window.location.search}`) {
        return;
      }
      started.add(href);
      void preparePage(queryClient, href).catch(() => started.delete(href));
    };
    const onInterest = (event: Event) => prepare(linkOf(event.target));
    const options = { passive: true, capture: true } as const;
    document.addEventListener('pointerover', onInterest, options);
    document.addEventListener('focusin', onInterest, options);
    document.addEventListener('touchstart', onInterest, options);

    return () => {
      document.removeEventListener('pointerover', onInterest, options);
      document.removeEventListener('focusin', onInterest, options);
      document.removeEventListener('touchstart', onInterest, options);
    };
  }, [queryClient]);
  return null;
}
