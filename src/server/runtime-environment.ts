/**
 * What the server's process is started with, beside its own configuration
 * (env.ts): settings the runtime reads as the process starts, before any of
 * the server's code runs, so they cannot be set from inside it. `npm start`,
 * the container image (Dockerfile) and every server the tests and
 * benchmarks start set them; runtime-environment.test.ts checks the first
 * two against this list. Decision 028.
 */
export const RUNTIME_ENVIRONMENT = {
  /**
   * The allocator keeps the free blocks inside its pages for the next
   * render instead of handing them back to the system each time the serving
   * thread waits for the network (and faulting them in again at the next
   * render): about a tenth less CPU per uncached page and lower reader
   * latency under load, for some 50 MB more resident memory under load.
   */
  MIMALLOC_PURGE_HOLES: '0',
} as const;
