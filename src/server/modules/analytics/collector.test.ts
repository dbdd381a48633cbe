import { describe, expect, test } from 'bun:test';
import { createAnalyticsCollector } from './collector';
import type { AnalyticsService, CollectedEvent } from './service';

const NOW = Date.UTC(2026, 5, 2, 12);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
const SENDER = { address: '203.0.113.5', userAgent: UA };

/** A service that records what it is asked, and refuses the writes it is told to. */
function fakeService() {
  const calls = { salts: 0, written: [] as CollectedEvent[][], refuse: 0 };
  const service = {
    saltFor: async () => {
      calls.salts += 1;
      return 'salt of the day';
    },
    recordEvents: async (events: readonly CollectedEvent[]) => {
      if (calls.refuse > 0) {
        calls.refuse -= 1;
        throw new Error('database is locked');
      }
      calls.written.push([...events]);
    },
  } as unknown as AnalyticsService;
  return { service, calls };
}

const collectorFor = (service: AnalyticsService, batchSize = 500) =>
  createAnalyticsCollector(service, {
    enabled: true,
    siteUrl: 'http://gazette.test',
    now: () => NOW,
    batchSize,
  });

describe('the collector', () => {
  test('a beacon is only queued; the write hashes it and keeps nothing of its sender', async () => {
    const { service, calls } = fakeService();
    const collector = collectorFor(service);
    collector.collect(
      { type: 'pageview', path: '/article/harbor-rift', referrer: 'https://news.example.com/a/b' },
      SENDER,
    );
    collector.collect({ type: 'search', query: '  Portal  ', results: 2 }, SENDER);
    expect(calls.salts).toBe(0);
    expect(calls.written).toEqual([]);
    expect(collector.pendingCount()).toBe(2);

    await collector.flush();
    expect(calls.written).toEqual([
      [
        {
          type: 'pageview',
          time: NOW,
          visitor: expect.stringMatching(/^[\w-]{22}$/),
          articleReference: 'harbor-rift',
          section: undefined,
          referrer: 'news.example.com',
        },
        { type: 'search', time: NOW, query: 'portal', results: 2 },
      ],
    ]);
    const stored = JSON.stringify(calls.written);
    expect(stored).not.toContain(SENDER.address);
    expect(stored).not.toContain('Chrome');
    expect(collector.pendingCount()).toBe(0);
  });

  test('a full batch is written at once; the back office and blank searches count nothing', async () => {
    const { service, calls } = fakeService();
    const collector = collectorFor(service, 3);
    collector.collect({ type: 'pageview', path: '/admin/articles' }, SENDER);
    collector.collect({ type: 'search', query: '   ', results: 0 }, SENDER);
    expect(calls.written).toEqual([]);
    collector.collect({ type: 'pageview', path: '/' }, SENDER);
    // The write started without a flush, and without holding up the beacon that filled the batch.
    expect(collector.pendingCount()).toBe(3);
    await Bun.sleep(0);
    expect(calls.written.map((batch) => batch.map((event) => event.type))).toEqual([['pageview']]);
    await collector.close();
  });

  test('a refused write keeps the hashed events for the next try, not the beacons', async () => {
    const { service, calls } = fakeService();
    const collector = collectorFor(service);
    calls.refuse = 1;
    collector.collect({ type: 'pageview', path: '/' }, SENDER);
    await collector.flush();
    expect(calls.written).toEqual([]);
    expect(collector.pendingCount()).toBe(1);
    collector.collect({ type: 'pageview', path: '/sections' }, SENDER);
    await collector.flush();
    expect(calls.written).toHaveLength(1);
    expect(calls.written[0]!).toHaveLength(2);
    // Both hashed with the day's salt, asked for once.
    expect(calls.salts).toBe(1);
    expect(collector.pendingCount()).toBe(0);
  });

  test("once a write runs on a new day, the last day's key is gone from memory", async () => {
    const { service, calls } = fakeService();
    let clock = NOW;
    const collector = createAnalyticsCollector(service, {
      enabled: true,
      siteUrl: 'http://gazette.test',
      now: () => clock,
    });
    collector.collect({ type: 'pageview', path: '/' }, SENDER);
    await collector.flush();
    expect(calls.salts).toBe(1);
    clock = NOW + 24 * 60 * 60 * 1000;
    await collector.flush();
    // Only a clock set back shows it: the finished day's salt has to be asked for again.
    clock = NOW;
    collector.collect({ type: 'pageview', path: '/' }, SENDER);
    await collector.flush();
    expect(calls.salts).toBe(2);
  });

  test('batches are written one at a time, in order, and a stop waits for the last one', async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const service = {
      saltFor: async () => 'salt of the day',
      recordEvents: async (events: readonly CollectedEvent[]) => {
        const paths = events.map((event) =>
          event.type === 'pageview' ? event.articleReference : '',
        );
        order.push(`start ${paths.join()}`);
        if (order.length === 1) await held;
        order.push(`end ${paths.join()}`);
      },
    } as unknown as AnalyticsService;
    const collector = collectorFor(service);
    collector.collect({ type: 'pageview', path: '/article/first' }, SENDER);
    const first = collector.flush();
    await Bun.sleep(0);
    collector.collect({ type: 'pageview', path: '/article/second' }, SENDER);
    const stop = collector.close();
    await Bun.sleep(0);
    // The first batch is still being written: counted as waiting, the second not started.
    expect(order).toEqual(['start first']);
    expect(collector.pendingCount()).toBe(2);
    release();
    await Promise.all([first, stop]);
    expect(order).toEqual(['start first', 'end first', 'start second', 'end second']);
    expect(collector.pendingCount()).toBe(0);
  });
});
