import type { ValidAnalyticsBeacon } from '~/shared/schemas/analytics';
import { logServerError } from '../../http/server-log';
import { PAGE_VIEW, SEARCH } from './day-activity';
import { pageTarget, referrerHost, searchQueryText } from './event-fields';
import type { AnalyticsService, CollectedEvent } from './service';
import { createVisitorHasher } from './visitor-hash';

export interface CollectorOptions {
  /** Off (ANALYTICS=false): nothing is collected, and pages load no beacon. */
  enabled: boolean;
  siteUrl: string;
  /** The clock, in epoch milliseconds; tests move it. */
  now?: () => number;
  /** The longest an event waits in memory before it is written. */
  flushAfterMs?: number;
  /** Events that are written at once, without waiting. */
  batchSize?: number;
}

/** Events kept for the next try when the database refuses a batch; past this they are dropped. */
const MAX_PENDING = 20_000;

/** Who sent a beacon, as far as counting needs: used for the day's hash, never stored. */
export interface BeaconSender {
  address: string;
  userAgent: string;
}

/**
 * Takes the readers' beacons into memory and writes them in batches, so a
 * page view costs its reader's request no database write: a batch goes out
 * a second after its first event, at once when it is full, and on a clean
 * stop (`close`).
 */
export function createAnalyticsCollector(
  service: AnalyticsService,
  { enabled, siteUrl, now = Date.now, flushAfterMs = 1000, batchSize = 500 }: CollectorOptions,
) {
  const siteHost = new URL(siteUrl).hostname;
  const visitorHash = createVisitorHasher((day) => service.saltFor(day));
  let pending: CollectedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(): void {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    try {
      service.recordEvents(batch);
    } catch (error) {
      // A busy or failing database: keep the batch for the next try, within bounds.
      const kept = batch.length + pending.length <= MAX_PENDING;
      if (kept) {
        pending = [...batch, ...pending];
        schedule();
      }
      logServerError(
        'analytics write failed',
        `Readership events could not be written (${batch.length} ${kept ? 'kept for the next try' : 'dropped'}):`,
        error,
      );
    }
  }

  function schedule(): void {
    if (timer) return;
    timer = setTimeout(flush, flushAfterMs);
    // A timer alone does not keep the process alive: a stop writes the batch itself.
    timer.unref?.();
  }

  function take(event: CollectedEvent): void {
    pending.push(event);
    if (pending.length >= batchSize) flush();
    else schedule();
  }

  return {
    enabled,
    now,

    /** Takes one beacon from a reader who may be counted; false when there was nothing to count. */
    collect(beacon: ValidAnalyticsBeacon, sender: BeaconSender): boolean {
      if (!enabled) return false;
      const time = now();
      if (beacon.type === SEARCH) {
        const query = searchQueryText(beacon.query);
        if (query === null) return false;
        take({ type: SEARCH, time, query, results: beacon.results });
        return true;
      }
      const target = pageTarget(beacon.path);
      if (target === null) return false;
      take({
        type: PAGE_VIEW,
        time,
        visitor: visitorHash(time, sender.address, sender.userAgent),
        articleReference: target.articleReference,
        section: target.section,
        referrer: referrerHost(beacon.referrer, siteHost),
      });
      return true;
    },

    /** Writes what is waiting now (before a report, so it counts everything sent so far). */
    flush,

    /** How many events wait in memory. */
    pendingCount: () => pending.length,

    /** A clean stop: the last batch is written. */
    close: flush,
  };
}

export type AnalyticsCollector = ReturnType<typeof createAnalyticsCollector>;
