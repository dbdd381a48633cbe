/**
 * Calls from the server to a worker thread of its own (the share card
 * worker, the search worker): each call is a message with an id, answered
 * once with its result or its error. Both sides are here: `WorkerCalls` on
 * the server's, `answerCalls` in the worker's entry point.
 */

/**
 * What a worker answers to a call. A failure keeps its driver's code (such
 * as SQLITE_BUSY), which decides what the client is told.
 */
type WorkerReply =
  | { id: number; result: unknown }
  | { id: number; error: string; code?: string; errno?: number };

interface Waiting {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

export interface WorkerCallsOptions {
  /** What it is, in messages: "card worker". */
  name: string;
  /** What a call that failed in the worker is said to be: "Drawing a share card failed". */
  failed: string;
  /** A message each new worker gets first, before any call (not answered). */
  setup?: object;
  /** Called once a worker has stopped, whether it died or was stopped. */
  onStopped?: () => void;
}

/**
 * The server's side. The worker starts on the first call; one that dies
 * fails what it was running and is replaced on the next call.
 */
export class WorkerCalls<Call extends object> {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(
    private readonly workerUrl: URL,
    private readonly options: WorkerCallsOptions,
  ) {}

  /** Calls sent and not answered yet. */
  get pending(): number {
    return this.waiting.size;
  }

  /** Whether a worker is running. */
  get started(): boolean {
    return this.worker !== null;
  }

  /** Sends `call`, resolving with the worker's result. */
  call(call: Call): Promise<unknown> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ ...call, id });
    });
  }

  /**
   * Sends `call` (the worker's own last step, such as closing its
   * connection), waits for its answer at most `graceMs`, then stops the
   * worker. Nothing to do if none is running.
   */
  async stopWith(call: Call, graceMs: number): Promise<void> {
    if (!this.started) return;
    const stopped = this.call(call).catch(() => undefined);
    await Promise.race([stopped, Bun.sleep(graceMs)]);
    this.close();
  }

  /** Stops the worker at once; calls not answered yet fail. */
  close(): void {
    const worker = this.worker;
    this.worker = null;
    worker?.terminate();
    if (worker) this.options.onStopped?.();
    this.fail(new Error(`The ${this.options.name} was stopped`));
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerUrl);
    // The worker must not keep a process alive that has nothing else to do
    // (Bun's Worker has unref; the DOM typings do not know it).
    (worker as Worker & { unref(): void }).unref();
    worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      const waiting = this.waiting.get(reply.id);
      if (!waiting) return;
      this.waiting.delete(reply.id);
      if ('error' in reply) waiting.reject(failure(this.options.failed, reply));
      else waiting.resolve(reply.result);
    });
    const died = (reason: string) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.options.onStopped?.();
      this.fail(new Error(`The ${this.options.name} stopped: ${reason}`));
    };
    worker.addEventListener('error', (event) => died(event.message));
    worker.addEventListener('close', () => died('it exited'));
    if (this.options.setup) worker.postMessage(this.options.setup);
    this.worker = worker;
    return worker;
  }

  private fail(error: Error): void {
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}

/** A call's failure on this side, its driver's code kept as the cause's (database-busy.ts reads it). */
function failure(
  failed: string,
  { error, code, errno }: { error: string; code?: string; errno?: number },
) {
  const cause = code === undefined && errno === undefined ? undefined : { code, errno };
  return new Error(`${failed}: ${error}`, { cause });
}

declare const self: Worker;

/**
 * The worker's side: answers each call with what `answer` returns (its
 * `transfer` list moved, not copied), or the error it throws. With
 * `oneAtATime`, a call starts only once the one before it has been
 * answered. A message without an id is the setup (`WorkerCallsOptions`).
 */
export function answerCalls<Call extends object>(
  answer: (call: Call) => Promise<unknown> | unknown,
  options: AnswerOptions = {},
): void {
  let turn: Promise<void> = Promise.resolve();
  const reply = async (call: Call & { id: number }) => {
    try {
      const result = await answer(call);
      self.postMessage(
        { id: call.id, result } satisfies WorkerReply,
        options.transfer?.(result) ?? [],
      );
    } catch (error) {
      const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
      self.postMessage({ id: call.id, error: text, ...driverCode(error) } satisfies WorkerReply);
    }
  };
  self.addEventListener('message', (event: MessageEvent<Call & { id?: number }>) => {
    const message = event.data;
    if (typeof message.id !== 'number') {
      options.setup?.(message);
      return;
    }
    const call = message as Call & { id: number };
    if (options.oneAtATime) turn = turn.then(() => reply(call));
    else void reply(call);
  });
}

/** How a worker answers its calls (`answerCalls`). */
interface AnswerOptions {
  oneAtATime?: boolean;
  transfer?: (result: unknown) => Transferable[];
  setup?: (message: object) => void;
}

/**
 * A worker over the database its setup message names: `open` opens it from
 * that message, each call is answered by `answer` with what was opened, and
 * a `stop` call closes it (the worker's last step, so that the server's
 * last checkpoint finds no connection of it left open).
 */
export function answerDatabaseCalls<
  Call extends { type: string },
  Opened extends { close(): void },
>(
  open: (setup: object) => Opened,
  answer: (opened: Opened, call: Exclude<Call, { type: 'stop' }>) => Promise<unknown> | unknown,
  options: Omit<AnswerOptions, 'setup'> = {},
): void {
  let opened: Opened | null = null;
  answerCalls<Call>(
    (call) => {
      if (!opened) throw new Error('No database was opened');
      if (call.type === 'stop') {
        opened.close();
        opened = null;
        return;
      }
      return answer(opened, call as Exclude<Call, { type: 'stop' }>);
    },
    {
      ...options,
      setup(message) {
        opened = open(message);
      },
    },
  );
}

/** The innermost driver code and number of an error (a query builder wraps the driver's). */
function driverCode(error: unknown): { code?: string; errno?: number } {
  const found: { code?: string; errno?: number } = {};
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') break;
    const { code, errno, cause } = current as { code?: unknown; errno?: unknown; cause?: unknown };
    if (typeof code === 'string') found.code = code;
    if (typeof errno === 'number') found.errno = errno;
    current = cause;
  }
  return found;
}
