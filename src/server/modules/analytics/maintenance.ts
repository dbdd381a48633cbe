import { utcDay } from '~/shared/calendar-days';
import { logServerError } from '../../http/server-log';
import type { AnalyticsService, MaintenanceOptions } from './service';

/** How often a running server looks for a day that has ended. */
const CHECK_EVERY_MS = 60_000;

/**
 * Ends each day on time in a running server: within a minute of midnight
 * (UTC) the day is rolled up and its visitors and salt deleted, and raw
 * events past their retention go. The work is done once a day; the other
 * checks cost a comparison.
 */
export function startAnalyticsMaintenance(
  service: AnalyticsService,
  options: MaintenanceOptions & {
    now?: () => number;
    /**
     * Writes the beacons still in memory (the collector's flush): the last
     * second of a day that just ended belongs in its summary.
     */
    writePending?: () => Promise<void>;
  },
) {
  const now = options.now ?? Date.now;
  let doneFor = '';
  /** The day-end work under way, if any: a check meanwhile leaves it alone. */
  let running: Promise<void> | null = null;
  const work = async () => {
    const time = now();
    const day = utcDay(time);
    if (day === doneFor) return;
    try {
      await options.writePending?.();
      // Another process doing the day's end right now: looked at again at the next check.
      if (await service.maintain(time, options)) doneFor = day;
    } catch (error) {
      // Tried again at the next check; the counts wait in the raw events meanwhile.
      logServerError('analytics maintenance failed', 'Readership day-end work failed:', error);
    }
  };
  const run = () => {
    running ??= work().finally(() => {
      running = null;
    });
    return running;
  };
  const first = run();
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref?.();
  return {
    /** The first check, started at once (tests wait for it). */
    started: first,
    /** No more checks; resolves once work under way is done, so the database can close. */
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
