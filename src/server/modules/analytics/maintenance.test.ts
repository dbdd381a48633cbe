import { expect, test } from 'bun:test';
import { startAnalyticsMaintenance } from './maintenance';
import type { AnalyticsService } from './service';

test("the end of a day first writes the beacons still in memory, so they count in the day's summary", async () => {
  const calls: string[] = [];
  const service = {
    maintain: async (time: number) => {
      calls.push(`maintain ${new Date(time).toISOString()}`);
    },
  } as unknown as AnalyticsService;
  const maintenance = startAnalyticsMaintenance(service, {
    retentionDays: 30,
    now: () => Date.UTC(2026, 6, 1, 0, 0, 1),
    writePending: async () => {
      await Bun.sleep(1);
      calls.push('write pending');
    },
  });
  await maintenance.stop();
  expect(calls).toEqual(['write pending', 'maintain 2026-07-01T00:00:01.000Z']);
});
