/**
 * A search's cost inside the process, without HTTP or rendering: the
 * service call on a copy of the generated newsroom, timed per query and
 * order (p50, p95, best), to see where a route's time goes.
 *
 *   bun bench/search-inside.ts [--size 100000] [--runs 15] [--q "portal treaty"] [--sort relevance] [--overlay]
 *
 * `--overlay` times the header overlay's top ten (its own scoring) instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '~/server/db/client';
import { createSqliteStore } from '~/server/db/store';
import { prepareSearch } from '~/server/modules/articles/search-store';
import { createServices } from '~/server/services';
import type { SearchSort } from '~/shared/search-scoring';
import { cachedNewsroom, copyNewsroom, RARE_WORD } from './lib/newsroom';
import { ms, percentile } from './lib/report';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '15' },
    q: { type: 'string', multiple: true },
    sort: { type: 'string', default: 'relevance' },
    overlay: { type: 'boolean', default: false },
  },
});
const queries = values.q?.length ? values.q : ['portal treaty', RARE_WORD, 'cheque'];
const dir = mkdtempSync(join(tmpdir(), 'gazette-search-inside-'));
try {
  const path = copyNewsroom(await cachedNewsroom(Number(values.size)), dir);
  const store = createSqliteStore(openDatabase(path));
  const services = createServices(store);
  await prepareSearch(store);
  for (const q of queries) {
    const times: number[] = [];
    let found = 0;
    for (let run = 0; run < Number(values.runs); run += 1) {
      const started = performance.now();
      found = values.overlay
        ? (await services.articles.searchOverlay(q)).length
        : (await services.articles.searchPublic({ q, sort: values.sort as SearchSort })).hits
            .length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${q} ${values.overlay ? 'in the overlay' : `by ${values.sort}`}: ${found} shown; p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, best ${ms(times[0]!)}`,
    );
  }
  store.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
