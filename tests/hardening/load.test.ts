/**
 * The site under load, shortened (the full 30 s run is `bun bench/load.ts`):
 * 50 readers across the public pages and API while an editor creates and
 * edits stories. No read may fail or meet a 5xx, and every acknowledged
 * write must be there afterwards, in the admin, the public API and the page.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { formatLoadReport, type LoadReport, runLoad } from '@tests/support/load-driver';
import { type RunningServer, startServer } from '@tests/support/server-process';

const ADMIN = { username: 'load-admin', password: 'load-password' };

let server: RunningServer;
let report: LoadReport;

beforeAll(async () => {
  server = await startServer({
    env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
  });
  report = await runLoad({ baseUrl: server.url, durationMs: 8_000, readers: 50, admin: ADMIN });
  console.log(formatLoadReport(report));
  const clean =
    report.reads.failed === 0 &&
    report.writes.failures.length === 0 &&
    report.writes.problems.length === 0;
  // The server's own account of what went wrong, when something did.
  if (!clean) console.log(`Server output:\n${server.output()}`);
});

afterAll(async () => {
  await server?.stop();
});

test('readers keep being served while an editor writes', () => {
  expect(report.reads.total).toBeGreaterThan(report.readers);
  expect(report.reads.serverErrors).toBe(0);
  // The first failures by status and path, so a failing run says which reads failed.
  expect(report.reads.failures.map((f) => `${f.status ?? 'no answer'} ${f.path}`)).toEqual([]);
  expect(report.reads.failed).toBe(0);
  expect(Number.isFinite(report.reads.latencyMs.p99)).toBe(true);
});

test('every acknowledged write is there afterwards', () => {
  expect(report.writes.created).toBeGreaterThan(0);
  expect(report.writes.edited).toBeGreaterThan(0);
  expect(
    report.writes.failures.map(
      (f) => `${f.status ?? 'no answer'} ${f.method} ${f.path}: ${f.message}`,
    ),
  ).toEqual([]);
  expect(report.writes.problems).toEqual([]);
  expect(report.writes.verified).toBe(report.writes.created);
});
