import { utcDay } from '~/shared/calendar-days';
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

/** A beacon as it arrived: kept in memory only until the next write, where it is hashed and stored. */
interface ArrivedBeacon {
  time: number;
  beacon: ValidAnalyticsBeacon;
  sender: BeaconSender;
}

/**
 * Takes the readers' beacons into memory and writes them in batches, so a
 * beacon's request costs it no hashing and no database write: it is only
 * pushed onto the batch. A batch goes out a second after its first event,
 * at once when it is full, and on a clean stop (`close`). Writing a batch
 * first turns each beacon into the event stored (the visitor's hash of the
 * day, the article, section and referring site), and so drops the sender's
 * address and user agent: they never stay in memory past the next write.
 */
export function createAnalyticsCollector(
  service: AnalyticsService,
  { enabled, siteUrl, now = Date.now, flushAfterMs = 1000, batchSize = 500 }: CollectorOptions,
) {
  const siteHost = new URL(siteUrl).hostname;
  const visitorHash = createVisitorHasher((day) => service.saltFor(day));
  /** Beacons taken since the last write, as they arrived. */
  let arrived: ArrivedBeacon[] = [];
  /** Events a refused write kept for the next try: hashed, nothing of the sender left. */
  let pending: CollectedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The last batch asked for: the next one waits for it. */
  let queue: Promise<void> = Promise.resolve();
  /** Events of the batch being written now. */
  let writing = 0;

  /** The event stored for a beacon, or null when it counts nothing (the back office, a blank search). */
  async function eventOf({ time, beacon, sender }: ArrivedBeacon): Promise<CollectedEvent | null> {
    if (beacon.type === SEARCH) {
      const query = searchQueryText(beacon.query);
      return query === null ? null : { type: SEARCH, time, query, results: beacon.results };
    }
    const target = pageTarget(beacon.path);
    if (target === null) return null;
    return {
      type: PAGE_VIEW,
      time,
      visitor: await visitorHash(time, sender.address, sender.userAgent),
      articleReference: target.articleReference,
      section: target.section,
      referrer: referrerHost(beacon.referrer, siteHost),
    };
  }

  /** Hashes what arrived into events; the senders' details are gone once this returns. */
  async function hashArrived(): Promise<void> {
    const taken = arrived;
    arrived = [];
    try {
      for (const beacon of taken) {
        const event = await eventOf(beacon);
        if (event) pending.push(event);
      }
    } catch (error) {
      // No salt for the day (the database refused it): these beacons cannot
      // be counted without keeping who sent them, so they are dropped.
      logServerError(
        'analytics write failed',
        `Readership beacons could not be counted (${taken.length} dropped):`,
        error,
      );
    }
  }

  /** One batch: what arrived hashed, then written in one transaction. Never throws. */
  async function write(): Promise<void> {
    await hashArrived();
    // Every beacon of a finished day is hashed now: its key goes, as its salt does.
    visitorHash.forgetBefore(utcDay(now()));
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    writing = batch.length;
    try {
      await service.recordEvents(batch);
    } catch (error) {
      // A busy or failing database: keep the batch for the next try, within bounds.
      const kept = batch.length <= MAX_PENDING;
      if (kept) {
        pending = batch;
        schedule();
      }
      logServerError(
        'analytics write failed',
        `Readership events could not be written (${batch.length} ${kept ? 'kept for the next try' : 'dropped'}):`,
        error,
      );
    } finally {
      writing = 0;
    }
  }

  /**
   * Writes what waits now, after any write still running: batches go out
   * one at a time, in order. Resolves once this one is written (or kept for
   * the next try).
   */
  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const turn = queue.then(write);
    queue = turn.catch(() => undefined);
    return turn;
  }

  function schedule(): void {
    if (timer) return;
    timer = setTimeout(flush, flushAfterMs);
    // A timer alone does not keep the process alive: a stop writes the batch itself.
    timer.unref?.();
  }

  return {
    enabled,
    now,

    /**
     * Takes one beacon from a reader who may be counted, as it is: the
     * checks of what it counts, and the hash, wait for the batch's write.
     */
    collect(beacon: ValidAnalyticsBeacon, sender: BeaconSender): void {
      if (!enabled) return;
      arrived.push({ time: now(), beacon, sender });
      // Not awaited: the beacon's answer never waits for a write.
      if (arrived.length >= batchSize) void flush();
      else schedule();
    },

    /** Writes what is waiting now (before a report, so it counts everything sent so far). */
    flush,

    /** How many beacons and events wait in memory, the batch being written included. */
    pendingCount: () => arrived.length + pending.length + writing,

    /** A clean stop: resolves once the last batch is written. */
    close: flush,
  };
}

export type AnalyticsCollector = ReturnType<typeof createAnalyticsCollector>;
