/**
 * The site under load on loopback: concurrent readers across the public pages
 * and API while an editor creates and edits stories, then a check that every
 * acknowledged write is there. The server runs in its own process on a fresh
 * demo database, page cache on (the default).
 *
 *   bun bench/load.ts [--readers 50] [--seconds 30] [--pause 0]
 *
 * --pause is the editor's pause between writes in milliseconds; 0 writes
 * back to back, each write clearing the page cache.
 */
import { parseArgs } from 'node:util';
import { formatLoadReport, runLoad } from '@tests/support/load-driver';
import { startServer } from '@tests/support/server-process';
import { BROWSER_ACCEPT_ENCODING } from './lib/browser-headers';
import { heading } from './lib/report';
import { BENCH_ADMIN, requireClientBuild } from './lib/site';

const { values } = parseArgs({
  options: {
    readers: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '30' },
    pause: { type: 'string', default: '0' },
  },
});
const readers = Number(values.readers);
const seconds = Number(values.seconds);
const pause = Number(values.pause);

requireClientBuild();
const server = await startServer({ env: BENCH_ADMIN });
let clean = false;
try {
  heading('Load: readers across the site while an editor writes');
  console.log(
    `${readers} readers (keep-alive, "Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}", revalidating with ETags), one editor creating and editing published stories${pause > 0 ? ` with ${pause} ms between writes` : ' back to back'}, ${seconds} s; demo newsroom; server in its own process.`,
  );
  const report = await runLoad({
    baseUrl: server.url,
    durationMs: seconds * 1000,
    readers,
    admin: { username: BENCH_ADMIN.ADMIN_USERNAME, password: BENCH_ADMIN.ADMIN_PASSWORD },
    editorPauseMs: pause,
  });
  console.log(formatLoadReport(report));
  clean =
    report.reads.serverErrors === 0 &&
    report.reads.failed === 0 &&
    report.writes.failures.length === 0 &&
    report.writes.problems.length === 0;
  console.log(clean ? 'ok: no 5xx, no failed read, no lost write' : 'MISSED');
} finally {
  await server.stop();
}
process.exit(clean ? 0 : 1);
