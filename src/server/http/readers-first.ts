/**
 * Resolves on a later turn of the event loop, once the requests that
 * arrived meanwhile have been taken. A timer, not setImmediate: Bun runs
 * immediates before it polls the network. About a millisecond when nothing
 * else is waiting.
 *
 * For the rare request whose work is long (an editor's write, a long
 * transaction's steps): its code runs once in a while, so it runs slowly,
 * several milliseconds in a row, and every reader who arrived meanwhile
 * would wait behind it. Taking turns between its steps keeps each wait to
 * one step.
 */
export const readersFirst = (): Promise<void> =>
  new Promise<void>((resolve) => setTimeout(resolve, 0));
