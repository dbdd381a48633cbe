/**
 * Who may open a transaction on a SQLite file, among the threads of this
 * process that write to it (the serving thread and the save worker). SQLite
 * lets one writer in at a time and makes the others wait in its busy
 * handler, which sleeps on the thread that asked: on the serving thread,
 * every reader would wait too. Here a writer waits for its turn without
 * blocking its thread (`Atomics.waitAsync`), and only then begins.
 *
 * The lock is one integer in memory the threads share: 0 when free, else
 * the holder's number, so that a holder which died can be told apart and
 * its turn given back (`releaseHeldBy`).
 */
export class WriteLock {
  private readonly cell: Int32Array;

  constructor(
    /** The memory the lock lives in: pass it to a worker, which makes its own `WriteLock` over it. */
    readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(4),
    /** This thread's number as a holder: 1 for the serving thread, 2 for the save worker. */
    private readonly holder: number = SERVING_THREAD,
  ) {
    this.cell = new Int32Array(buffer);
  }

  /** Resolves once this thread holds the lock. */
  async acquire(): Promise<void> {
    for (;;) {
      const current = Atomics.compareExchange(this.cell, 0, 0, this.holder);
      if (current === 0) return;
      const wait = Atomics.waitAsync(this.cell, 0, current);
      if (wait.async) await wait.value;
    }
  }

  /** Lets the next writer in. */
  release(): void {
    this.releaseHeldBy(this.holder);
  }

  /** Frees the lock if `holder` has it: a worker that stopped holds nothing any more. */
  releaseHeldBy(holder: number): void {
    if (Atomics.compareExchange(this.cell, 0, holder, 0) === holder) Atomics.notify(this.cell, 0);
  }
}

/** The holders' numbers. */
export const SERVING_THREAD = 1;
export const SAVE_WORKER = 2;

/** Each file's lock in this thread, by its path as SQLite reports it. */
const locks = new Map<string, WriteLock>();

/** The lock of the file at `path` in this thread, made on first use. */
export function writeLockOf(path: string): WriteLock {
  let lock = locks.get(path);
  if (!lock) {
    lock = new WriteLock();
    locks.set(path, lock);
  }
  return lock;
}

/** In a worker: the file's lock is the one the serving thread shared, held as `holder`. */
export function shareWriteLock(path: string, buffer: SharedArrayBuffer, holder: number): void {
  locks.set(path, new WriteLock(buffer, holder));
}
