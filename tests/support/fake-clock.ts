import type { SchedulerTimers } from '~/server/modules/articles/publish-scheduler';

/**
 * A clock and timers a test moves by hand: the app's scheduled publishing
 * follows it, and nothing sleeps. It starts ahead of the real clock, so what
 * the test writes (stamped with real time) is never in its future by accident.
 */
export class FakeClock {
  time = Date.now() + 10 * 60_000;
  private pending: { run: () => void | Promise<void>; at: number } | null = null;

  readonly now = (): number => this.time;

  readonly timers: SchedulerTimers = {
    setTimeout: (run, delayMs) => {
      this.pending = { run, at: this.time + delayMs };
      return this.pending;
    },
    clearTimeout: (handle) => {
      if (this.pending === handle) this.pending = null;
    },
  };

  /** When the timer set last will fire, or null. */
  get wakesAt(): number | null {
    return this.pending?.at ?? null;
  }

  /**
   * Moves time on, firing the timer when its moment comes. A timer that
   * returns a promise (the publish scheduler's) is waited for before time
   * moves further: await the result. Others fire before this returns.
   */
  advance(ms: number): Promise<void> {
    const until = this.time + ms;
    while (this.pending && this.pending.at <= until) {
      const { run, at } = this.pending;
      this.pending = null;
      this.time = at;
      const running = run();
      if (running) return running.then(() => this.advance(until - this.time));
    }
    this.time = until;
    return Promise.resolve();
  }
}
