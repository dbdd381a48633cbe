import { logServerError } from '../../http/server-log';

/** setTimeout and clearTimeout, or a test's stand-ins that fire when the test says. */
export interface SchedulerTimers {
  /** `run` may return a promise: the wake's reads and its re-arming, settled when it is done. */
  setTimeout(run: () => void | Promise<void>, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: SchedulerTimers = {
  setTimeout(run, delayMs) {
    const handle = setTimeout(run, delayMs);
    // A scheduled article must not keep a stopping process (or a test run) alive.
    handle.unref?.();
    return handle;
  },
  clearTimeout(handle) {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/**
 * How long the timer sleeps at most. A schedule written by another process
 * sharing the database is not announced here: waking this often finds it
 * (at no cost but one indexed query), and the timer is then set for it.
 */
export const MAX_SLEEP_MS = 60_000;

export interface PublishSchedulerOptions<View> {
  now: () => number;
  /**
   * When what readers see next changes with no write (epoch ms): a scheduled
   * article comes out, a correction leaves the 30 days /corrections lists.
   * Null when nothing is due.
   */
  nextChange: () => Promise<number | null>;
  /** What readers see by time; it moves when such a change has come. */
  viewMark: () => Promise<View>;
  /** Whether two marks show readers the same (default: the same value). */
  sameView?: (a: View, b: View) => boolean;
  /**
   * What a write does for readers (fresh pages, feeds, sitemaps and counts),
   * for what changed between two marks; `from` is null when the timer never
   * read one.
   */
  publish: (from: View | null, to: View) => void | Promise<void>;
  timers?: SchedulerTimers;
  /** The longest sleep; a test that moves its clock by weeks wakes less often. */
  maxSleepMs?: number;
}

/**
 * Wakes the server at the moment the next scheduled article comes out and
 * refreshes what readers are served of it, as a write would, so the article
 * appears on every page, feed and list at that second without anyone
 * visiting. Re-armed at start (schedules survive a restart: they are rows)
 * and after every write (which may add, move or drop a schedule).
 */
export function createPublishScheduler<View>({
  now,
  nextChange,
  viewMark,
  sameView = Object.is,
  publish,
  timers = realTimers,
  maxSleepMs = MAX_SLEEP_MS,
}: PublishSchedulerOptions<View>) {
  let handle: unknown = null;
  let due: number | null = null;
  let seen: View | null = null;
  let stopped = false;
  /** Counts the arms: one that a later arm overtook while it read sets no timer. */
  let arms = 0;
  let latest: Promise<void> = Promise.resolve();

  function arm(): Promise<void> {
    latest = armNow();
    return latest;
  }

  async function armNow(): Promise<void> {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    if (stopped) return;
    const turn = ++arms;
    let mark: View;
    let next: number | null;
    try {
      [mark, next] = await Promise.all([viewMark(), nextChange()]);
    } catch (error) {
      failed(error);
      return;
    }
    if (turn !== arms || stopped) return;
    if (handle !== null) timers.clearTimeout(handle);
    seen = mark;
    due = next;
    const wait = due === null ? maxSleepMs : Math.max(0, due - now());
    handle = timers.setTimeout(wake, Math.min(wait, maxSleepMs));
  }

  /** The schedule could not be read: tried again after the longest sleep. */
  function failed(error: unknown) {
    // Stopped meanwhile: the database may already be closed, and nothing is due.
    if (stopped) return;
    logServerError('publish timer failed', 'Reading the publication schedule failed:', error);
    if (handle === null) handle = timers.setTimeout(wake, maxSleepMs);
  }

  async function wake(): Promise<void> {
    handle = null;
    // An article came out since the last look: the one this timer was set
    // for, or one another process scheduled. Readers get it now.
    let mark: View;
    try {
      mark = await viewMark();
    } catch (error) {
      failed(error);
      return;
    }
    if (seen === null || !sameView(seen, mark)) await publish(seen, mark);
    await arm();
  }

  return {
    arm,
    /** When the timer is set to publish next (epoch ms), or null when nothing is scheduled. */
    get nextDue(): number | null {
      return due;
    },
    /** Settles when the latest arm has read the schedule and set its timer. */
    get settled(): Promise<void> {
      return latest;
    },
    stop() {
      stopped = true;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
  };
}

export type PublishScheduler = ReturnType<typeof createPublishScheduler<unknown>>;
