import { expect, test } from 'bun:test';
import {
  CompressionWorkerClient,
  MAX_WAITING_COPIES,
} from '~/server/http/compression-worker-client';

test('copies waiting for a worker that gets no core are bounded: past the bound a page keeps its gzip copy alone', async () => {
  const client = new CompressionWorkerClient(
    new URL('../../support/silent-worker.ts', import.meta.url),
  );
  try {
    const page = new TextEncoder().encode('<!doctype html><p>A page</p>');
    const waiting = Array.from({ length: MAX_WAITING_COPIES }, () => client.brotli(page));
    expect(await client.brotli(page)).toBeNull();
    expect(
      await Promise.race([
        Promise.all(waiting).then(() => 'made'),
        Bun.sleep(50).then(() => 'waiting'),
      ]),
    ).toBe('waiting');
  } finally {
    client.close();
  }
});
