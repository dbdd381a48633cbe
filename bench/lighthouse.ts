/**
 * Lighthouse performance of the reader pages (home, an article, a section, a
 * search), mobile (Lighthouse's default: emulated phone, simulated slow 4G,
 * 4× CPU slowdown) and desktop (its desktop preset). Each run audits one page
 * in a fresh Chromium on an empty profile; runs go round the pages in turn so
 * that the machine's noise falls on all of them alike. Medians of the runs,
 * with the score's spread. The server runs in production mode on the demo
 * newsroom with the page cache on (the default); each page is asked once
 * before measuring. Target: Lighthouse mobile performance ≥ 95 and CLS 0 on
 * the four pages. Where one is missed, the median run's weak audits follow.
 *
 *   bun bench/lighthouse.ts [--runs 5] [--pages home,article,section,search] [--form mobile|desktop|both]
 *
 * CHROME_PATH picks the browser (default /usr/bin/chromium).
 */
import { parseArgs } from 'node:util';
import { startServer } from '@tests/support/server-process';
import type { Result } from 'lighthouse';
import { BROWSER_HEADERS } from './lib/browser-headers';
import { findingsOf } from './lib/lighthouse-findings';
import {
  auditPerformance,
  type FormFactor,
  figuresOf,
  type PerformanceFigures,
  requireChromium,
} from './lib/lighthouse-run';
import { heading, median, ms, table, verdict } from './lib/report';
import { BENCH_ADMIN, BENCH_ARTICLE_SLUG, requireClientBuild } from './lib/site';

const SCORE_TARGET = 95;

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'article', path: `/article/${BENCH_ARTICLE_SLUG}` },
  { name: 'section', path: '/section/cosmic-watch' },
  { name: 'search', path: '/search?q=portal' },
];
const FORMS: Record<string, FormFactor[]> = {
  mobile: ['mobile'],
  desktop: ['desktop'],
  both: ['mobile', 'desktop'],
};

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: PAGES.map((page) => page.name).join(',') },
    form: { type: 'string', default: 'both' },
  },
});
const RUNS = Number(values.runs);
const asked = values.pages.split(',').map((name) => name.trim());
const pages = PAGES.filter((page) => asked.includes(page.name));
const forms = FORMS[values.form];
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number ≥ 1.');
  process.exit(1);
}
if (pages.length !== asked.length) {
  console.error(`--pages takes some of ${PAGES.map((page) => page.name).join(', ')}.`);
  process.exit(1);
}
if (!forms) {
  console.error('--form takes mobile, desktop or both.');
  process.exit(1);
}

interface Run {
  figures: PerformanceFigures;
  lhr: Result;
}

/** Runs that failed once and were run again. */
const retried: string[] = [];

/**
 * Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, "run
 * Lighthouse again"): such a run is tried once more before it counts as failed.
 */
async function auditTwice(url: string, form: FormFactor, label: string): Promise<Result> {
  try {
    return await auditPerformance(url, form);
  } catch (error) {
    retried.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    return await auditPerformance(url, form);
  }
}

requireClientBuild();
requireChromium();
const server = await startServer({ env: BENCH_ADMIN });
const runs = new Map<string, Run[]>();
const failures: string[] = [];
const warnings = new Set<string>();
const key = (page: string, form: FormFactor) => `${page} ${form}`;

try {
  // The first request renders each page into the cache; every audit then gets the cached bytes.
  for (const page of pages) {
    const response = await fetch(`${server.url}${page.path}`, { headers: BROWSER_HEADERS });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
  }

  const started = performance.now();
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      for (const form of forms) {
        const label = `run ${run}/${RUNS} ${page.name} ${form}`;
        try {
          const lhr = await auditTwice(`${server.url}${page.path}`, form, label);
          const figures = figuresOf(lhr);
          for (const warning of lhr.runWarnings) warnings.add(String(warning));
          const done = runs.get(key(page.name, form)) ?? [];
          done.push({ figures, lhr });
          runs.set(key(page.name, form), done);
          console.error(
            `${label}: ${figures.score} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
          );
        } catch (error) {
          failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
          console.error(`${label}: failed`);
        }
      }
    }
  }
} finally {
  await server.stop();
}

/** The run whose `pick` figure is the median: its audits explain that figure. */
function medianRun(done: Run[], pick: (figures: PerformanceFigures) => number): Run | undefined {
  const middle = median(done.map((run) => pick(run.figures)));
  return done.find((run) => pick(run.figures) === middle);
}

/** CLS as Lighthouse shows it, but a shift too small for three decimals still shows. */
function formatCls(cls: number): string {
  if (!Number.isFinite(cls)) return '-';
  if (cls === 0) return '0';
  return cls < 0.001 ? '<0.001' : cls.toFixed(3);
}

const first = [...runs.values()][0]?.[0]?.lhr;
heading(`Lighthouse: reader pages, median of ${RUNS} runs`);
console.log(
  `Lighthouse ${first?.lighthouseVersion ?? '?'}, performance only; mobile = its default (emulated phone, simulated slow 4G, 4× CPU slowdown), desktop = its desktop preset; a fresh Chromium per run; server in production mode, page cache on, each page asked once first; demo newsroom.`,
);
console.log(`Target: Lighthouse mobile performance ≥ ${SCORE_TARGET} and CLS 0 on the four pages.`);

const rows: string[][] = [];
const verdicts: string[] = [];
const missed: { label: string; why: string; run: Run }[] = [];
for (const page of pages) {
  let scoreOk = true;
  let clsOk = true;
  let shiftedRuns = 0;
  let measuredRuns = 0;
  for (const form of forms) {
    const done = runs.get(key(page.name, form)) ?? [];
    const of = (pick: (figures: PerformanceFigures) => number) =>
      median(done.map((run) => pick(run.figures)));
    const scores = done.map((run) => run.figures.score);
    const score = of((figures) => figures.score);
    const cls = of((figures) => figures.cls);
    const shifted = done.filter((run) => run.figures.cls > 0).length;
    // The score target is mobile's; CLS 0 holds on both.
    const formScoreOk = form === 'desktop' || score >= SCORE_TARGET;
    const formClsOk = cls === 0;
    if (form === 'mobile') scoreOk = formScoreOk;
    clsOk &&= formClsOk;
    shiftedRuns += shifted;
    measuredRuns += done.length;
    rows.push([
      page.name,
      form,
      done.length > 0 ? String(score) : '-',
      done.length > 0 ? `${Math.min(...scores)}–${Math.max(...scores)}` : '-',
      ms(of((figures) => figures.lcp)),
      formatCls(cls),
      `${shifted}/${done.length}`,
      ms(of((figures) => figures.tbt)),
      ms(of((figures) => figures.fcp)),
      `${done.length}/${RUNS}`,
      `${verdict(formScoreOk && formClsOk)}${form === 'desktop' ? ' (CLS)' : ''}`,
    ]);
    const label = `${page.name} ${form}`;
    const byScore = medianRun(done, (figures) => figures.score);
    const byCls = medianRun(done, (figures) => figures.cls);
    if (!formScoreOk && byScore) missed.push({ label, why: `median score ${score}`, run: byScore });
    else if (!formClsOk && byCls)
      missed.push({ label, why: `median CLS ${formatCls(cls)}`, run: byCls });
  }
  const shiftNote =
    clsOk && shiftedRuns > 0 ? ` (${shiftedRuns} of ${measuredRuns} runs shifted a little)` : '';
  verdicts.push(
    `${page.name}: ${forms.includes('mobile') ? `mobile performance ≥ ${SCORE_TARGET}: ${scoreOk ? 'yes' : 'no'}; ` : ''}CLS 0: ${clsOk ? 'yes' : 'no'}${shiftNote}`,
  );
}
console.log(
  table(
    [
      'page',
      'form',
      'score',
      'score range',
      'LCP',
      'CLS',
      'runs shifted',
      'TBT',
      'FCP',
      'runs',
      'target',
    ],
    rows,
  ),
);
console.log(verdicts.join('\n'));

const indexes = [...runs.values()].flat().map((run) => run.figures.benchmarkIndex);
if (indexes.length > 0) {
  console.log(
    `Lighthouse's CPU benchmark index over the runs (higher is a faster, quieter host): median ${median(indexes).toFixed(0)}, ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)}.`,
  );
}
if (warnings.size > 0) console.log(`Lighthouse warned: ${[...warnings].join(' | ')}`);

for (const { label, why, run } of missed) {
  console.log(
    `\n${label}, ${why}: what Lighthouse flags in the median run (score ${run.figures.score}, CLS ${formatCls(run.figures.cls)})`,
  );
  const findings = findingsOf(run.lhr);
  console.log(findings.length > 0 ? findings.map((line) => `  ${line}`).join('\n') : '  nothing');
}

if (retried.length > 0) console.log(`\nRun again after a failure:\n${retried.join('\n')}`);
if (failures.length > 0) {
  console.log(`\n${failures.length} runs failed:\n${failures.join('\n')}`);
  process.exit(1);
}
