import type { QueryClient } from '@tanstack/react-query';
import { parse as parsePattern } from 'regexparam';
import { matchRoute } from 'wouter';
import { loadMasthead } from './components/layout/masthead';
import { loadPageMeta } from './components/page-meta';
import { addressNow } from './lib/address-now';
import { routeForPath } from './route-table';
import { registerServiceWorker } from './service-worker/register';

/**
 * Gets a page ready ahead of a likely visit: its chunk, and the data its
 * route prefetches (the same prefetch the server runs). A failed prefetch
 * still resolves: the page, if visited, shows its own "Try again".
 */
export async function preparePage(queryClient: QueryClient, href: string): Promise<void> {
  const url = new URL(href, window.location.href);
  const route = routeForPath(url.pathname);
  // A reader page follows a navigation only once the masthead and its tags' code are in.
  if (!route.ownLayout) {
    loadMasthead().catch(() => undefined);
    loadPageMeta().catch(() => undefined);
  }
  await route.load?.();
  route.prepare?.().catch(() => undefined);
  if (!route.prefetch) return;
  const [, params] = matchRoute(parsePattern, route.path, url.pathname);
  try {
    await route.prefetch({ queryClient, params: params ?? {}, search: url.searchParams });
  } catch {
    // The page reports its own failure when it renders.
  }
}

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
 * the page is open. Its own small chunk, installed once the page is idle
 * (../entry.tsx), so it weighs nothing on a page's first load.
 */
export function installLinkPrefetch(queryClient: QueryClient): void {
  if (savesData()) return;
  const started = new Set<string>();
  const prepare = (link: HTMLAnchorElement | null) => {
    if (!link) return;
    const href = `${link.pathname}${link.search}`;
    if (started.has(href) || href === addressNow()) {
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
}

/**
 * What the page starts once it is idle, in one small chunk: link prefetch and
 * the service worker. Neither weighs on the page's first load.
 */
export function startWhenIdle(queryClient: QueryClient): void {
  installLinkPrefetch(queryClient);
  // Offline reading is an extra: a browser that refuses it reads online as before.
  registerServiceWorker().catch(() => undefined);
}
