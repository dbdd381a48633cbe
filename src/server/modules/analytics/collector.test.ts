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
    saltFor: () => {
      calls.salts += 1;
      return 'salt of the day';
    },
    recordEvents: (events: readonly CollectedEvent[]) => {
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
  test('a beacon is only queued; the write hashes it and keeps nothing of its sender', () => {
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

    collector.flush();
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

  test('a full batch is written at once; the back office and blank searches count nothing', () => {
    const { service, calls } = fakeService();
    const collector = collectorFor(service, 3);
    collector.collect({ type: 'pageview', path: '/admin/articles' }, SENDER);
    collector.collect({ type: 'search', query: '   ', results: 0 }, SENDER);
    expect(calls.written).toEqual([]);
    collector.collect({ type: 'pageview', path: '/' }, SENDER);
    expect(calls.written.map((batch) => batch.map((event) => event.type))).toEqual([['pageview']]);
    collector.close();
  });

  test('a refused write keeps the hashed events for the next try, not the beacons', () => {
    const { service, calls } = fakeService();
    const collector = collectorFor(service);
    calls.refuse = 1;
    collector.collect({ type: 'pageview', path: '/' }, SENDER);
    collector.flush();
    expect(calls.written).toEqual([]);
    expect(collector.pendingCount()).toBe(1);
    collector.collect({ type: 'pageview', path: '/sections' }, SENDER);
    collector.flush();
    expect(calls.written).toHaveLength(1);
    expect(calls.written[0]!).toHaveLength(2);
    // Both hashed with the day's salt, asked for once.
    expect(calls.salts).toBe(1);
    expect(collector.pendingCount()).toBe(0);
  });

  test("once a write runs on a new day, the last day's key is gone from memory", () => {
    const { service, calls } = fakeService();
    let clock = NOW;
    const collector = createAnalyticsCollector(service, {
      enabled: true,
      siteUrl: 'http://gazette.test',
      now: () => clock,
    });
    collector.collect({ type: 'pageview', path: '/' }, SENDER);
    collector.flush();
    expect(calls.salts).toBe(1);
    clock = NOW + 24 * 60 * 60 * 1000;
    collector.flush();
    // Only a clock set back shows it: the finished day's salt has to be asked for again.
    clock = NOW;
    collector.collect({ type: 'pageview', path: '/' }, SENDER);
    collector.flush();
    expect(calls.salts).toBe(2);
  });
});
