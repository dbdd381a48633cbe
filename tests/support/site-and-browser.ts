import { afterAll, beforeAll } from 'bun:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server-process';

/** Credentials of the admin every test server is started with. */
export const TEST_ADMIN = { username: 'editor', password: 'correct-horse-battery' } as const;

/**
 * For a browser test file: a real server on a fresh database and a Chromium,
 * started before the file's tests and stopped after them.
 */
export function siteAndBrowserForFile() {
  const context = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [context.server, context.browser] = await Promise.all([
      startServer({
        env: { ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password },
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.server?.stop();
  });
  return context;
}
