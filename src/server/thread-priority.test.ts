import { describe, expect, test } from 'bun:test';

/** What a worker thread reports after setting its priority the given way. */
function inWorker(how: 'idle' | 'below'): Promise<{ got: string; policy: number; nice: number }> {
  const worker = new Worker(
    new URL('../../tests/support/thread-policy-worker.ts', import.meta.url),
  );
  return new Promise((resolve, reject) => {
    worker.onmessage = (event) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = reject;
    worker.postMessage(how);
  });
}

describe.if(process.platform === 'linux')('worker threads below the serving thread', () => {
  test('a worker nobody waits for runs only on idle cores (SCHED_IDLE), its own thread alone', async () => {
    expect(await inWorker('idle')).toMatchObject({ got: 'idle', policy: 5 });
    // The process's other threads keep the normal policy.
    const sched = await Bun.file(`/proc/self/task/${process.pid}/sched`).text();
    expect(sched).toMatch(/^policy\s+:\s+0$/m);
  });

  test('a worker someone waits for keeps the normal policy at niceness 10', async () => {
    expect(await inWorker('below')).toMatchObject({ got: 'niceness', policy: 0, nice: 10 });
  });
});
