import { dlopen, FFIType } from 'bun:ffi';
import { setPriority } from 'node:os';

/**
 * Where a worker thread stands against the serving thread when both want a
 * core (Linux, where each thread has a priority of its own; elsewhere these
 * would move the whole process, so they do nothing).
 */

/** Niceness 10: about a tenth of the serving thread's share of a core both want. */
const WORKER_NICENESS = 10;

/** Linux's SCHED_IDLE policy (sched.h). */
const SCHED_IDLE = 5;

/**
 * Puts the calling worker thread below the serving thread: where the two
 * compete for a core, cached answers go first and the worker's work waits;
 * on an idle core it runs at full speed. For work someone waits for (an
 * editor's save): it still gets its share of a busy machine.
 */
export function belowServingThread(): void {
  if (process.platform === 'linux') setPriority(WORKER_NICENESS);
}

/**
 * Lets the calling worker thread run only on a core nothing else wants
 * (SCHED_IDLE): a request that wakes the serving thread takes the core at
 * once, where a thread of low niceness would keep it until the kernel's next
 * tick (4 ms at 250 Hz), long enough to be a reader's slowest answers. A
 * thread at this priority gets no time at all while every core is busy, so
 * only for work nobody waits for, or whose caller does it itself when it is
 * late (render-worker-client.ts). Falls back to `belowServingThread` where
 * the policy cannot be set. Returns the policy set.
 */
export function onIdleCoresOnly(): 'idle' | 'niceness' | 'none' {
  if (process.platform !== 'linux') return 'none';
  try {
    const libc = dlopen('libc.so.6', {
      sched_setscheduler: { args: [FFIType.i32, FFIType.i32, FFIType.ptr], returns: FFIType.i32 },
    });
    // Thread 0 is the calling one; the policy takes a priority of 0.
    const set = libc.symbols.sched_setscheduler(0, SCHED_IDLE, new Int32Array(1));
    libc.close();
    if (set === 0) return 'idle';
  } catch {
    // No libc by that name (musl): the niceness below still helps.
  }
  belowServingThread();
  return 'niceness';
}
