import type { CardSpec } from './card-spec';

export interface CardRequest {
  id: number;
  spec: CardSpec;
}

export type CardReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

/** Too many cards waiting to be drawn: the caller should ask again later. */
export class CardsBusyError extends Error {
  constructor() {
    super('Too many share cards are being drawn; try again in a moment');
  }
}

interface Waiting {
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

/**
 * Draws cards on a worker thread, so laying out and rasterising a card (a few
 * hundred milliseconds of CPU) never holds up the requests the server is
 * answering meanwhile. The worker starts on the first card; one that dies is
 * replaced on the next.
 */
export class CardWorkerClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(
    private readonly workerUrl: URL,
    /** Cards allowed to wait at once; past that a request is refused rather than queued. */
    private readonly maxWaiting = 32,
  ) {}

  render(spec: CardSpec): Promise<Uint8Array> {
    if (this.waiting.size >= this.maxWaiting) return Promise.reject(new CardsBusyError());
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, spec } satisfies CardRequest);
    });
  }

  /** Stops the worker; cards still waiting fail. */
  close(): void {
    const worker = this.worker;
    this.worker = null;
    worker?.terminate();
    this.fail(new Error('The card worker was stopped'));
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerUrl);
    // The worker must not keep a process alive that has nothing else to do
    // (Bun's Worker has unref; the DOM typings do not know it).
    (worker as Worker & { unref(): void }).unref();
    worker.addEventListener('message', (event: MessageEvent<CardReply>) => {
      const reply = event.data;
      const waiting = this.waiting.get(reply.id);
      if (!waiting) return;
      this.waiting.delete(reply.id);
      if ('error' in reply)
        waiting.reject(new Error(`Drawing a share card failed: ${reply.error}`));
      else waiting.resolve(reply.bytes);
    });
    const died = (reason: string) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.fail(new Error(`The card worker stopped: ${reason}`));
    };
    worker.addEventListener('error', (event) => died(event.message));
    worker.addEventListener('close', () => died('it exited'));
    this.worker = worker;
    return worker;
  }

  private fail(error: Error): void {
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}
