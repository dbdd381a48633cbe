/**
 * Sets its own thread's priority as a worker of the server does (the call
 * named in the message), then answers what it got and the scheduling policy
 * Linux reports for the thread.
 */
import { readFileSync } from 'node:fs';
import { belowServingThread, onIdleCoresOnly } from '~/server/thread-priority';

declare const self: Worker;
self.addEventListener('message', (event: MessageEvent<'idle' | 'below'>) => {
  let got: string = 'niceness';
  if (event.data === 'idle') got = onIdleCoresOnly();
  else belowServingThread();
  const sched = readFileSync('/proc/thread-self/sched', 'utf8');
  postMessage({
    got,
    policy: Number(sched.match(/^policy\s+:\s+(\d+)/m)?.[1]),
    nice: Number(sched.match(/^prio\s+:\s+(\d+)/m)?.[1]) - 120,
  });
});
