/** One Lighthouse performance audit of a page, in a Chromium of its own. */
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OFFLINE_CHROMIUM_FLAGS } from '@tests/support/browser';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, with everything that would reach the network switched off. */
const CHROMIUM_FLAGS = ['--headless=new', ...OFFLINE_CHROMIUM_FLAGS];

/**
 * mobile: Lighthouse's default (an emulated phone, simulated slow 4G and a 4×
 * CPU slowdown); desktop: its desktop preset (desktop screen, simulated fast
 * connection, no CPU slowdown).
 */
export type FormFactor = 'mobile' | 'desktop';

export function requireChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}: set CHROME_PATH to a Chromium or Chrome.`,
    );
    process.exit(1);
  }
}

/**
 * Audits `url` for performance only, in a freshly launched Chromium on an
 * empty profile, so no run inherits another's caches. Throws when
 * Lighthouse could not measure the page.
 */
export async function auditPerformance(url: string, form: FormFactor): Promise<Result> {
  const profile = mkdtempSync(join(tmpdir(), 'gazette-lighthouse-'));
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir: profile,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] },
      form === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (failure)
      throw new Error(`Lighthouse could not measure ${url}: ${failure.code} ${failure.message}`);
    return result.lhr;
  } finally {
    const exited = chrome.process.exitCode === null ? once(chrome.process, 'exit') : null;
    chrome.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true });
  }
}

export interface PerformanceFigures {
  /** The performance category's score, 0-100. */
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  /** Lighthouse's measure of the host's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

export function figuresOf(lhr: Result): PerformanceFigures {
  const score = lhr.categories.performance?.score;
  return {
    score: score === null || score === undefined ? Number.NaN : Math.round(score * 100),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: numeric(lhr, 'total-blocking-time'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
