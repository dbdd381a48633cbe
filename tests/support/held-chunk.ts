import { expect } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { gotoLive, watchForErrors } from './browser';
import { projectRoot } from './server-process';

/** The first file of a module's chunks in the client build (dist/client/manifest.json). */
export function chunkOf(module: string): string {
  const manifest = JSON.parse(
    readFileSync(join(projectRoot, 'dist/client/manifest.json'), 'utf8'),
  ) as { chunks: Record<string, string[]> };
  return manifest.chunks[module]![0]!;
}

export interface HeldChunkOptions {
  path?: string;
  width?: number;
  /** A theme stored before the page loads. */
  theme?: 'light' | 'dark';
}

/**
 * A page whose chunk of `module` is held back until `release()`, so the
 * reader can act on what the server drew before that code arrives.
 */
export async function openWithHeldChunk(
  site: { browser: Browser; server: { url: string } },
  module: string,
  { path = '/', width = 1280, theme }: HeldChunkOptions = {},
) {
  const context = await site.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (theme) await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const errors = watchForErrors(page);
  const chunk = chunkOf(module);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(`**${chunk}`, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await gotoLive(page, `${site.server.url}${path}`);
  return {
    page,
    release,
    requested: () => requested,
    async done() {
      expect(errors()).toEqual([]);
      await context.close();
    },
  };
}
