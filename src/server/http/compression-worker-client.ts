import { WorkerCalls } from '../worker-calls';
import { type BrotliMaker, brotliHere } from './compressed-page';
import { logServerError } from './server-log';

/** What the worker is asked: the brotli copy of a kept page. */
export interface CompressionCall {
  html: Uint8Array<ArrayBuffer>;
}

/** Copies asked for and not made yet, at most: a few megabytes of pages. */
export const MAX_WAITING_COPIES = 32;

/**
 * Makes kept pages' brotli copies from a worker thread of its own
 * (src/server/compression-worker.ts), one at a time and on that thread, on
 * cores nothing else wants (thread-priority.ts), so that a burst of pages
 * after a save compresses one after another and gives way to readers. A
 * copy the worker fails to make is made on Bun's thread pool; the worker
 * starts with the first copy, and one that dies is replaced on the next.
 */
export class CompressionWorkerClient {
  private readonly calls: WorkerCalls<CompressionCall>;
  /** Copies the worker has made (tests read it). */
  made = 0;
  /** Stopped for good (the server is stopping): copies under way are dropped quietly. */
  private closed = false;

  constructor(workerUrl: URL) {
    this.calls = new WorkerCalls(workerUrl, {
      name: 'compression worker',
      failed: 'Compressing a page failed',
    });
  }

  brotli: BrotliMaker = async (html) => {
    // The worker runs on idle cores only: while none comes free, copies
    // wait, each with its page's bytes. Past a bound the page keeps its
    // gzip copy alone until it is rendered again.
    if (this.calls.pending >= MAX_WAITING_COPIES) return null;
    try {
      const copy = (await this.calls.call({ html })) as Uint8Array<ArrayBuffer> | null;
      this.made += 1;
      return copy;
    } catch (error) {
      if (this.closed) return null;
      logServerError('page compression failed', 'Compressing a page on its worker failed:', error);
      return brotliHere(html);
    }
  };

  /** Stops the worker at once; copies under way are not made. */
  close(): void {
    this.closed = true;
    this.calls.close();
  }
}
