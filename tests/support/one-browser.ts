import { afterAll } from 'bun:test';
import { shareBrowserAcrossFiles } from './site-and-browser';

/**
 * Preloaded by `npm run test:e2e`: the browser test files of the run share one
 * Chromium instead of launching and closing one each, and each file's server
 * is started while the file before it runs; both are closed once every file
 * has run. A file run on its own still starts and stops its own.
 */
afterAll(shareBrowserAcrossFiles());
