import { describe, expect, test } from 'bun:test';
import { createPublishScheduler, MAX_SLEEP_MS, type SchedulerTimers } from './publish-scheduler';

/** A clock and timers the test moves: nothing sleeps. */
function fakeTime(start = 1_800_000_000_000) {
  let time = start;
  let pending: { run: () => void | Promise<void>; at: number } | null = null;
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
    /** Moves the clock on, firing the timer (and waiting for its wake) when its moment comes. */
    async advance(ms: number) {
      const until = time + ms;
      while (pending && pending.at <= until) {
        const { run, at } = pending;
        pending = null;
        time = at;
        await run();
      }
      time = until;
    },
    get wakesAt() {
      return pending?.at ?? null;
    },
  };
}

describe('publish scheduler', async () => {
  test('wakes at the next publication, publishes once, then sets itself for the one after', async () => {
    const clock = fakeTime();
    const schedule = [clock.now() + 5_000, clock.now() + 20_000];
    const published: number[] = [];
    const moves: [string | null, string][] = [];
    const scheduler = createPublishScheduler({
      now: clock.now,
      timers: clock.timers,
      nextChange: async () => schedule.find((time) => time > clock.now()) ?? null,
      viewMark: async () => String(Math.max(0, ...schedule.filter((time) => time <= clock.now()))),
      publish: (from, to) => {
        published.push(clock.now());
        moves.push([from, to]);
      },
    });
    await scheduler.arm();
    expect(clock.wakesAt).toBe(schedule[0]!);
    await clock.advance(4_999);
    expect(published).toEqual([]);
    await clock.advance(1);
    expect(published).toEqual([schedule[0]!]);
    expect(scheduler.nextDue).toBe(schedule[1]!);
    await clock.advance(15_000);
    expect(published).toEqual([schedule[0]!, schedule[1]!]);
    // Each publication is told what readers saw before it and what they see now.
    expect(moves).toEqual([
      ['0', String(schedule[0])],
      [String(schedule[0]), String(schedule[1])],
    ]);
    // Nothing left: it only looks in now and then for schedules made elsewhere.
    expect(scheduler.nextDue).toBeNull();
    expect(clock.wakesAt).toBe(clock.now() + MAX_SLEEP_MS);
    await clock.advance(10 * MAX_SLEEP_MS);
    expect(published).toHaveLength(2);
  });

  test('a publication scheduled by another process is found on the next look', async () => {
    const clock = fakeTime();
    const schedule: number[] = [];
    const published: number[] = [];
    const scheduler = createPublishScheduler({
      now: clock.now,
      timers: clock.timers,
      nextChange: async () => schedule.find((time) => time > clock.now()) ?? null,
      viewMark: async () => String(Math.max(0, ...schedule.filter((time) => time <= clock.now()))),
      publish: () => {
        published.push(clock.now());
      },
    });
    await scheduler.arm();
    // Written elsewhere, due before this process looks again.
    schedule.push(clock.now() + 10_000);
    await clock.advance(MAX_SLEEP_MS);
    expect(published).toEqual([clock.now()]);
  });

  test('re-arming after a write follows the new schedule; stopping ends it', async () => {
    const clock = fakeTime();
    let next: number | null = clock.now() + 60_000 * 60;
    const scheduler = createPublishScheduler({
      now: clock.now,
      timers: clock.timers,
      nextChange: async () => next,
      viewMark: async () => '',
      publish: () => {},
    });
    await scheduler.arm();
    expect(clock.wakesAt).toBe(clock.now() + MAX_SLEEP_MS);
    next = clock.now() + 3_000;
    await scheduler.arm();
    expect(clock.wakesAt).toBe(next);
    scheduler.stop();
    expect(clock.wakesAt).toBeNull();
    await scheduler.arm();
    expect(clock.wakesAt).toBeNull();
  });

  test('an arm overtaken by a later one while it reads sets no timer', async () => {
    const clock = fakeTime();
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answers = [clock.now() + 1_000, clock.now() + 2_000];
    let asked = 0;
    const scheduler = createPublishScheduler({
      now: clock.now,
      timers: clock.timers,
      nextChange: async () => {
        const answer = answers[asked]!;
        asked += 1;
        // The first look answers last, with what the database said before the write.
        if (asked === 1) await slow;
        return answer;
      },
      viewMark: async () => '',
      publish: () => {},
    });
    const first = scheduler.arm();
    const second = scheduler.arm();
    await second;
    release();
    await first;
    expect(scheduler.nextDue).toBe(answers[1]!);
    expect(clock.wakesAt).toBe(answers[1]!);
  });
});
