import { afterEach, describe, expect, test } from 'bun:test';
import { FakeClock } from '@tests/support/fake-clock';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { asc } from 'drizzle-orm';
import { PRUNE_EVERY_MS, startAuditRetention } from '~/server/modules/audit/retention';

const DAY = 24 * 60 * 60_000;

let t: TestApp | undefined;
afterEach(() => t?.close());

const entry = (at: number, target: string) => ({
  at: new Date(at),
  action: 'auth.login' as const,
  target,
  address: '192.0.2.1',
});

/** Records one entry at `at`, straight into the table. */
async function recordAt(app: TestApp, at: number, target: string) {
  await app.store.transaction((tx) =>
    tx.insert(app.store.tables.auditEvents).values(entry(at, target)),
  );
}

const targets = async (app: TestApp) => {
  const { auditEvents } = app.store.tables;
  const rows = await app.db
    .select({ target: auditEvents.target })
    .from(auditEvents)
    .orderBy(asc(auditEvents.at));
  return rows.map((row) => row.target);
};

describe('the activity log keeps AUDIT_RETENTION_DAYS', () => {
  test('at start and then every hour, entries past the retention go; the rest stay', async () => {
    t = await createTestApp();
    const clock = new FakeClock();
    const start = clock.now();
    await recordAt(t, start - 400 * DAY, 'long gone');
    await recordAt(t, start - 31 * DAY, 'past thirty days');
    await recordAt(t, start - 30 * DAY + 60_000, 'thirty days less a minute');
    await recordAt(t, start - DAY, 'yesterday');

    const retention = startAuditRetention(t.services.audit, {
      retentionDays: 30,
      now: clock.now,
      timers: clock.timers,
    });
    try {
      await retention.settled();
      expect(await targets(t)).toEqual(['thirty days less a minute', 'yesterday']);
      expect(clock.wakesAt).toBe(start + PRUNE_EVERY_MS);

      // Nothing is due until the next round: the entry a minute short of
      // thirty days stays until the round after it passes.
      await clock.advance(59_000);
      await retention.settled();
      expect(await targets(t)).toEqual(['thirty days less a minute', 'yesterday']);
      await clock.advance(PRUNE_EVERY_MS);
      await retention.settled();
      expect(await targets(t)).toEqual(['yesterday']);

      // A month of hourly rounds later, yesterday's entry has gone too.
      await clock.advance(30 * DAY);
      await retention.settled();
      expect(await targets(t)).toEqual([]);
    } finally {
      await retention.stop();
    }
    expect(clock.wakesAt).toBeNull();
  });

  test('a purge larger than a chunk goes in chunks, oldest first, and all of it goes', async () => {
    t = await createTestApp();
    const now = Date.UTC(2027, 0, 1);
    const app = t;
    const entries = Array.from({ length: 2_500 }, (_, n) =>
      entry(now - 500 * DAY + n * 1000, `old-${n}`),
    );
    entries.push(entry(now - 10 * DAY, 'recent'));
    await app.store.transaction(async (tx) => {
      for (let start = 0; start < entries.length; start += 500)
        await tx.insert(app.store.tables.auditEvents).values(entries.slice(start, start + 500));
    });
    // Chunks of 7: a purge that stopped after its first chunk would leave 2,493.
    expect(await app.services.audit.pruneBefore(new Date(now - 365 * DAY), 7)).toBe(2_500);
    expect(await targets(app)).toEqual(['recent']);
    expect(await app.services.audit.pruneBefore(new Date(now - 365 * DAY), 7)).toBe(0);
  });
});
