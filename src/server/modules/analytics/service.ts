import type { Store } from '../../db/store';
import { createDayRollup } from './day-rollup';
import { createEventRecording } from './event-recording';
import { createReadershipReports } from './readership-reports';

export type { MaintenanceOptions } from './day-rollup';
export type { CollectedEvent } from './event-recording';

/**
 * Readership counts in the site's own database: storing what the collector
 * took, rolling each finished day up into its summary (and forgetting the
 * day's visitors and salt), deleting raw events past their retention, and
 * the dashboard's figures.
 */
/** `now`: the clock that says which scheduled articles are out, so views count only those. */
export function createAnalyticsService(store: Store, now: () => number = Date.now) {
  return {
    ...createEventRecording(store, now),
    ...createDayRollup(store),
    ...createReadershipReports(store),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
