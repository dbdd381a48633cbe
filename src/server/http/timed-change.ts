import { CORRECTIONS_WINDOW_DAYS } from '~/shared/schemas/correction';
import type { Services } from '../services';
import { articleChange, EVERYTHING, type PageChange, topic } from '../ssr/page-topics';

/**
 * What readers see by time alone, with no write: the publication cutoff
 * (the latest publish time that has come) and the newest correction note
 * that has left the recent corrections list.
 */
export interface ReaderView {
  cutoff: number;
  lastExpired: number;
}

export async function readerView(services: Services): Promise<ReaderView> {
  const [cutoff, lastExpired] = await Promise.all([
    services.publication.cutoff(),
    services.corrections.lastExpired(CORRECTIONS_WINDOW_DAYS),
  ]);
  return { cutoff, lastExpired };
}

/** The earlier of two moments, either of which may be unknown. */
function earliest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}

/** When the clock next changes what readers see: a scheduled article comes out, or a correction leaves the list. */
export async function nextReaderChange(services: Services): Promise<number | null> {
  return earliest(
    await services.publication.nextPublication(),
    await services.corrections.nextExpiry(CORRECTIONS_WINDOW_DAYS),
  );
}

export const sameReaderView = (a: ReaderView, b: ReaderView): boolean =>
  a.cutoff === b.cutoff && a.lastExpired === b.lastExpired;

/**
 * What time changed for readers between two views (page-topics.ts has the
 * rule): each article that came out joins its lists as a new article does;
 * a note leaving the last 30 days changes the recent corrections page. A
 * move the views cannot explain (no view before, a cutoff going back)
 * changes everything.
 */
export async function timedChange(
  services: Services,
  from: ReaderView | null,
  to: ReaderView,
): Promise<PageChange> {
  if (from === null || to.cutoff < from.cutoff) return EVERYTHING;
  const change = new Set<string>();
  if (to.cutoff > from.cutoff) {
    for (const article of await services.publication.cameOut(from.cutoff, to.cutoff)) {
      for (const each of articleChange([null, article])) change.add(each);
    }
  }
  if (to.lastExpired !== from.lastExpired) change.add(topic.corrections);
  return change;
}
