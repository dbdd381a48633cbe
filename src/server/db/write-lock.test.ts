import { describe, expect, test } from 'bun:test';
import { SAVE_WORKER, SERVING_THREAD, WriteLock } from './write-lock';

describe('the write lock', () => {
  test('writers take turns in the order the lock frees, and each waits without holding its thread', async () => {
    const serving = new WriteLock();
    const worker = new WriteLock(serving.buffer, SAVE_WORKER);
    const order: string[] = [];
    await worker.acquire();
    const waiting = serving.acquire().then(() => order.push('serving thread'));
    await Bun.sleep(10);
    order.push('worker done');
    worker.release();
    await waiting;
    expect(order).toEqual(['worker done', 'serving thread']);
    serving.release();
  });

  test('a stopped holder gives its turn back; another holder keeps its own', async () => {
    const serving = new WriteLock(new SharedArrayBuffer(4), SERVING_THREAD);
    const worker = new WriteLock(serving.buffer, SAVE_WORKER);
    await worker.acquire();
    // The serving thread's turn is not the worker's to give back, nor the reverse.
    serving.releaseHeldBy(SERVING_THREAD);
    let acquired = false;
    const waiting = serving.acquire().then(() => {
      acquired = true;
    });
    await Bun.sleep(10);
    expect(acquired).toBe(false);
    serving.releaseHeldBy(SAVE_WORKER);
    await waiting;
    expect(acquired).toBe(true);
    worker.releaseHeldBy(SAVE_WORKER);
    expect(
      await Promise.race([worker.acquire().then(() => 'worker'), Bun.sleep(50)]),
    ).toBeUndefined();
    serving.release();
  });
});
