import { describe, expect, test } from 'bun:test';
import { createSearchGate, SearchBusyError } from './search-gate';

describe('the search gate', () => {
  test('runs one search at a time, in arrival order, each after the event loop had a turn', async () => {
    const gate = createSearchGate({ concurrency: 1, maxQueue: 10 });
    const order: string[] = [];
    const searches = [1, 2, 3].map((n) =>
      gate.run(() => {
        order.push(`search ${n}`);
        expect(gate.load().running).toBe(1);
        // A page request arriving during the first search is served before the next one.
        if (n === 1) setImmediate(() => order.push('page'));
        return n;
      }),
    );
    expect(await Promise.all(searches)).toEqual([1, 2, 3]);
    expect(order).toEqual(['search 1', 'page', 'search 2', 'search 3']);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  test('refuses searches past the queue at once, and those that waited too long', async () => {
    const gate = createSearchGate({ concurrency: 1, maxQueue: 2, maxWaitMs: 30 });
    const slow = gate.run(async () => {
      await new Promise((resolve) => setTimeout(resolve, 120));
      return 'slow';
    });
    const queued = [gate.run(() => 'a'), gate.run(() => 'b')].map((search) =>
      search.then(
        () => 'ran',
        (error: unknown) => error,
      ),
    );
    await expect(gate.run(() => 'refused')).rejects.toBeInstanceOf(SearchBusyError);
    // The two queued waited past 30 ms for a search that takes 120.
    for (const outcome of await Promise.all(queued))
      expect(outcome).toBeInstanceOf(SearchBusyError);
    expect(await slow).toBeDefined();
    expect(await gate.run(() => 'after')).toBe('after');
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  test('a failing search frees its turn', async () => {
    const gate = createSearchGate({ concurrency: 1 });
    await expect(
      gate.run(() => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    expect(await gate.run(() => 1)).toBe(1);
  });
});
