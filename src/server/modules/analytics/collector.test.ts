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

/** A collector for the test site; `now` is the test's own clock (NOW when not given). */
const collectorFor = (
  service: AnalyticsService,
  { now = () => NOW, batchSize = 500 }: { now?: () => number; batchSize?: number } = {},
) =>
  createAnalyticsCollector(service, {
    enabled: true,
    siteUrl: 'http://gazette.test',
    now,
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
        { type: 'search', time: NOW, query: 'portal', results: 2 },
        {
          type: 'pageview',
          time: NOW,
          views: 1,
          visitor: expect.stringMatching(/^[\w-]{22}$/),
          articleReference: 'harbor-rift',
          section: undefined,
          referrer: 'news.example.com',
        },
      ],
    ]);
    const stored = JSON.stringify(calls.written);
    expect(stored).not.toContain(SENDER.address);
    expect(stored).not.toContain('Chrome');
    expect(collector.pendingCount()).toBe(0);
  });

  test("a reader's views of a page from one referrer in one minute are one event with their count", async () => {
    const { service, calls } = fakeService();
    let clock = NOW;
    const collector = collectorFor(service, { now: () => clock });
    const OTHER = { address: '203.0.113.6', userAgent: UA };
    const view = (path: string, referrer?: string) =>
      referrer
        ? { type: 'pageview' as const, path, referrer }
        : { type: 'pageview' as const, path };
    collector.collect(view('/article/tide'), SENDER);
    clock += 20_000;
    collector.collect(view('/article/tide'), SENDER);
    collector.collect(view('/article/tide'), { ...SENDER, address: '::ffff:203.0.113.5' });
    collector.collect(view('/article/tide'), OTHER);
    collector.collect(view('/article/tide', 'https://news.example.com/'), SENDER);
    collector.collect(view('/section/street-beat'), SENDER);
    // The next minute: a new event, so an event's time stays within a minute of its views.
    clock += 40_000;
    collector.collect(view('/article/tide'), SENDER);
    await collector.flush();
    const [written] = calls.written;
    const summary = written!.map((event) =>
      event.type === 'pageview'
        ? [
            event.time - NOW,
            event.views,
            event.visitor,
            event.articleReference ?? event.section,
            event.referrer,
          ]
        : [],
    );
    const reader = summary[0]![2];
    const other = summary[1]![2];
    expect(reader).not.toBe(other);
    expect(summary).toEqual([
      // An IPv4 address spelled as IPv6 too: the same reader, three views.
      [0, 3, reader, 'tide', null],
      [20_000, 1, other, 'tide', null],
      [20_000, 1, reader, 'tide', 'news.example.com'],
      [20_000, 1, reader, 'street-beat', null],
      [60_000, 1, reader, 'tide', null],
    ]);
  });

  test('a full batch is hashed at once, its page views written once their minute is over; the back office and blank searches count nothing', async () => {
    const { service, calls } = fakeService();
    let clock = NOW;
    const collector = collectorFor(service, { now: () => clock, batchSize: 3 });
    collector.collect({ type: 'pageview', path: '/admin/articles' }, SENDER);
    collector.collect({ type: 'search', query: '   ', results: 0 }, SENDER);
    expect(calls.written).toEqual([]);
    collector.collect({ type: 'pageview', path: '/' }, SENDER);
    // The write started without a flush, and without holding up the beacon that filled the batch.
    expect(collector.pendingCount()).toBe(3);
    await Bun.sleep(0);
    // Hashed: one page view event, open while its minute lasts; nothing of the senders left.
    expect(collector.pendingCount()).toBe(1);
    expect(calls.written).toEqual([]);
    // The next minute's batch writes the last minute's event.
    clock += 60_000;
    collector.collect({ type: 'pageview', path: '/' }, SENDER);
    collector.collect({ type: 'pageview', path: '/' }, SENDER);
    collector.collect({ type: 'pageview', path: '/' }, SENDER);
    await Bun.sleep(0);
    expect(calls.written.map((batch) => batch.map((event) => [event.type, event.time]))).toEqual([
      [['pageview', NOW]],
    ]);
    expect(collector.pendingCount()).toBe(1);
    await collector.close();
    expect(calls.written.at(-1)).toMatchObject([{ type: 'pageview', time: clock, views: 3 }]);
    expect(collector.pendingCount()).toBe(0);
  });

  test("once today's hash is in memory a page view is counted as it is taken, nothing of its sender kept", async () => {
    const { service, calls } = fakeService();
    let clock = NOW;
    const collector = collectorFor(service, { now: () => clock });
    // The first view waits for the batch, which reads the day's salt.
    collector.countPageView('/article/tide', null, SENDER.address, SENDER.userAgent);
    expect(collector.sendersInMemory()).toBe(1);
    await collector.flush();
    expect(calls.salts).toBe(1);
    // Then a view is hashed and added to its event at once: no sender waits, no write is due.
    clock += 1_000;
    collector.countPageView('/article/tide', null, SENDER.address, SENDER.userAgent);
    collector.countPageView(
      '/article/tide',
      `http://gazette.test/`,
      SENDER.address,
      SENDER.userAgent,
    );
    collector.countPageView(
      '/article/tide',
      'https://news.example.com/x',
      '::ffff:203.0.113.5',
      SENDER.userAgent,
    );
    collector.countPageView('/admin/articles', null, SENDER.address, SENDER.userAgent);
    expect(collector.sendersInMemory()).toBe(0);
    expect(collector.pendingCount()).toBe(2);
    expect(calls.written).toHaveLength(1);
    await collector.flush();
    expect(calls.salts).toBe(1);
    const [first, second] = calls.written;
    const visitor = (first![0] as { visitor: string }).visitor;
    expect(second).toEqual([
      {
        type: 'pageview',
        time: NOW + 1_000,
        views: 2,
        visitor,
        articleReference: 'tide',
        section: undefined,
        referrer: null,
      },
      {
        type: 'pageview',
        time: NOW + 1_000,
        views: 1,
        visitor,
        articleReference: 'tide',
        section: undefined,
        referrer: 'news.example.com',
      },
    ]);
    // A new day: its first view waits for that day's salt again.
    clock = NOW + 24 * 60 * 60 * 1000;
    collector.countPageView('/', null, SENDER.address, SENDER.userAgent);
    expect(collector.sendersInMemory()).toBe(1);
    await collector.flush();
    expect(calls.salts).toBe(2);
    expect(collector.pendingCount()).toBe(0);
  });

  test("a view after its event was written opens a new one: a written event's count never grows", async () => {
    const { service, calls } = fakeService();
    const collector = collectorFor(service);
    collector.countPageView('/article/tide', null, SENDER.address, SENDER.userAgent);
    // The day's salt read, then views counted as taken: two in the minute, one event.
    await collector.flush();
    collector.countPageView('/article/tide', null, SENDER.address, SENDER.userAgent);
    collector.countPageView('/article/tide', null, SENDER.address, SENDER.userAgent);
    // A dashboard read writes the minute's open events before it is over.
    await collector.flush();
    collector.countPageView('/article/tide', null, SENDER.address, SENDER.userAgent);
    await collector.flush();
    const views = calls.written.map((batch) =>
      batch.map((event) => (event as { views: number }).views),
    );
    expect(views).toEqual([[1], [2], [1]]);
    const visitors = new Set(
      calls.written.flat().map((event) => (event as { visitor: string }).visitor),
    );
    expect(visitors.size).toBe(1);
    expect(collector.readersInMemory()).toBe(1);
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
    const collector = collectorFor(service, { now: () => clock });
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
