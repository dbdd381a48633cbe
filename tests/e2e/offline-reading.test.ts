import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gotoLive, launchBrowser } from '@tests/support/browser';
import { freePort, projectRoot, startServer } from '@tests/support/server-process';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const site = siteAndBrowserForFile();

/**
 * A Chromium of this file's own, whose service workers outlive no other
 * file's contexts. It does not keep Playwright's client safe on its own: every
 * browser of the process shares one connection, which `.resolves` can put out
 * of order (tests/support/browser.ts).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A server of this test's own on a fixed port, so it can go away (the reader
 * is offline: nothing answers, the service worker's fetches included, which
 * the browser's offline emulation does not reach) and a new deploy can come
 * up at the same origin.
 */
async function ownServer(port: number) {
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer({
    port,
    env: { ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
  expect(server.url).toBe(url);
  return { url, stop: server.stop };
}

/** A reader's browser with the site's service worker allowed (other test files keep it out). */
async function readerWithServiceWorker() {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/** Waits until nothing answers at `url`: the reader is offline. */
async function untilUnreachable(url: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (!answered) return;
    await Bun.sleep(100);
  }
  throw new Error(`${url} still answers`);
}

/**
 * Waits until an asynchronous check in the page answers true. Playwright's
 * `waitForFunction` takes a predicate's returned promise as a truthy answer
 * and stops waiting at once, so promises are awaited here, one poll at a time.
 */
async function untilInPage(
  page: Page,
  what: string,
  check: (arg: string) => Promise<boolean>,
  arg = '',
) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (await page.evaluate(check, arg)) return;
    await Bun.sleep(100);
  }
  throw new Error(`Still waiting, after 20 s, for ${what}`);
}

/** Waits until the service worker has taken the page over (it registers once the page is idle). */
async function untilControlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/**
 * Notes from now on what the page hears of its service workers (a new one
 * found, each state it goes through, a change of controller), for the
 * failure message of `untilLoadedInFull`: a page that moves on the client
 * says whether a new build was waiting when the reader clicked.
 */
async function listenToWorkers(page: Page) {
  await page.evaluate(async () => {
    const heard = window as unknown as { workerLog: string[] };
    heard.workerLog = [];
    const registration = await navigator.serviceWorker.getRegistration();
    const state = () =>
      `controller ${navigator.serviceWorker.controller?.state ?? 'none'}, installing ${registration?.installing?.state ?? 'none'}, waiting ${registration?.waiting?.state ?? 'none'}, active ${registration?.active?.state ?? 'none'}`;
    const note = (what: string) =>
      heard.workerLog.push(`${Math.round(performance.now())} ms: ${what}: ${state()}`);
    note('listening');
    navigator.serviceWorker.addEventListener('controllerchange', () => note('controllerchange'));
    registration?.addEventListener('updatefound', () => {
      note('updatefound');
      const found = registration.installing;
      found?.addEventListener('statechange', () => note(`new worker ${found.state}`));
    });
    (window as unknown as { noteWorkers: (what: string) => void }).noteWorkers = note;
  });
}

/** Marks the page's window, to tell a navigation that loads in full from one on the client. */
async function markOldPage(page: Page) {
  await page.evaluate(() => {
    const marked = window as unknown as {
      stillTheOldPage: boolean;
      noteWorkers: (what: string) => void;
    };
    marked.stillTheOldPage = true;
    marked.noteWorkers('marked');
    window.addEventListener('click', () => marked.noteWorkers('click'), { capture: true });
  });
}

/** Waits until the marked page has gone: the navigation loaded a new page in full. */
async function untilLoadedInFull(page: Page) {
  const gone = await page
    .waitForFunction(
      () => !(window as unknown as { stillTheOldPage?: boolean }).stillTheOldPage,
      undefined,
      { timeout: 20_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (gone) return;
  const log = await page.evaluate(() => (window as unknown as { workerLog: string[] }).workerLog);
  const message = `The page moved on the client, not in full. It heard:\n${log.join('\n')}`;
  console.error(message);
  throw new Error(message);
}

/** Every URL the service worker keeps, in every cache it has. */
async function savedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

async function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

async function firstArticlePath(page: Page): Promise<string> {
  const href = await page.locator('main a[href^="/article/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

async function closeAll(context: BrowserContext) {
  await context.close();
}

describe('offline reading', () => {
  test('an article read before, the home page and a section not yet opened all open offline', async () => {
    const server = await ownServer(freePort());
    const { context, page, consoleErrors } = await readerWithServiceWorker();
    await gotoLive(page, `${server.url}/`);
    await untilControlled(page);
    const articlePath = await firstArticlePath(page);
    await gotoLive(page, `${server.url}${articlePath}`);
    const title = (await page.locator('main article h1').first().textContent())?.trim();
    expect(title).toBeTruthy();
    // The sections' first pages were kept at install, before any was read.
    await untilInPage(page, 'the first page of Cosmic Watch in the kept lists', async () => {
      const names = await caches.keys();
      const lists = names.find((name) => name.startsWith('gazette-lists-'));
      if (!lists) return false;
      return Boolean(await (await caches.open(lists)).match('/section/cosmic-watch'));
    });

    await server.stop();
    await untilUnreachable(server.url);
    const article = await page.goto(`${server.url}${articlePath}`);
    expect(article?.fromServiceWorker()).toBe(true);
    expect(await page.locator('main article h1').first().textContent()).toBe(title!);
    await page.getByText("You're offline: showing saved stories").waitFor();

    const home = await page.goto(`${server.url}/`);
    expect(home?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'Latest News' }).waitFor();
    expect(await page.locator('main a[href^="/article/"]').count()).toBeGreaterThan(0);
    await page.getByText("You're offline: showing saved stories").waitFor();

    const section = await page.goto(`${server.url}/section/cosmic-watch`);
    expect(section?.fromServiceWorker()).toBe(true);
    expect(await page.locator('main h1').textContent()).toBe('Cosmic Watch');

    // The kept pages hydrate with the kept code: no mismatch, no missing chunk.
    await page.waitForTimeout(500);
    expect(consoleErrors.filter((text) => /hydrat|chunk|#418/i.test(text))).toEqual([]);
    await closeAll(context);
  }, 60_000);

  test('the back office and its API are never served or kept by the service worker', async () => {
    const { context, page } = await readerWithServiceWorker();
    await gotoLive(page, `${site.server.url}/`);
    await untilControlled(page);
    await site.signInAt(page, '/admin');
    const admin = await page.goto(`${site.server.url}/admin/articles`);
    expect(admin?.fromServiceWorker()).toBe(false);
    await page.getByRole('heading', { name: 'Article Management' }).waitFor();
    const api = await page.evaluate(async () => {
      const response = await fetch('/api/admin/articles?limit=1');
      return response.status;
    });
    expect(api).toBe(200);
    await page.waitForTimeout(300);
    const kept = await savedUrls(page);
    expect(
      kept.filter((path) => path.startsWith('/admin') || path.startsWith('/api/admin')),
    ).toEqual([]);
    expect(kept.length).toBeGreaterThan(0);

    await context.setOffline(true);
    const offline = await page
      .goto(`${site.server.url}/admin/articles`)
      .catch((error: Error) => error);
    expect(offline).toBeInstanceOf(Error);
    await context.setOffline(false);
    await closeAll(context);
  }, 60_000);

  test('a new build installs in the background and takes over at the next navigation, in full, in every tab', async () => {
    const port = freePort();
    const first = await ownServer(port);
    const { context, page } = await readerWithServiceWorker();
    let next: Awaited<ReturnType<typeof ownServer>> | undefined;
    try {
      await gotoLive(page, `${first.url}/section/street-beat`);
      await untilControlled(page);
      // A second tab of the same reader, on the same build.
      const otherTab = await context.newPage();
      await gotoLive(otherTab, `${first.url}/section/street-beat`);
      await untilControlled(otherTab);
      for (const tab of [page, otherTab]) await listenToWorkers(tab);
      const before = (await cacheNames(page)).find((name) => name.startsWith('gazette-lists-'));
      expect(before).toBeTruthy();
      const version = before!.slice('gazette-lists-'.length);

      // The next deploy, at the same address: the same site with a new build of
      // the worker. The server reads its files as it starts; the build's own
      // copy is put back at once.
      await first.stop();
      const worker = join(projectRoot, 'dist/client/pwa/sw.js');
      const kept = `${worker}.kept`;
      copyFileSync(worker, kept);
      try {
        const code = readFileSync(worker, 'utf8');
        expect(code).toContain(`"version":"${version}"`);
        writeFileSync(worker, code.replace(`"version":"${version}"`, `"version":"${version}next"`));
        next = await ownServer(port);
      } finally {
        copyFileSync(kept, worker);
        rmSync(kept);
      }
      // What the page's periodic check does (service-worker/register.ts).
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await untilInPage(page, 'the new build to wait, installed', async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      );
      // Still the old build until the reader moves on.
      expect(await cacheNames(page)).toContain(`gazette-lists-${version}`);
      for (const tab of [page, otherTab]) await markOldPage(tab);

      await page.locator('footer').getByRole('link', { name: 'Global Affairs' }).click();
      await page.waitForURL('**/section/global-affairs');
      await untilLoadedInFull(page);
      await page.locator('main h1', { hasText: 'Global Affairs' }).waitFor();
      await untilInPage(
        page,
        "the new build's kept lists",
        async (next) => (await caches.keys()).includes(`gazette-lists-${next}`),
        `${version}next`,
      );
      // The old build's pages went with it.
      expect(await cacheNames(page)).not.toContain(`gazette-lists-${version}`);

      // The other tab was taken over by the new build while it runs the old
      // one's files: its next navigation loads in full too.
      await otherTab.waitForFunction(
        () =>
          (window as unknown as { workerLog: string[] }).workerLog.some((line) =>
            line.includes(': controllerchange:'),
          ),
        undefined,
        { timeout: 20_000 },
      );
      await otherTab.bringToFront();
      await otherTab.locator('footer').getByRole('link', { name: 'Global Affairs' }).click();
      await otherTab.waitForURL('**/section/global-affairs');
      await untilLoadedInFull(otherTab);
      await otherTab.locator('main h1', { hasText: 'Global Affairs' }).waitFor();
    } finally {
      await closeAll(context);
      await first.stop();
      await next?.stop();
    }
  }, 90_000);
});
