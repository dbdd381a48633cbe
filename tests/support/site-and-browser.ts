import { afterAll, beforeAll } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server-process';

/** Credentials of the admin every test server is started with. */
export const TEST_ADMIN = { username: 'editor', password: 'correct-horse-battery' } as const;

/**
 * One Chromium for all the browser test files a process runs, once
 * `shareBrowserAcrossFiles()` has asked for it (tests/support/one-browser.ts,
 * preloaded by `npm run test:e2e`). Kept on the global object so every file
 * finds the same one. Each file still works in browser contexts of its own,
 * which share nothing, and closes them when it ends. The next file's server
 * (on its own fresh database, like every file's) is started while the current
 * file runs, so no file waits for one to boot but the first.
 */
const SHARED = Symbol.for('gazette.tests.sharedBrowser');
type Shared = { browser: Promise<Browser> | null; nextServer: Promise<RunningServer> | null };
const holder = globalThis as unknown as Record<symbol, Shared | undefined>;

/** From now on browser test files in this process share one Chromium; closed by the returned function. */
export function shareBrowserAcrossFiles(): () => Promise<void> {
  const shared: Shared = { browser: null, nextServer: null };
  holder[SHARED] = shared;
  return async () => {
    const [browser, server] = await Promise.all([
      shared.browser?.catch(() => null),
      shared.nextServer?.catch(() => null),
    ]);
    shared.browser = null;
    shared.nextServer = null;
    await Promise.all([browser?.close(), server?.stop()]);
  };
}

function startTestServer() {
  return startServer({
    env: { ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
}

/** A server for this file: the one started ahead for it, if any; then one is started for the next. */
async function serverForFile(): Promise<RunningServer> {
  const shared = holder[SHARED];
  if (!shared) return startTestServer();
  const ready = await shared.nextServer?.catch(() => null);
  const server = ready ?? (await startTestServer());
  const next = startTestServer();
  // Failing to start ahead is not this file's failure: the next file starts its own.
  next.catch(() => {});
  shared.nextServer = next;
  return server;
}

async function browserForFile(): Promise<Browser> {
  const shared = holder[SHARED];
  if (!shared) return launchBrowser();
  const running = await shared.browser?.catch(() => null);
  // A crash in an earlier file takes only that file's browser down.
  if (running?.isConnected()) return running;
  shared.browser = launchBrowser();
  return shared.browser;
}

/** The file's own browser is closed; a shared one loses only the file's contexts. */
async function releaseBrowser(browser: Browser | undefined) {
  if (!browser) return;
  if (!holder[SHARED]) {
    await browser.close();
    return;
  }
  await Promise.all(browser.contexts().map((context) => context.close()));
}

/**
 * For a browser test file: a real server on a fresh database and a Chromium,
 * started before the file's tests and stopped after them.
 */
type SignInAt = (
  page: Page,
  path: string,
  account?: { username: string; password: string },
) => Promise<void>;

export function siteAndBrowserForFile() {
  const context = {
    /** Opens `path` signed out and signs in on the form there, as an editor would. */
    async signInAt(
      page: Page,
      path: string,
      account: { username: string; password: string } = TEST_ADMIN,
    ) {
      await page.goto(`${context.server.url}${path}`);
      await page.getByLabel('Username').fill(account.username);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Login Successful').first().waitFor();
    },
  } as { server: RunningServer; browser: Browser; signInAt: SignInAt };
  beforeAll(async () => {
    [context.server, context.browser] = await Promise.all([serverForFile(), browserForFile()]);
  });
  afterAll(async () => {
    await releaseBrowser(context.browser);
    await context.server?.stop();
  });
  return context;
}
