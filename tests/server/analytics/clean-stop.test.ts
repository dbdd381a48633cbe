import { Database } from 'bun:sqlite';
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_UA } from '@tests/support/analytics-beacons';
import { startServer } from '@tests/support/server-process';

const dir = mkdtempSync(join(tmpdir(), 'gazette-analytics-stop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a clean stop (SIGTERM) writes the readership events still waiting in memory', async () => {
  const server = await startServer({ cwd: dir, env: { SEED_DEMO: 'false' } });
  const beacon = (path: string) =>
    fetch(`${server.url}/api/analytics`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        Origin: server.url,
        'User-Agent': CHROME_UA,
      },
      body: JSON.stringify({ type: 'pageview', path }),
    });
  for (const path of ['/', '/sections', '/about']) expect((await beacon(path)).status).toBe(204);
  // Well within the second a batch waits before it is hashed (one reader's views of
  // pages of no article or section in one minute: one event counting three).
  await server.stop();
  const db = new Database(join(dir, 'data', 'gazette.db'), { readonly: true });
  try {
    const stored = db
      .query<{ n: number }, []>(
        "SELECT sum(coalesce(json_extract(metadata, '$.views'), 1)) AS n FROM analytics_events WHERE type = 'pageview'",
      )
      .get();
    expect(stored?.n).toBe(3);
  } finally {
    db.close();
  }
});
