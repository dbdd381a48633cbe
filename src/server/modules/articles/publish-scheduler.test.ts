import { describe, expect, test } from 'bun:test';
import { createPublishScheduler, MAX_SLEEP_MS, type SchedulerTimers } from './publish-scheduler';

/** A clock and timers the test moves: nothing sleeps. */
function fakeTime(start = 1_800_000_000_000) {
  let time = start;
  let pending: { run: () => void; at: number } | null = null;
  const timers: SchedulerTimers = {
    setTimeout(run, delayMs) {
      pending = { run, at: time + delayMs };
      return pending;
    },
    clearTimeout(handle) {
      if (pending === handle) pending = null;
    },
  };
  return {
    timers,
    now: () => time,
    /** Moves the clock on, firing the timer when its moment comes. */
    advance(ms: number) {
      const until = time + ms;
      while (pending && pending.at <= until) {
        const { run, at } = pending;
        pending = null;
        time = at;
        run();
      }
      time = until;
    },
    get wakesAt() {
      return pending?.at ?? null;
    },
  };
}

describe('publish scheduler', () => {
  test('wakes at the next publication, publishes once, then sets itself for the one after', () => {
    const clock = fakeTime();
    const schedule = [clock.now() + 5_000, clock.now() + 20_000];
    const published: number[] = [];
    const scheduler = createPublishScheduler({
      now: clock.now,
      timers: clock.timers,
      nextChange: () => schedule.find((time) => time > clock.now()) ?? null,
      viewMark: () => String(Math.max(0, ...schedule.filter((time) => time <= clock.now()))),
      publish: () => published.push(clock.now()),
    });
    scheduler.arm();
    expect(clock.wakesAt).toBe(schedule[0]!);
    clock.advance(4_999);
    expect(published).toEqual([]);
    clock.advance(1);
    expect(published).toEqual([schedule[0]!]);
    expect(scheduler.nextDue).toBe(schedule[1]!);
    clock.advance(15_000);
    expect(published).toEqual([schedule[0]!, schedule[1]!]);
    // Nothing left: it only looks in now and then for schedules made elsewhere.
    expect(scheduler.nextDue).toBeNull();
    expect(clock.wakesAt).toBe(clock.now() + MAX_SLEEP_MS);
    clock.advance(10 * MAX_SLEEP_MS);
    expect(published).toHaveLength(2);
  });

  test('a publication scheduled by another process is found on the next look', () => {
    const clock = fakeTime();
    const schedule: number[] = [];
    const published: number[] = [];
    const scheduler = createPublishScheduler({
      now: clock.now,
      timers: clock.timers,
      nextChange: () => schedule.find((time) => time > clock.now()) ?? null,
      viewMark: () => String(Math.max(0, ...schedule.filter((time) => time <= clock.now()))),
      publish: () => published.push(clock.now()),
    });
    scheduler.arm();
    // Written elsewhere, due before this process looks again.
    schedule.push(clock.now() + 10_000);
    clock.advance(MAX_SLEEP_MS);
    expect(published).toEqual([clock.now()]);
  });

  test('re-arming after a write follows the new schedule; stopping ends it', () => {
    const clock = fakeTime();
    let next: number | null = clock.now() + 60_000 * 60;
    const scheduler = createPublishScheduler({
      now: clock.now,
      timers: clock.timers,
      nextChange: () => next,
      viewMark: () => '',
      publish: () => {},
    });
    scheduler.arm();
    expect(clock.wakesAt).toBe(clock.now() + MAX_SLEEP_MS);
    next = clock.now() + 3_000;
    scheduler.arm();
    expect(clock.wakesAt).toBe(next);
    scheduler.stop();
    expect(clock.wakesAt).toBeNull();
    scheduler.arm();
    expect(clock.wakesAt).toBeNull();
  });
});
