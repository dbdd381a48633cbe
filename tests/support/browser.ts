import { type Browser, chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Everything in Chromium that would reach the network switched off (tests, benchmarks). */
export const OFFLINE_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium, headless, with everything that would reach the network
 * switched off. Playwright gives each launch a fresh, empty profile.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: OFFLINE_CHROMIUM_FLAGS,
  });
}

/**
 * Collects every console error, page error and failed request of a page, so
 * a test can fail on any of them (hydration mismatches surface as errors).
 */
export function watchForErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      errors.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A navigation cancels the loads still in flight (lazy images, prefetches): not a failure.
    if (reason === 'net::ERR_ABORTED') return;
    errors.push(`requestfailed: ${request.url()} ${reason}`);
  });
  return () => errors;
}
