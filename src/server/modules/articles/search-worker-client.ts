import { WorkerCalls } from '../../worker-calls';
import type { createPublicArticleService } from './public-service';

/** The searches a reader can run: the search page's and the header overlay's. */
export type PublicSearches = Pick<
  ReturnType<typeof createPublicArticleService>,
  'searchPublic' | 'searchOverlay'
>;

type SearchMethod = keyof PublicSearches;

/** Which database the worker reads: its setup message. */
export interface SearchWorkerSetup {
  path: string;
  busyTimeoutMs: number;
}

/** What the worker is asked: a search, or to load its search data, or to close its connection. */
export type SearchCall =
  | { type: 'prepare' }
  | { type: 'stop' }
  | {
      [Method in SearchMethod]: {
        type: 'search';
        method: Method;
        arg: Parameters<PublicSearches[Method]>[0];
      };
    }[SearchMethod];

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
  private readonly calls: WorkerCalls<SearchCall>;

  constructor(workerUrl: URL, database: SearchWorkerSetup) {
    this.calls = new WorkerCalls(workerUrl, {
      name: 'search worker',
      failed: 'A search failed',
      setup: database,
    });
  }

  searchPublic(query: Parameters<PublicSearches['searchPublic']>[0]) {
    return this.calls.call({ type: 'search', method: 'searchPublic', arg: query }) as ReturnType<
      PublicSearches['searchPublic']
    >;
  }

  searchOverlay(q: string) {
    return this.calls.call({ type: 'search', method: 'searchOverlay', arg: q }) as ReturnType<
      PublicSearches['searchOverlay']
    >;
  }

  /** Loads the worker's search data now, so the first reader's search does not pay for it. */
  async prepare(): Promise<void> {
    await this.calls.call({ type: 'prepare' });
  }

  /**
   * Stops the worker once what it is running has finished and its
   * connection is closed (at most `graceMs`), so the server's last
   * checkpoint can fold the whole log into the file; searches still
   * waiting fail.
   */
  async stop(graceMs = 2000): Promise<void> {
    await this.calls.stopWith({ type: 'stop' }, graceMs);
  }

  /** Stops the worker at once; searches still running fail. */
  close(): void {
    this.calls.close();
  }
}
