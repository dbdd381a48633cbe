import { describe, expect, test } from 'bun:test';
import { readerInSocket } from '@tests/support/reader-in-socket';
import { readersFirst } from '~/server/http/readers-first';

/**
 * A server on this thread, and a reader in another process whose request
 * arrives while this thread is busy (as with an editor's write): what
 * `turn` lets through before the write goes on.
 */
async function servedDuringTurn(turn: () => Promise<unknown>): Promise<string[]> {
  const order: string[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: () => {
      order.push('reader answered');
      return new Response('page');
    },
  });
  try {
    const reader = readerInSocket(server.port!);
    await turn();
    order.push('write goes on');
    expect(await reader.answered).toBe(0);
    return order;
  } finally {
    await server.stop(true);
  }
}

describe('a write takes turns with readers', () => {
  test("a reader's request that arrived during a step is answered before the next step", async () => {
    expect(await servedDuringTurn(readersFirst)).toEqual(['reader answered', 'write goes on']);
  });

  test('an await alone lets no reader through: the turn is what does', async () => {
    expect(await servedDuringTurn(() => Promise.resolve())).toEqual([
      'write goes on',
      'reader answered',
    ]);
  });
});
