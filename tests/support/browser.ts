import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Request,
  type Response,
} from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/*
 * Playwright runs in the test's own process and hands each message between
 * its client and its server to its own setImmediate, trusting them to run in
 * order. bun:test's `expect(promise).resolves` (and `.rejects`) waits by
 * running the event loop from inside the current callback: the immediates
 * queued since then run before the rest of the current batch, so the client
 * can be told of a response before the request it belongs to and throws from
 * its dispatcher ("Cannot find parent object request@…", "Object with guid
 * response@… was not bound in the connection"), failing whatever test runs
 * then. Browser tests await a value first, then `expect` it.
 */

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
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: OFFLINE_CHROMIUM_FLAGS,
  });
  // The site's service worker answers requests from its caches, where a
  // test's page.route never sees them, and fills its caches in the
  // background. Pages run without it unless a test asks for it with
  // `serviceWorkers: 'allow'` (tests/e2e/offline-reading.test.ts).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ serviceWorkers: 'block', ...options });
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options) => newPage({ serviceWorkers: 'block', ...options });
  return browser;
}

/**
 * Collects every console error, page error and failed request of a page, so
 * a test can fail on any of them (hydration mismatches surface as errors).
 */
export function watchForErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Playwright's own note when it keeps the service worker out (launchBrowser).
    if (message.text().startsWith('Service Worker registration blocked by Playwright')) return;
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

/** The requests of each page still waiting for an answer, and when that last changed. */
const inFlight = new WeakMap<Page, { requests: Set<Request>; changedAt: number }>();

/**
 * Starts following a page's requests (once per page), so `networkQuiet` can
 * tell when none is in flight. Call it before the navigation to wait for.
 */
export function followRequests(page: Page) {
  let state = inFlight.get(page);
  if (state) return state;
  const followed = { requests: new Set<Request>(), changedAt: Date.now() };
  state = followed;
  inFlight.set(page, followed);
  page.on('request', (request) => {
    followed.requests.add(request);
    followed.changedAt = Date.now();
  });
  const settle = (request: Request) => {
    if (followed.requests.delete(request)) followed.changedAt = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return followed;
}

/**
 * Resolves once no request of the page has been in flight for `quietMs`:
 * what Playwright's 'networkidle' waits for, without its fixed 500 ms of quiet
 * after every page. Fails, as 'networkidle' would time out, if that never comes.
 */
export async function networkQuiet(page: Page, quietMs = 100, timeoutMs = 30_000) {
  const state = followRequests(page);
  const deadline = Date.now() + timeoutMs;
  while (state.requests.size > 0 || Date.now() - state.changedAt < quietMs) {
    if (Date.now() > deadline) {
      const pending = [...state.requests].map((request) => request.url());
      throw new Error(`The network never went quiet; still in flight: ${pending.join(', ')}`);
    }
    await Bun.sleep(20);
  }
}

/** Whether React has hydrated the element `selector` finds (run in the page: React marks them). */
export function isHydratedInPage(selector: string): boolean {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

/**
 * Waits for hydration: every page's layout has a main element, hydrated
 * with the page (the reader's masthead waits for its first use).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(isHydratedInPage, 'main');
}

/**
 * Opens a page of the site and waits until it is live: loaded, hydrated, and
 * every request it made on the way (data, chunks, images) answered.
 */
export async function gotoLive(page: Page, url: string): Promise<Response | null> {
  followRequests(page);
  const response = await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  await networkQuiet(page);
  return response;
}

/**
 * One tab of the context that loads page after page: `load` opens one live
 * (`gotoLive`) and gives what the tab logs from then on (`watchForErrors`).
 * A tab for each page would start a renderer each time, a second of CPU on
 * a small machine.
 */
export async function tabLoadingInTurn(context: BrowserContext) {
  const page = await context.newPage();
  const logged = watchForErrors(page);
  return {
    page,
    async load(url: string): Promise<() => string[]> {
      const before = logged().length;
      await gotoLive(page, url);
      return () => logged().slice(before);
    },
  };
}

/** `gotoLive` for the page's current address. */
export async function reloadLive(page: Page): Promise<Response | null> {
  followRequests(page);
  const response = await page.reload({ waitUntil: 'load' });
  await waitForHydration(page);
  await networkQuiet(page);
  return response;
}
