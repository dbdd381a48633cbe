import { describe, expect, test } from 'bun:test';
import { createReadMemo } from './read-memo';

function memo(next: number | null = null) {
  const state = { version: 'v1', now: 1000, asked: 0, next };
  const kept = createReadMemo<string>({
    version: () => state.version,
    now: () => state.now,
    nextChange: async () => {
      state.asked += 1;
      return state.next;
    },
  });
  return { state, kept };
}

describe('read memo', () => {
  test('keeps an answer until the data version moves', async () => {
    const { state, kept } = memo();
    await kept.keep(kept.begin(), '/api/articles', 'list');
    expect(kept.get('/api/articles')).toBe('list');
    state.version = 'v2';
    expect(kept.get('/api/articles')).toBeUndefined();
  });

  test('keeps an answer until the next publication is due, asking for it once', async () => {
    const { state, kept } = memo(5000);
    await kept.keep(kept.begin(), '/a', 'a');
    await kept.keep(kept.begin(), '/b', 'b');
    expect(state.asked).toBe(1);
    state.now = 4999;
    expect(kept.get('/a')).toBe('a');
    state.now = 5000;
    expect(kept.get('/a')).toBeUndefined();
    expect(kept.get('/b')).toBeUndefined();
  });

  test('a read begun before the data moved or before a forget is not kept', async () => {
    const { state, kept } = memo();
    const stamp = kept.begin();
    state.version = 'v2';
    await kept.keep(stamp, '/a', 'stale');
    expect(kept.get('/a')).toBeUndefined();
    const again = kept.begin();
    kept.forget();
    await kept.keep(again, '/a', 'stale');
    expect(kept.get('/a')).toBeUndefined();
  });

  test('forget drops what was kept', async () => {
    const { kept } = memo();
    await kept.keep(kept.begin(), '/a', 'a');
    kept.forget();
    expect(kept.get('/a')).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  test('nothing is kept when the next publication cannot be read', async () => {
    const kept = createReadMemo<string>({
      version: () => 'v1',
      now: () => 0,
      nextChange: () => Promise.reject(new Error('database gone')),
    });
    await kept.keep(kept.begin(), '/a', 'a');
    expect(kept.get('/a')).toBeUndefined();
  });
});
