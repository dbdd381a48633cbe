import { describe, expect, test } from 'bun:test';
import { PASSWORD_CONCURRENCY, passwordSlots, Semaphore } from './password';

describe('Semaphore', () => {
  test('runs at most `size` tasks at once, in arrival order', async () => {
    const semaphore = new Semaphore(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        semaphore.run(async () => {
          started.push(index);
          running++;
          peak = Math.max(peak, running);
          await Bun.sleep(2);
          running--;
          return index * 10;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
  });

  test('a failing task frees its slot', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(() => 'next')).toBe('next');
  });

  test('password work is limited to two at a time', () => {
    expect(PASSWORD_CONCURRENCY).toBe(2);
    expect(passwordSlots).toBeInstanceOf(Semaphore);
  });
});
