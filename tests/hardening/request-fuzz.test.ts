import { describe, expect, test } from 'bun:test';
import { captureLog, runRequestFuzz } from './request-fuzz';

/**
 * A short run of the request fuzz over every route (bench/request-fuzz.ts
 * runs 10,000): never a 5xx, every API error in the JSON error shape, no
 * stack trace in the log, no change in the data for a refused request.
 * FUZZ_SEED replays a run; FUZZ_SCALE multiplies its length.
 */

const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const FUZZ_SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1) || 1);
const REQUESTS = 700 * FUZZ_SCALE;

describe('the request fuzz', () => {
  test(`${REQUESTS} generated requests over every route and method`, async () => {
    const figures = await runRequestFuzz({ requests: REQUESTS, seed: FUZZ_SEED });
    console.log(
      `Request fuzz (seed ${figures.seed}): ${figures.requests} requests (${figures.wire} over a socket) over ${figures.targets.length} targets, ${figures.registeredRoutes} registered routes; 5xx: ${figures.serverErrors}; statuses ${JSON.stringify(figures.statuses)}`,
    );
    expect(figures.serverErrors).toBe(0);
    expect(figures.requests).toBeGreaterThanOrEqual(REQUESTS);
    // Every target had its share, so every route and page was reached.
    for (const target of figures.targets) expect(target.requests).toBeGreaterThan(0);
    expect(figures.wire).toBeGreaterThan(0);
  }, 240_000);

  test('fails on a 5xx, and says how to replay the run', async () => {
    // Aimed at the broken route, several times: a single generated request
    // may be refused before the route (a bad header, a bad query) by chance.
    const failure = runRequestFuzz({
      requests: 25,
      wireShare: 0,
      only: (label) => label === 'GET /api/editorial-team',
      prepare: (app) => {
        app.t.services.editorialTeam.listActive = () => {
          throw new Error('broken on purpose');
        };
      },
    });
    await expect(failure).rejects.toThrow(/replay it with FUZZ_SEED=\d+[\s\S]*server error: 500/);
  }, 60_000);

  test('its log capture catches a stack trace, in an Error or in text, and lets one line pass', () => {
    const log = captureLog();
    try {
      console.error('400 for GET "/": Host "a b" is not a host name');
      expect(log.takeStackTraces()).toBeNull();
      console.error('GET /api/articles failed:', new Error('boom'));
      expect(log.takeStackTraces()).toContain('boom');
      console.warn('TypeError: x\n    at handler (/srv/app.ts:1:2)');
      expect(log.takeStackTraces()).toContain('at handler');
    } finally {
      log.restore();
    }
  });
});
