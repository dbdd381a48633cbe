import { WorkerCalls } from '../worker-calls';
import { type BrotliMaker, brotliHere } from './compressed-page';
import { logServerError } from './server-log';

/** What the worker is asked: the brotli runs of a kept page cut at its nonces. */
export interface CompressionCall {
  pieces: Uint8Array[];
}

/**
 * Makes kept pages' brotli copies from a worker thread of its own
 * (src/server/compression-worker.ts), one at a time. Bun's zlib stream
 * compresses on Bun's thread pool; what is left on the thread that drives
 * it (the stream's callbacks, the runs taken at each flush, the check that
 * the copy decodes to the page: under a millisecond a page) stays off the
 * serving thread and the render worker. A copy the worker fails to make is
 * made here; the worker starts with the first copy, and one that dies is
 * replaced on the next.
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

  brotli: BrotliMaker = async (pieces) => {
    try {
      const runs = (await this.calls.call({ pieces })) as Uint8Array<ArrayBuffer>[] | null;
      this.made += 1;
      return runs;
    } catch (error) {
      if (this.closed) return null;
      logServerError('page compression failed', 'Compressing a page on its worker failed:', error);
      return brotliHere(pieces);
    }
  };

  /** Stops the worker at once; copies under way are not made. */
  close(): void {
    this.closed = true;
    this.calls.close();
  }
}
