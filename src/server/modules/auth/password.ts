/**
 * Lets at most `size` tasks run at once; the rest wait in arrival order.
 */
export class Semaphore {
  #available: number;
  readonly #waiting: Array<() => void> = [];

  constructor(size: number) {
    this.#available = size;
  }

  async run<T>(task: () => Promise<T> | T): Promise<T> {
    if (this.#available > 0) {
      this.#available--;
    } else {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, so a newcomer cannot jump the queue.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#available++;
    }
  }
}

/**
 * Each argon2id hash or verify holds ~64 MiB for its duration, so a burst of
 * logins queues here instead of exhausting memory. Process-wide on purpose.
 */
export const PASSWORD_CONCURRENCY = 2;

export const passwordSlots = new Semaphore(PASSWORD_CONCURRENCY);

/**
 * Longer passwords can never match (creation caps them at 100 characters);
 * refusing them unhashed keeps a huge body from costing argon2 time.
 */
export const MAX_PASSWORD_LENGTH = 1024;

export function hashPassword(password: string): Promise<string> {
  return passwordSlots.run(() => Bun.password.hash(password, { algorithm: 'argon2id' }));
}

/**
 * A hash of a random password, made like every account's. A name that has no
 * account is checked against it, so it costs the same work as a wrong
 * password and response times reveal no accounts.
 */
export function decoyPasswordHash(): Promise<string> {
  return hashPassword(crypto.randomUUID());
}
