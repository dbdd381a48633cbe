/**
 * The request fuzz at scale: 10,000 generated requests (FUZZ_REQUESTS) over
 * every route the server registers and every page, with every method,
 * hostile paths, query strings, headers (the Host header over a socket) and
 * bodies, signed in and not. Fails on a 5xx, an API error outside the JSON
 * error shape, a stack trace in the log or a refused request that changed
 * the data, printing the seed to replay it with (FUZZ_SEED). A short run is
 * part of the test suite (tests/hardening/request-fuzz.test.ts).
 *
 *   bun bench/request-fuzz.ts            FUZZ_REQUESTS=50000 FUZZ_SEED=123 bun bench/request-fuzz.ts
 */
import { runRequestFuzz } from '@tests/hardening/request-fuzz';
import { heading, table } from './lib/report';

const requests = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

heading(`Request fuzz: ${requests.toLocaleString('en-US')} generated requests`);
try {
  const figures = await runRequestFuzz({ requests, seed });
  const byStatus = Object.entries(figures.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const fewest = Math.min(...figures.targets.map((target) => target.requests));
  console.log(
    table(
      ['figure', 'value'],
      [
        ['seed', String(figures.seed)],
        ['requests', figures.requests.toLocaleString('en-US')],
        ['over a socket (Host header generated)', figures.wire.toLocaleString('en-US')],
        ['registered routes (all fuzzed)', figures.registeredRoutes],
        ['page routes (through GET /*)', figures.pageRoutes],
        ['targets (route or page, fewest requests each)', `${figures.targets.length} (${fewest})`],
        ['5xx', figures.serverErrors],
        // Either stops the run at once, with the seed: reaching this table means none.
        ['stack traces in the log', 0],
        ['refused requests that changed data', 0],
        ['log lines', figures.logLines],
        ['time', `${(figures.ms / 1000).toFixed(1)} s`],
      ],
    ),
  );
  console.log(`\nStatuses: ${byStatus}`);
  process.exit(figures.serverErrors === 0 ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
