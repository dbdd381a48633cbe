import type { createPublicArticleService } from './public-service';

/** The searches a reader can run: the search page's and the header overlay's. */
export type PublicSearches = Pick<
  ReturnType<typeof createPublicArticleService>,
  'searchPublic' | 'searchOverlay'
>;

type SearchMethod = keyof PublicSearches;

/** What the worker is told: first which database to read, then what to run. */
export type SearchWorkerMessage =
  | { type: 'open'; path: string; busyTimeoutMs: number }
  | { type: 'prepare'; id: number }
  | { type: 'stop'; id: number }
  | {
      [Method in SearchMethod]: {
        type: 'search';
        id: number;
        method: Method;
        arg: Parameters<PublicSearches[Method]>[0];
      };
    }[SearchMethod];

export type SearchWorkerReply = { id: number; result: unknown } | { id: number; error: string };

interface Waiting {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * Runs the readers' searches on a worker thread with a read-only connection
 * of its own to the SQLite file (src/server/search-worker.ts). bun:sqlite
 * runs a statement synchronously, and a search at archive size is tens to
 * hundreds of milliseconds of them: on the server's own thread every page
 * that arrived meanwhile would wait for it. The worker keeps its own search
 * data and catches up with edits from the search change log, as another
 * process would; WAL lets it read while the server writes. The search gate
 * still decides how many run and wait (search-gate.ts). The worker starts
 * on the first search; one that dies is replaced on the next.
 */
export class SearchWorkerClient implements PublicSearches {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(
    private readonly workerUrl: URL,
    private readonly database: { path: string; busyTimeoutMs: number },
  ) {}

  searchPublic(query: Parameters<PublicSearches['searchPublic']>[0]) {
    return this.call('searchPublic', query) as ReturnType<PublicSearches['searchPublic']>;
  }

  searchOverlay(q: string) {
    return this.call('searchOverlay', q) as ReturnType<PublicSearches['searchOverlay']>;
  }

  /** Loads the worker's search data now, so the first reader's search does not pay for it. */
  async prepare(): Promise<void> {
    await this.send((id) => ({ type: 'prepare', id }));
  }

  /**
   * Stops the worker once what it is running has finished and its
   * connection is closed (at most `graceMs`), so the server's last
   * checkpoint can fold the whole log into the file; searches still
   * waiting fail.
   */
  async stop(graceMs = 2000): Promise<void> {
    if (!this.worker) return;
    const stopped = this.send((id) => ({ type: 'stop', id })).catch(() => undefined);
    await Promise.race([stopped, Bun.sleep(graceMs)]);
    this.close();
  }

  /** Stops the worker at once; searches still running fail. */
  close(): void {
    const worker = this.worker;
    this.worker = null;
    worker?.terminate();
    this.fail(new Error('The search worker was stopped'));
  }

  private call<Method extends SearchMethod>(
    method: Method,
    arg: Parameters<PublicSearches[Method]>[0],
  ): Promise<unknown> {
    return this.send((id) => ({ type: 'search', id, method, arg }) as SearchWorkerMessage);
  }

  private send(message: (id: number) => SearchWorkerMessage): Promise<unknown> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage(message(id));
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerUrl);
    // The worker must not keep a process alive that has nothing else to do
    // (Bun's Worker has unref; the DOM typings do not know it).
    (worker as Worker & { unref(): void }).unref();
    worker.addEventListener('message', (event: MessageEvent<SearchWorkerReply>) => {
      const reply = event.data;
      const waiting = this.waiting.get(reply.id);
      if (!waiting) return;
      this.waiting.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(`A search failed: ${reply.error}`));
      else waiting.resolve(reply.result);
    });
    const died = (reason: string) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.fail(new Error(`The search worker stopped: ${reason}`));
    };
    worker.addEventListener('error', (event) => died(event.message));
    worker.addEventListener('close', () => died('it exited'));
    worker.postMessage({ type: 'open', ...this.database } satisfies SearchWorkerMessage);
    this.worker = worker;
    return worker;
  }

  private fail(error: Error): void {
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}
