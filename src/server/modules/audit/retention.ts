import { logServerError } from '../../http/server-log';
import { realTimers, type SchedulerTimers } from '../articles/publish-scheduler';
import type { AuditService } from './service';

const DAY_MS = 24 * 60 * 60_000;

/** How often a running server deletes what has passed the retention. */
export const PRUNE_EVERY_MS = 60 * 60_000;

export interface AuditRetentionOptions {
  /** Days an entry is kept (AUDIT_RETENTION_DAYS). */
  retentionDays: number;
  now?: () => number;
  timers?: SchedulerTimers;
}

/**
 * Keeps the activity log to its retention: at start, then every hour, the
 * entries older than `retentionDays` are deleted (in chunks, see
 * AuditService.pruneBefore). Several processes may run it at once: a chunk
 * another one deleted first is simply not there. In one process the rounds
 * run one after another: a purge still under way when the next is due
 * finishes first.
 */
export function startAuditRetention(
  audit: Pick<AuditService, 'pruneBefore'>,
  { retentionDays, now = Date.now, timers = realTimers }: AuditRetentionOptions,
) {
  let handle: unknown = null;
  let stopped = false;
  let rounds: Promise<void> = Promise.resolve();
  const prune = async (cutoff: Date) => {
    try {
      await audit.pruneBefore(cutoff);
    } catch (error) {
      // Tried again at the next round; an entry kept an hour longer harms no one.
      logServerError('audit retention failed', 'Deleting old activity log entries failed:', error);
    }
  };
  const run = () => {
    // The cutoff is the round's moment, not the moment its turn comes.
    const cutoff = new Date(now() - retentionDays * DAY_MS);
    rounds = rounds.then(() => prune(cutoff));
    if (!stopped) handle = timers.setTimeout(run, PRUNE_EVERY_MS);
  };
  run();
  return {
    /** Resolves once every round begun so far has finished. */
    settled(): Promise<void> {
      return rounds;
    },
    /** No further rounds; resolves once the one under way, if any, has finished. */
    stop(): Promise<void> {
      stopped = true;
      timers.clearTimeout(handle);
      return rounds;
    },
  };
}
