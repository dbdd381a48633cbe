import { addDays, dayStart, utcDay } from '~/shared/calendar-days';
import type { ValidAnalyticsBeacon } from '~/shared/schemas/analytics';
import { normalizeAddress } from '../../http/client-address';
import { logServerError } from '../../http/server-log';
import { PAGE_VIEW, SEARCH } from './day-activity';
import { createPathMemory, referrerHost, searchQueryText } from './event-fields';
import {
  createReaderTable,
  keepOpenEvent,
  type OpenEvent,
  openEventOf,
  type Reader,
} from './reader-table';
import type { AnalyticsService, CollectedEvent } from './service';
import { createVisitorHasher, type VisitorHashOf } from './visitor-hash';

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
  address: string;
  userAgent: string;
}

const MINUTE_MS = 60_000;
/** After a minute's end, before its events are written: its last views are hashed by then. */
const MINUTE_GRACE_MS = 1_000;
/** Page view events kept open at most; past this they are written before their minute is over. */
const MAX_OPEN = 10_000;
/**
 * Takes the readers' beacons into memory and writes them in batches, so a
 * beacon's request costs it no database write. A page view is added to its
 * reader's event of the minute as it is taken once today's hash is in memory
 * (a lookup for a reader seen today, so nothing of it waits in memory);
 * before that, and for searches, the beacon waits for the batch, which goes
 * out a second after its first beacon, at once when it is full, and on a
 * clean stop (`close`). The batch turns each beacon into its event (the
 * visitor's hash of the day, the article, section and referring site), and
 * so drops the sender's address and user agent: they never stay in memory
 * past the next write. A reader's views of the same page from the same
 * referring site within the same minute become one event carrying their
 * count, written once the minute is over: every figure stays exact while
 * reloads do not add rows.
 */
export function createAnalyticsCollector(
  service: AnalyticsService,
  { enabled, siteUrl, now = Date.now, flushAfterMs = 1000, batchSize = 500 }: CollectorOptions,
) {
  const site = new URL(siteUrl);
  const siteHost = site.hostname;
  const siteOrigin = `${site.origin}/`;
  const visitorHash = createVisitorHasher((day) => service.saltFor(day), normalizeAddress);
  /** Beacons taken since the last write, as they arrived. */
  let arrived: ArrivedBeacon[] = [];
  /** Events a refused write kept for the next try: hashed, nothing of the sender left. */
  let pending: CollectedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The write of the open views once their minute is over. */
  let minuteTimer: ReturnType<typeof setTimeout> | null = null;
  /** The last batch asked for: the next one waits for it. */
  let queue: Promise<void> = Promise.resolve();
  /** Events of the batch being written now. */
  let writing = 0;
  /**
   * Page view events not written yet, by minute, in the order they opened.
   * A reader's further views of a page in the minute add to its event, found
   * on the reader (reader-table.ts), instead of a row each. Hashed: nothing
   * of the sender is left.
   */
  const open = new Map<number, OpenEvent[]>();
  let openCount = 0;
  /** Closings of open events so far: a reader's events of an earlier count are written. */
  let epoch = 0;
  /** Readers met today, by a hash of address and user agent: their bot check and visitor hash. */
  const readers = createReaderTable();
  /** The latest minute a page view was added to: a later one closes the minutes before it. */
  let latestMinute = Number.NEGATIVE_INFINITY;
  /**
   * Today's hash, once a batch has read the day's salt: a page view arriving
   * while it holds is hashed and added to its event as it is taken, so its
   * sender's address and user agent are never kept, and nothing of it waits
   * for the batch.
   */
  let today: { begins: number; ends: number; hashOf: VisitorHashOf } | null = null;

  const pathOf = createPathMemory();

  /** The referring site's host: none for the site's own pages, read without parsing them. */
  const hostOf = (referrer: string | null | undefined): string | null =>
    !referrer || referrer.startsWith(siteOrigin) ? null : referrerHost(referrer, siteHost);

  /** Adds one page view of `reader` at `time` to its event of the minute, or opens one. */
  function addView(
    time: number,
    path: string,
    referrer: string | null | undefined,
    reader: Reader,
  ) {
    const host = hostOf(referrer);
    const minute = Math.floor(time / MINUTE_MS);
    const event = openEventOf(reader, minute, epoch, path, host);
    if (event !== undefined) {
      event.views += 1;
      // Hashed out of order (a batch after views taken at once): the minute's first view.
      if (time < event.time) event.time = time;
    } else {
      const known = pathOf(path);
      if (known === null) return;
      const opened: OpenEvent = {
        type: PAGE_VIEW,
        time,
        views: 1,
        visitor: reader.visitor,
        articleReference: known.target.articleReference,
        section: known.target.section,
        referrer: host,
      };
      keepOpenEvent(reader, minute, known.path, host, opened);
      const list = open.get(minute);
      if (list === undefined) open.set(minute, [opened]);
      else list.push(opened);
      openCount += 1;
    }
    if (minute > latestMinute) {
      const closes = Number.isFinite(latestMinute) && openCount > 1;
      latestMinute = minute;
      // A new minute began: the finished ones are written now, not when their timer runs.
      if (closes) void enqueue(false);
    }
    // Too many open: written at once (the write takes them all), whatever their minute.
    if (openCount === MAX_OPEN + 1) void enqueue(false);
    else armMinuteTimer();
  }

  /** Writes the open views a second after the current minute ends. */
  function armMinuteTimer(): void {
    if (minuteTimer || openCount === 0) return;
    minuteTimer = setTimeout(
      () => {
        minuteTimer = null;
        void enqueue(false);
      },
      MINUTE_MS - (now() % MINUTE_MS) + MINUTE_GRACE_MS,
    );
    minuteTimer.unref?.();
  }

  /**
   * Hashes what arrived; the senders' details are gone once this returns.
   * Searches wait for the write; a page view joins the open event of its
   * minute, reader, page and referring site, or opens one. The day's hasher
   * is fetched once per day the batch spans (the salt is read once a day),
   * with no promise per event; a reader's hash is remembered for the day.
   * Once the batch has today's hash, page views no longer wait for it
   * (countPageView).
   */
  async function hashArrived(): Promise<void> {
    const taken = arrived;
    arrived = [];
    try {
      let dayBegins = Number.POSITIVE_INFINITY;
      let dayEnds = Number.NEGATIVE_INFINITY;
      let hashOf: VisitorHashOf | null = null;
      for (const { beacon, time, address, userAgent } of taken) {
        if (beacon.type === SEARCH) {
          const query = searchQueryText(beacon.query);
          if (query !== null) pending.push({ type: SEARCH, time, query, results: beacon.results });
          continue;
        }
        if (pathOf(beacon.path) === null) continue;
        if (hashOf === null || time < dayBegins || time >= dayEnds) {
          const day = utcDay(time);
          dayBegins = dayStart(day);
          dayEnds = dayStart(addDays(day, 1));
          hashOf = await visitorHash.forDay(day);
          const current = now();
          if (current >= dayBegins && current < dayEnds)
            today = { begins: dayBegins, ends: dayEnds, hashOf };
        }
        // Today's readers are remembered; another day's (a batch across
        // midnight) are each their own reader, with no view to group.
        const reader =
          today !== null && time >= today.begins && time < today.ends
            ? todays(readers.readerOf(address, userAgent), address, userAgent)
            : {
                bot: false,
                day: 0,
                visitor: hashOf(address, userAgent),
                minute: -1,
                epoch,
                events: [],
              };
        addView(time, beacon.path, beacon.referrer, reader);
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

  /**
   * Moves the page view events whose minute is over (all of them when
   * `everything`, or when too many are open) to the events to write.
   */
  function closeMinutes(everything: boolean): void {
    const all = everything || openCount > MAX_OPEN;
    const current = Math.floor(now() / MINUTE_MS);
    for (const [minute, events] of open) {
      if (!all && minute >= current) continue;
      for (const event of events) pending.push(event);
      openCount -= events.length;
      open.delete(minute);
      // Readers' events of the minute are written: a further view opens a new one.
      epoch += 1;
    }
  }

  /**
   * One batch: what arrived hashed, then the events whose minute is over (or
   * all, `everything`) written in one transaction. Never throws.
   */
  async function write(everything: boolean): Promise<void> {
    await hashArrived();
    // Every beacon of a finished day is hashed now: its key goes, as its salt does.
    const day = utcDay(now());
    visitorHash.forgetBefore(day);
    if (today !== null && now() >= today.ends) {
      today = null;
      readers.forget();
    }
    closeMinutes(everything);
    // Views still in their minute: written when it is over.
    armMinuteTimer();
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
   * Writes after any write still running: batches go out one at a time, in
   * order. Resolves once this one is written (or kept for the next try).
   */
  function enqueue(everything: boolean): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const turn = queue.then(() => write(everything));
    queue = turn.catch(() => undefined);
    return turn;
  }

  /** Page views waiting on a check before they count (a session cookie's): a flush waits for them. */
  const checking = new Set<Promise<void>>();

  /**
   * Writes everything that waits now, the minute's open views included, and
   * the views whose check was under way when it was asked: a report read
   * after a page was answered counts that page.
   */
  const flush = async () => {
    // Those under way now only: views that keep coming must not hold a report back.
    if (checking.size > 0) await Promise.all([...checking]);
    return enqueue(true);
  };

  /** What arrived is hashed (and what is due written) `flushAfterMs` after the first of it. */
  function schedule(): void {
    if (timer) return;
    timer = setTimeout(() => void enqueue(false), flushAfterMs);
    // A timer alone does not keep the process alive: a stop writes the batch itself.
    timer.unref?.();
  }

  /** Queues a beacon for the batch's hash. */
  function take(beacon: ArrivedBeacon): void {
    arrived.push(beacon);
    // Not awaited: the beacon's answer never waits for a write.
    if (arrived.length >= batchSize) void enqueue(false);
    else schedule();
  }

  /**
   * A page view: hashed and added to its event at once when today's hash is
   * in memory (a lookup for a reader seen today), else queued for the batch,
   * which reads the day's salt first.
   */
  /** `reader` with their visitor hash of today (an HMAC at their first view of the day). */
  function todays(reader: Reader, address: string, userAgent: string): Reader {
    if (today !== null && reader.day !== today.begins) {
      reader.visitor = today.hashOf.fresh(address, userAgent);
      reader.day = today.begins;
      reader.minute = -1;
    }
    return reader;
  }

  function countPageView(
    path: string,
    referrer: string | null | undefined,
    address: string,
    userAgent: string,
    reader: Reader = readers.readerOf(address, userAgent),
  ): void {
    const time = now();
    if (today !== null && time >= today.begins && time < today.ends) {
      addView(time, path, referrer, todays(reader, address, userAgent));
      return;
    }
    take({
      time,
      beacon: referrer ? { type: PAGE_VIEW, path, referrer } : { type: PAGE_VIEW, path },
      address,
      userAgent,
    });
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
      if (beacon.type === PAGE_VIEW)
        countPageView(beacon.path, beacon.referrer, sender.address, sender.userAgent);
      else take({ time: now(), beacon, address: sender.address, userAgent: sender.userAgent });
    },

    /**
     * Takes one page view from a reader who may be counted: `path` without
     * its query string; `reader`, the sender's record when the caller has it.
     */
    countPageView: (
      path: string,
      referrer: string | null | undefined,
      address: string,
      userAgent: string,
      reader?: Reader,
    ): void => {
      if (enabled) countPageView(path, referrer, address, userAgent, reader);
    },

    /**
     * countPageView once `signedIn` resolves false: a view whose sender's
     * session is checked beside the answer (a read of the database). A
     * check that fails counts nothing.
     */
    countPageViewUnless: (
      signedIn: Promise<boolean>,
      path: string,
      referrer: string | null | undefined,
      address: string,
      userAgent: string,
    ): void => {
      if (!enabled) return;
      const counted = signedIn
        .then((editor) => {
          if (!editor) countPageView(path, referrer, address, userAgent);
        })
        .catch(() => undefined)
        .finally(() => checking.delete(counted));
      checking.add(counted);
    },

    /** The sender's record: whether they are a bot (checked once), and their visitor hash of the day. */
    readerOf: readers.readerOf,

    /** Readers whose visitor hash is remembered today, for tests. */
    readersInMemory: readers.size,

    /** Writes what is waiting now (before a report, so it counts everything sent so far). */
    flush,

    /** How many beacons and events wait in memory, the batch being written included. */
    pendingCount: () => arrived.length + openCount + pending.length + writing,

    /** Beacons not hashed yet: the only ones whose sender's address and user agent are in memory. */
    sendersInMemory: () => arrived.length,

    /** A clean stop: resolves once the last batch is written. */
    close: flush,
  };
}

export type AnalyticsCollector = ReturnType<typeof createAnalyticsCollector>;
