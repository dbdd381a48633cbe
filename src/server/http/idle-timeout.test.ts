import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_MAX_WAIT_MS } from '../modules/articles/search-gate';
import { IDLE_TIMEOUT_S } from './idle-timeout';

/** A server whose only answer comes after `delayMs`, with or without the product's idle timeout. */
function slowServer(delayMs: number, idleTimeout?: number) {
  return Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    ...(idleTimeout === undefined ? {} : { idleTimeout }),
    fetch: async () => {
      await Bun.sleep(delayMs);
      return new Response('answered');
    },
  });
}

/**
 * Past Bun's default of 10 s with room to spare: its idle timer ticks
 * coarsely and let an answer at 11-12 s through.
 */
const SLOW_MS = 16_000;

async function outcome(url: string): Promise<string> {
  try {
    return await (await fetch(url)).text();
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}

describe('the server idle timeout', () => {
  test('outlasts a search waiting its whole turn at the gate', () => {
    expect(IDLE_TIMEOUT_S * 1000).toBeGreaterThan(SEARCH_MAX_WAIT_MS);
    expect(IDLE_TIMEOUT_S).toBeLessThanOrEqual(255);
  });

  test('the server passes it to Bun.serve', () => {
    const source = readFileSync(join(import.meta.dir, '..', 'index.ts'), 'utf8');
    expect(source).toContain('idleTimeout: IDLE_TIMEOUT_S');
  });

  test(
    "an answer 16 s in arrives with it, where Bun's default resets the connection",
    async () => {
      const product = slowServer(SLOW_MS, IDLE_TIMEOUT_S);
      const bare = slowServer(SLOW_MS);
      try {
        const [withTimeout, withDefault] = await Promise.all([
          outcome(`http://127.0.0.1:${product.port}/`),
          outcome(`http://127.0.0.1:${bare.port}/`),
        ]);
        expect(withTimeout).toBe('answered');
        expect(withDefault).toStartWith('failed');
      } finally {
        product.stop(true);
        bare.stop(true);
      }
    },
    { timeout: 30_000 },
  );
});
