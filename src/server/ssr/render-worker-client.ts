import type { DocumentAssets } from '~/client/document';
import { logServerError } from '../http/server-log';
import { WorkerCalls } from '../worker-calls';

/** A page rendered elsewhere, as the page handler keeps it. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  /** A page to keep (200) in the form it is kept in (script-hashes.ts), its policy in `headers`. */
  html: Uint8Array<ArrayBuffer>;
  /** What its render read (page-topics.ts). */
  topics: string[];
  /** A page to keep (200) comes with its gzip copy, so the serving thread does not compress it. */
  gzip?: Uint8Array<ArrayBuffer>;
}

/** Renders public pages off the serving thread; null when it cannot, and the page is rendered here. */
export interface PageRenderer {
  render(key: string, nonce: string): Promise<RenderedPage | null>;
}

/** The worker's setup message: the database it reads and the pages' settings. */
export interface RenderWorkerSetup {
  path: string;
  busyTimeoutMs: number;
  siteUrl: string;
  analytics: boolean;
  assets: DocumentAssets;
}

/** What the worker is asked: a page (its path and query string, and its nonce), or to close its connection. */
export type RenderCall = { type: 'render'; key: string; nonce: string } | { type: 'stop' };

/**
 * Renders reader pages again on a worker thread with a read-only connection
 * of its own to the SQLite file (src/server/render-worker.ts), with their
 * gzip copies. A page's render is milliseconds of React; on the serving
 * thread every cached answer that arrived meanwhile would wait behind it,
 * and a save marks several pages stale at once. The worker reads as the
 * server does (the same services and page data reader) and sees every
 * commit at once (WAL). It runs only on cores nothing else wants, so it is
 * given the renders nobody waits for: kept pages refreshed in the
 * background while readers get the copy kept (page-handler.ts). A page it
 * cannot render (one reading through the API, a failure) is rendered on the
 * serving thread as before. The worker starts with the first page; one
 * that dies is replaced on the next.
 */
export class RenderWorkerClient implements PageRenderer {
  private readonly calls: WorkerCalls<RenderCall>;
  /** Pages the worker has rendered (tests read it). */
  rendered = 0;
  /** Stopped for good (the server is stopping): what was under way is dropped quietly. */
  private closed = false;

  constructor(workerUrl: URL, setup: RenderWorkerSetup) {
    this.calls = new WorkerCalls(workerUrl, {
      name: 'render worker',
      failed: 'A page render failed',
      setup,
    });
  }

  async render(key: string, nonce: string): Promise<RenderedPage | null> {
    try {
      const page = (await this.calls.call({ type: 'render', key, nonce })) as RenderedPage;
      this.rendered += 1;
      return page;
    } catch (error) {
      if (!this.closed)
        logServerError(
          'page render failed',
          `Rendering ${key} on the render worker failed:`,
          error,
        );
      return null;
    }
  }

  /**
   * Closes the worker's connection, then stops it (at most `graceMs`), so
   * the server's last checkpoint can fold the whole log into the file;
   * renders still under way are done here instead.
   */
  async stop(graceMs = 2000): Promise<void> {
    this.closed = true;
    await this.calls.stopWith({ type: 'stop' }, graceMs);
  }

  /** Stops the worker at once; renders under way are done here instead. */
  close(): void {
    this.closed = true;
    this.calls.close();
  }
}
