import { afterEach, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readersFirst } from './readers-first';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A server on this thread, and a reader in another process who asks it for
 * a page while this thread is busy (as with an editor's write): what
 * `turn` lets through before the write goes on.
 */
async function servedDuringTurn(turn: () => Promise<unknown>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'gazette-turn-'));
  folders.push(dir);
  const order: string[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: () => {
      order.push('reader answered');
      return new Response('page');
    },
  });
  const asking = join(dir, 'asking');
  // The reader's request is in this server's socket once the file exists:
  // written on a connection the kernel has already accepted.
  const reader = Bun.spawn(
    [
      process.execPath,
      '-e',
      `const socket = await Bun.connect({
        hostname: '127.0.0.1',
        port: ${server.port},
        socket: { data: () => {}, close: () => process.exit(0) },
      });
      socket.write('GET / HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n');
      require('node:fs').writeFileSync(${JSON.stringify(asking)}, '');
      setTimeout(() => process.exit(1), 20_000);`,
    ],
    { stdout: 'ignore', stderr: 'inherit' },
  );
  try {
    // A step that runs without a pause, until the reader's request is in.
    const giveUp = performance.now() + 20_000;
    while (!existsSync(asking) && performance.now() < giveUp) Bun.sleepSync(5);
    expect(existsSync(asking)).toBe(true);
    await turn();
    order.push('write goes on');
    await reader.exited;
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
