import { WorkerCalls } from '../worker-calls';
import { type BrotliMaker, brotliHere } from './compressed-page';
import { logServerError } from './server-log';

/** What the worker is asked: the brotli copy of a kept page. */
export interface CompressionCall {
  html: Uint8Array<ArrayBuffer>;
}

/**
 * Makes kept pages' brotli copies from a worker thread of its own
 * (src/server/compression-worker.ts), one at a time and on that thread,
 * below the serving thread's priority, so that a burst of pages after a
 * save compresses one after another and gives way to readers. A copy the
 * worker fails to make is made on Bun's thread pool; the worker starts with
 * the first copy, and one that dies is replaced on the next.
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
