import { afterEach, describe, expect, test } from 'bun:test';
import { signIn } from '@tests/support/admin-session';
import {
  CHROME_UA,
  type Reader,
  searchFor,
  sendBeacon,
  viewPage,
} from '@tests/support/analytics-beacons';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { viewsOf } from '~/server/modules/analytics/day-activity';

const READER: Reader = { address: '198.51.100.20', userAgent: CHROME_UA };

let t: TestApp;
afterEach(() => t?.close());

/**
 * Events in the table now, without writing what waits in memory: a row of a
 * reader's repeated views of a page within a minute counts for each of them.
 */
async function eventsInTable(app: TestApp): Promise<number> {
  const [row] = await app.db
    .select({ total: viewsOf(app.store) })
    .from(app.store.tables.analyticsEvents);
  return row!.total;
}

async function storedEvents(app: TestApp): Promise<number> {
  await app.analytics.flush();
  return eventsInTable(app);
}

async function errorOf(response: Response) {
  return {
    status: response.status,
    body: (await response.json()) as { status: number; message: string },
  };
}

describe('POST /api/analytics', () => {
  test('a page view and a search are answered 204 and stored once written', async () => {
    t = await createTestApp();
    const view = await viewPage(t, READER, '/');
    expect(view.status).toBe(204);
    expect(await view.text()).toBe('');
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect((await searchFor(t, READER, 'portal', 3)).status).toBe(204);
    expect(t.analytics.pendingCount()).toBe(2);
    expect(await storedEvents(t)).toBe(2);
    expect(t.analytics.pendingCount()).toBe(0);
  });

  test('a beacon is hashed within a second, and its page view written once its minute is over', async () => {
    // The site's clock two seconds before a minute ends.
    const offset = 60_000 - (Date.now() % 60_000) - 2_000;
    t = await createTestApp({ analytics: { enabled: true, now: () => Date.now() + offset } });
    await viewPage(t, READER, '/');
    expect(t.analytics.sendersInMemory()).toBe(1);
    expect(await eventsInTable(t)).toBe(0);
    await Bun.sleep(1200);
    // Hashed: the reader's address and user agent are gone; the view waits for its minute.
    expect(t.analytics.sendersInMemory()).toBe(0);
    expect(t.analytics.pendingCount()).toBe(1);
    expect(await eventsInTable(t)).toBe(0);
    await Bun.sleep(3000);
    expect(await eventsInTable(t)).toBe(1);
    expect(t.analytics.pendingCount()).toBe(0);
  });

  test('readers who ask not to be tracked, bots and signed-in editors are not counted', async () => {
    t = await createTestApp();
    await t.services.users.create({
      username: 'editor',
      password: 'correct-horse-battery',
      role: 'admin',
    });
    const cookie = await signIn(t);
    const uncounted: Reader[] = [
      { ...READER, headers: { DNT: '1' } },
      { ...READER, headers: { 'Sec-GPC': '1' } },
      { address: READER.address, userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)' },
      { address: READER.address, userAgent: CHROME_UA.replace('Chrome/', 'HeadlessChrome/') },
      { address: READER.address, userAgent: '' },
      { ...READER, headers: { Cookie: cookie } },
    ];
    for (const reader of uncounted) {
      expect((await viewPage(t, reader, '/')).status).toBe(204);
      expect((await searchFor(t, reader, 'portal', 1)).status).toBe(204);
    }
    expect(await storedEvents(t)).toBe(0);
    // Their choice stays theirs: DNT 0 and a session that is over count as any reader.
    await viewPage(t, { ...READER, headers: { DNT: '0', Cookie: 'gazette_session=expired' } }, '/');
    expect(await storedEvents(t)).toBe(1);
  });

  test('the back office and blank searches are no readership', async () => {
    t = await createTestApp();
    await viewPage(t, READER, '/admin');
    await viewPage(t, READER, '/admin/analytics');
    await searchFor(t, READER, '   ', 0);
    expect(await storedEvents(t)).toBe(0);
  });

  test('with ANALYTICS=false nothing is collected and pages load no beacon', async () => {
    t = await createTestApp({ analytics: { enabled: false } });
    expect((await viewPage(t, READER, '/')).status).toBe(204);
    expect(await storedEvents(t)).toBe(0);
    const off = await t.request('/about');
    expect(await off.text()).toContain('"analytics":false');
    await t.close();
    t = await createTestApp();
    expect(await (await t.request('/about')).text()).toContain('"analytics":true');
  });

  test('another site cannot count views here', async () => {
    t = await createTestApp();
    const response = await t.fetch(
      new Request(`${t.siteUrl}/api/analytics`, {
        method: 'POST',
        headers: {
          'Content-Type': 'text/plain',
          Origin: 'https://elsewhere.example',
          'Sec-Fetch-Site': 'cross-site',
          'User-Agent': CHROME_UA,
        },
        body: JSON.stringify({ type: 'pageview', path: '/' }),
      }),
    );
    expect(await errorOf(response)).toEqual({
      status: 403,
      body: { status: 403, message: 'Cross-origin requests are not allowed' },
    });
    expect(await storedEvents(t)).toBe(0);
  });

  test.each([
    ['not JSON', '{ not json', 400, 'The request body is not valid JSON'],
    ['not an object', '[]', 422, 'must be a page view or a search'],
    ['an unknown type', '{"type":"click"}', 422, 'type: must be a page view or a search'],
    [
      "another site's page",
      '{"type":"pageview","path":"https://elsewhere.example/"}',
      422,
      'path: must be a path on this site',
    ],
    [
      'a protocol-relative path',
      '{"type":"pageview","path":"//elsewhere.example/"}',
      422,
      'path: must be a path on this site',
    ],
    [
      'a negative result count',
      '{"type":"search","query":"portal","results":-1}',
      422,
      'results: must be 0 or more',
    ],
    [
      'a fractional result count',
      '{"type":"search","query":"portal","results":1.5}',
      422,
      'results: must be a whole number',
    ],
    [
      'more than a beacon',
      JSON.stringify({ type: 'pageview', path: `/${'a'.repeat(5000)}` }),
      413,
      'The request body must not exceed 4096 bytes',
    ],
  ])('%s is refused, with its length declared or not', async (_label, body, status, message) => {
    t = await createTestApp();
    for (const declareLength of [true, false]) {
      const response = await sendBeacon(t, READER, body, { declareLength });
      expect(await errorOf(response)).toEqual({ status, body: { status, message } });
    }
    expect(await storedEvents(t)).toBe(0);
  });

  test("a beacon the network handler does not answer itself gets the router's same answer", async () => {
    t = await createTestApp();
    const beacon = { type: 'pageview', path: '/section/cosmic-watch' } as const;
    const answers = [
      await sendBeacon(t, READER, beacon),
      // No declared length (a chunked body), or a query string: through the router.
      await sendBeacon(t, READER, beacon, { declareLength: false }),
      await sendBeacon(t, READER, beacon, { path: '/api/analytics?from=test' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(204);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    // A longer path that ends the same way is not the collector.
    const elsewhere = await sendBeacon(t, READER, beacon, { path: '/news/api/analytics' });
    expect(elsewhere.status).toBe(404);
    expect(await storedEvents(t)).toBe(3);
    const crossSite = await sendBeacon(
      t,
      {
        ...READER,
        headers: { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
      },
      beacon,
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('JSON sent as JSON is read the same', async () => {
    t = await createTestApp();
    const response = await sendBeacon(
      t,
      { ...READER, headers: { 'Content-Type': 'application/json' } },
      {
        type: 'pageview',
        path: '/sections',
      },
    );
    expect(response.status).toBe(204);
    expect(await storedEvents(t)).toBe(1);
  });
});
