import { WorkerCalls } from '../../worker-calls';
import type { CardSpec } from './card-spec';

/** A card to draw, as the card worker is asked for it (src/server/card-worker.ts). */
export interface CardCall {
  spec: CardSpec;
}

/** Too many cards waiting to be drawn: the caller should ask again later. */
export class CardsBusyError extends Error {
  constructor() {
    super('Too many share cards are being drawn; try again in a moment');
  }
}

/**
 * Draws cards on a worker thread, so laying out and rasterising a card (a few
 * hundred milliseconds of CPU) never holds up the requests the server is
 * answering meanwhile. The worker starts on the first card; one that dies is
 * replaced on the next.
 */
export class CardWorkerClient {
  private readonly calls: WorkerCalls<CardCall>;

  constructor(
    workerUrl: URL,
    /** Cards allowed to wait at once; past that a request is refused rather than queued. */
    private readonly maxWaiting = 32,
  ) {
    this.calls = new WorkerCalls(workerUrl, {
      name: 'card worker',
      failed: 'Drawing a share card failed',
    });
  }

  render(spec: CardSpec): Promise<Uint8Array> {
    if (this.calls.pending >= this.maxWaiting) return Promise.reject(new CardsBusyError());
    return this.calls.call({ spec }) as Promise<Uint8Array>;
  }

  /** Stops the worker; cards still waiting fail. */
  close(): void {
    this.calls.close();
  }
}
