import { describe, expect, test } from 'bun:test';
import { CHECKS_GONE_MS, createDrain } from './draining';

const ok = async () => Response.json({ status: 'ok', database: 'postgresql' });
const get = (path: string) => new Request(`http://gazette.test${path}`);

/** A drain on a clock of the test's, whose server a balancer has checked twice, a second apart. */
async function checkedByBalancer() {
  const clock = { ms: 0 };
  const drain = createDrain({
    database: 'sqlite',
    quietMs: 50,
    maxMs: 10_000,
    now: () => clock.ms,
  });
  const handle = drain.wrap(ok);
  await handle(get('/healthz'));
  clock.ms += 1000;
  await handle(get('/healthz'));
  return { drain, handle, clock };
}

/**
 * The balancer's next two checks, a second apart, each answered 503: the stop
 * still waits after the first and is done after the second.
 */
async function answerTheBalancersTwoChecks(
  handle: ReturnType<ReturnType<typeof createDrain>['wrap']>,
  clock: { ms: number },
  stop: Promise<void>,
) {
  let done = false;
  const stopped = stop.then(() => {
    done = true;
  });
  expect((await handle(get('/healthz'))).status).toBe(503);
  await Bun.sleep(80);
  expect(done).toBe(false);
  clock.ms += 1000;
  expect((await handle(get('/healthz'))).status).toBe(503);
  await stopped;
  expect(done).toBe(true);
}

describe('createDrain', () => {
  test('serves as usual until a stop is asked for', async () => {
    const drain = createDrain({ database: 'postgresql' });
    const handle = drain.wrap(ok);
    const health = await handle(get('/healthz'));
    expect(health.status).toBe(200);
    expect(health.headers.get('connection')).toBeNull();
    expect((await handle(get('/'))).headers.get('connection')).toBeNull();
    expect(drain.draining).toBe(false);
  });

  test('draining: /healthz answers 503 and every other answer is served, closing its connection', async () => {
    const drain = createDrain({ database: 'postgresql', quietMs: 0 });
    const handle = drain.wrap(ok);
    await drain.begin();
    const health = await handle(get('/healthz'));
    expect(health.status).toBe(503);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'draining', database: 'postgresql' });
    const page = await handle(get('/article/x?y=1'));
    expect(page.status).toBe(200);
    expect(page.headers.get('connection')).toBe('close');
    expect(await page.json()).toEqual({ status: 'ok', database: 'postgresql' });
  });

  test('the stop waits until no request has begun for the quiet time, health checks aside', async () => {
    let clock = 0;
    const drain = createDrain({ database: 'sqlite', quietMs: 50, maxMs: 10_000, now: () => clock });
    const handle = drain.wrap(ok);
    await handle(get('/'));
    let done = false;
    const stopped = drain.begin().then(() => {
      done = true;
    });
    for (let step = 0; step < 5; step++) {
      clock += 30;
      await handle(get('/api/articles'));
      await handle(get('/healthz'));
      await Bun.sleep(60);
      expect(done).toBe(false);
    }
    clock += 30;
    await handle(get('/healthz'));
    await Bun.sleep(60);
    expect(done).toBe(false);
    clock += 30;
    await Bun.sleep(60);
    await stopped;
    expect(done).toBe(true);
  });

  test('idle when the stop comes: it returns at once', async () => {
    const drain = createDrain({ database: 'sqlite', quietMs: 60_000, maxMs: 60_000 });
    const started = performance.now();
    await drain.begin();
    expect(performance.now() - started).toBeLessThan(50);
  });

  test('with a balancer checking, the stop waits until it was answered 503 twice, however quiet', async () => {
    const { drain, handle, clock } = await checkedByBalancer();
    clock.ms += 100;
    let done = false;
    const stop = drain.begin().then(() => {
      done = true;
    });
    await Bun.sleep(80);
    expect(done).toBe(false);
    clock.ms += 900;
    await answerTheBalancersTwoChecks(handle, clock, stop);
  });

  test("another checker's probe answered 503 does not stand in for the balancer's checks", async () => {
    const { drain, handle, clock } = await checkedByBalancer();
    const stop = drain.begin();
    const probe = () =>
      new Request('http://gazette.test/healthz', { headers: { 'user-agent': 'curl/8.5.0' } });
    clock.ms += 100;
    expect((await handle(probe())).status).toBe(503);
    expect((await handle(probe())).status).toBe(503);
    clock.ms += 800;
    await answerTheBalancersTwoChecks(handle, clock, stop);
  });

  test('checks that stop coming hold the stop no longer', async () => {
    const { drain, clock } = await checkedByBalancer();
    let done = false;
    const stopped = drain.begin().then(() => {
      done = true;
    });
    clock.ms += CHECKS_GONE_MS - 100;
    await Bun.sleep(80);
    expect(done).toBe(false);
    clock.ms += 100;
    await stopped;
    expect(done).toBe(true);
  });

  test('one health check, as a start-up probe makes, does not hold the stop', async () => {
    const drain = createDrain({ database: 'sqlite', quietMs: 60_000, maxMs: 60_000 });
    await drain.wrap(ok)(get('/healthz'));
    const started = performance.now();
    await drain.begin();
    expect(performance.now() - started).toBeLessThan(50);
  });

  test('requests that never stop: it returns after the longest drain', async () => {
    let clock = 0;
    const drain = createDrain({ database: 'sqlite', quietMs: 50, maxMs: 200, now: () => clock });
    const handle = drain.wrap(ok);
    await handle(get('/'));
    const stopped = drain.begin();
    let done = false;
    void stopped.then(() => {
      done = true;
    });
    while (!done) {
      clock += 20;
      await handle(get('/'));
      // Longer than the quiet time: the drain looks again after each request.
      await Bun.sleep(60);
      expect(clock).toBeLessThanOrEqual(220);
    }
    expect(clock).toBeGreaterThanOrEqual(200);
  });
});
