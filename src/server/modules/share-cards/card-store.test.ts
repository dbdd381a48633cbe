import { describe, expect, test } from 'bun:test';
import { CardStore } from './card-store';

const bytes = (size: number, fill = 1) => new Uint8Array(size).fill(fill);

describe('CardStore', () => {
  test('draws a card once and keeps it', async () => {
    const store = new CardStore(1_000);
    let drawings = 0;
    const draw = async () => {
      drawings += 1;
      return bytes(100);
    };
    const first = await store.get('article:1@v1-a', draw);
    const second = await store.get('article:1@v1-a', draw);
    expect(drawings).toBe(1);
    expect(second).toBe(first);
    expect(first.etag).toMatch(/^"[0-9a-z]+"$/);
  });

  test('requests that arrive while a card is drawn wait for that one drawing', async () => {
    const store = new CardStore(1_000);
    let drawings = 0;
    let finish: (value: Uint8Array) => void = () => {};
    const draw = () => {
      drawings += 1;
      return new Promise<Uint8Array>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = [store.get('k', draw), store.get('k', draw), store.get('k', draw)];
    finish(bytes(10));
    const cards = await Promise.all(waiting);
    expect(drawings).toBe(1);
    expect(new Set(cards).size).toBe(1);
  });

  test('a failed drawing is not kept: the next request draws again', async () => {
    const store = new CardStore(1_000);
    await expect(store.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const card = await store.get('k', async () => bytes(10));
    expect(card.bytes.byteLength).toBe(10);
  });

  test('keeps at most its byte budget, dropping the least recently used first', async () => {
    const store = new CardStore(250);
    await store.get('a', async () => bytes(100, 1));
    await store.get('b', async () => bytes(100, 2));
    // Reading a makes b the oldest.
    await store.get('a', async () => bytes(100, 9));
    await store.get('c', async () => bytes(100, 3));
    expect(store.size).toBe(2);
    let redrawn = 0;
    await store.get('a', async () => {
      redrawn += 1;
      return bytes(100);
    });
    expect(redrawn).toBe(0);
    await store.get('b', async () => {
      redrawn += 1;
      return bytes(100);
    });
    expect(redrawn).toBe(1);
  });
});
