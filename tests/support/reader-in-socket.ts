import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A reader in another process who asks `port` for `path` over a raw
 * connection, and returns once the request is in the server's socket
 * (written on a connection the kernel has already accepted). Meant for a
 * test that keeps this thread busy meanwhile: it waits without the event
 * loop, so the server on this thread has not answered yet when it returns.
 * `answered` resolves when the reader has its answer and has gone.
 */
export function readerInSocket(port: number, path = '/'): { answered: Promise<number> } {
  const dir = mkdtempSync(join(tmpdir(), 'gazette-reader-'));
  const asking = join(dir, 'asking');
  const request = `GET ${path} HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n`;
  const reader = Bun.spawn(
    [
      process.execPath,
      '-e',
      `const socket = await Bun.connect({
        hostname: '127.0.0.1',
        port: ${port},
        socket: { data: () => {}, close: () => process.exit(0) },
      });
      socket.write('${request}');
      require('node:fs').writeFileSync(${JSON.stringify(asking)}, '');
      setTimeout(() => process.exit(1), 20_000);`,
    ],
    { stdout: 'ignore', stderr: 'inherit' },
  );
  const giveUp = performance.now() + 20_000;
  while (!existsSync(asking) && performance.now() < giveUp) Bun.sleepSync(5);
  const inSocket = existsSync(asking);
  const answered = reader.exited.finally(() => rmSync(dir, { recursive: true, force: true }));
  if (!inSocket) throw new Error('The reader never sent its request');
  return { answered };
}
