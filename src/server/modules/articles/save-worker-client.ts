import { SAVE_WORKER, writeLockOf } from '../../db/write-lock';
import { readersFirst } from '../../http/readers-first';
import { WorkerCalls } from '../../worker-calls';
import type { ArticleSave, ArticleSaves, SaveOutcome } from './article-saves';

/** The worker's setup message: the database it writes, and the lock its writes take turns by. */
export interface SaveWorkerSetup {
  path: string;
  busyTimeoutMs: number;
  writeLock: SharedArrayBuffer;
}

/** What the worker is asked: a save, or to close its connections. */
export type SaveCall = { type: 'save'; save: ArticleSave } | { type: 'stop' };

/**
 * Runs the article form's saves on a worker thread with connections of its
 * own to the SQLite file (src/server/save-worker.ts). A save is several
 * milliseconds of work (the schema's output sanitised, the transaction's
 * statements with their search triggers, the revision rows, the audit
 * row): on the serving thread every reader who arrived meanwhile would wait
 * behind it. The worker runs the same steps (`saveArticle`), one save at a
 * time, and takes its turn to write with the serving thread's transactions
 * (write-lock.ts). The serving thread sees its commits at once (WAL) and
 * names the pages they change from what the save answers. The worker starts
 * with the first save; one that dies is replaced on the next.
 */
export class SaveWorkerClient implements ArticleSaves {
  private readonly calls: WorkerCalls<SaveCall>;
  /** Saves the worker has answered (tests read it). */
  saved = 0;

  constructor(workerUrl: URL, { path, busyTimeoutMs }: Omit<SaveWorkerSetup, 'writeLock'>) {
    const lock = writeLockOf(path);
    this.calls = new WorkerCalls(workerUrl, {
      name: 'save worker',
      failed: 'A save failed',
      setup: { path, busyTimeoutMs, writeLock: lock.buffer } satisfies SaveWorkerSetup,
      // A worker that stopped mid-save holds no turn any more.
      onStopped: () => lock.releaseHeldBy(SAVE_WORKER),
    });
  }

  async save(save: ArticleSave): Promise<SaveOutcome> {
    // The request's steps before this one (its body, its schema) ran on the
    // serving thread: readers who arrived meanwhile go first (readers-first.ts).
    await readersFirst();
    const outcome = (await this.calls.call({ type: 'save', save })) as SaveOutcome;
    this.saved += 1;
    return outcome;
  }

  /** Closes the worker's connections, then stops it (at most `graceMs`): saves under way finish first. */
  stop(graceMs = 5000): Promise<void> {
    return this.calls.stopWith({ type: 'stop' }, graceMs);
  }
}
