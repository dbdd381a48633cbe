/**
 * Whether an edit makes the next search slow: on the real server (production
 * mode) with 100,000 generated articles, the first search after saving an
 * article, against a search with no edit before it. Each sample searches a
 * word it has not searched before (no cache can answer it), through the API
 * the search page calls. Warm and after-edit samples alternate. Prints p50/p95
 * of both and the ratio; target p95 after an edit ÷ warm ≤ 1.5.
 *
 * `--engine postgres` runs the same on PostgreSQL (a throw-away cluster).
 *
 *   bun bench/search-edit.ts [--samples 60] [--size 100000] [--engine sqlite|postgres]
 */
import { parseArgs } from 'node:util';
import { articleInputOf } from '~/shared/article-input';
import type { Article } from '~/shared/schemas/article';
import { BROWSER_HEADERS } from './lib/browser-headers';
import { benchEngine, startOnEngine } from './lib/engine-site';
import { cachedNewsroom } from './lib/newsroom';
import { heading, ms, percentile, ratio, table, verdict } from './lib/report';
import { BENCH_ARTICLE_SLUG, requireClientBuild, signInAdmin } from './lib/site';

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '60' },
    size: { type: 'string', default: '100000' },
    engine: { type: 'string', default: 'sqlite' },
  },
});
const ENGINE = benchEngine(values.engine);
const SAMPLES = Number(values.samples);
const SIZE = Number(values.size);
const TARGET = 1.5;
/** Common words of the generated stories: each sample takes the next, with a sort. */
const WORDS = ['portal', 'council', 'city', 'report', 'heroes', 'street', 'power', 'cosmic'];
const SORTS = ['newest', 'relevance', 'title'];

requireClientBuild();
const template = await cachedNewsroom(SIZE);
heading(`Search after an edit: the first search after a save ÷ a warm search (${ENGINE})`);
const site = await startOnEngine(ENGINE, template);
try {
  const cookie = await signInAdmin(site);
  const found = await fetch(`${site.url}/api/articles/${BENCH_ARTICLE_SLUG}`);
  const { id } = (await found.json()) as Article;
  const article = (await (
    await fetch(`${site.url}/api/admin/articles/${id}`, { headers: { Cookie: cookie } })
  ).json()) as Article;

  let searches = 0;
  /**
   * A search no earlier request made: the k-th pair's common word and sort
   * (the warm search and the one after an edit of a pair ask the same), and
   * a second word never searched before.
   */
  async function timeSearch(k: number): Promise<number> {
    const n = searches++;
    const word = WORDS[k % WORDS.length]!;
    const sort = SORTS[k % SORTS.length]!;
    const path = `/api/search?q=${word}+w${n}&sort=${sort}`;
    const started = performance.now();
    const response = await fetch(`${site.url}${path}`, { headers: BROWSER_HEADERS });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return elapsed;
  }

  let saves = 0;
  async function save(): Promise<void> {
    const response = await fetch(`${site.url}/api/admin/articles/${id}`, {
      method: 'PATCH',
      headers: {
        ...BROWSER_HEADERS,
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Cookie: cookie,
        Origin: site.url,
      },
      // The form's payload, a new word in the title and summary each time.
      body: JSON.stringify({
        ...articleInputOf(article),
        title: `${article.title} ${saves}`,
        summary: `${article.summary} Revision zq${saves++}x.`,
      }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`save answered ${response.status}`);
  }

  // Warm-up: the first search loads the catalogue and vocabulary; a few more settle the JIT.
  const loading = performance.now();
  await timeSearch(0);
  console.log(
    `First search after start (loads the search data): ${ms(performance.now() - loading)}`,
  );
  for (let n = 0; n < 10; n += 1) {
    await save();
    await timeSearch(n);
  }

  const warm: number[] = [];
  const afterEdit: number[] = [];
  for (let n = 0; n < SAMPLES; n += 1) {
    warm.push(await timeSearch(n));
    await save();
    afterEdit.push(await timeSearch(n));
  }
  const p95 = percentile(afterEdit, 95) / percentile(warm, 95);
  console.log(
    table(
      ['search', 'p50', 'p95'],
      [
        ['warm', ms(percentile(warm, 50)), ms(percentile(warm, 95))],
        ['first after an edit', ms(percentile(afterEdit, 50)), ms(percentile(afterEdit, 95))],
      ],
    ),
  );
  console.log(
    `${SIZE.toLocaleString('en-US')} articles, ${SAMPLES} samples each: after an edit ÷ warm p50 ${ratio(percentile(afterEdit, 50) / percentile(warm, 50))}, p95 ${ratio(p95)} ${verdict(p95 <= TARGET)} (target ≤ ${TARGET}×)`,
  );
} catch (error) {
  // What the server said before a failed request: a reset alone tells nothing.
  console.error(`Server output before the failure:\n${site.server.output().slice(-4000)}`);
  throw error;
} finally {
  await site.stop();
}
