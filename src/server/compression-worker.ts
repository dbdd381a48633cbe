/**
 * The compression worker's entry point: makes kept pages' brotli copies
 * from its own thread (http/compression-worker-client.ts). It sits beside
 * index.ts because the compiled binary keeps each entry point's path
 * relative to their common folder (scripts/build-binary.ts, resources.ts).
 */
import { brotliOnThisThread } from './http/compressed-page';
import type { CompressionCall } from './http/compression-worker-client';
import { onIdleCoresOnly } from './thread-priority';
import { answerCalls } from './worker-calls';

onIdleCoresOnly();

answerCalls<CompressionCall>((call) => brotliOnThisThread(call.html), {
  // One copy at a time: a burst of pages after a save queues here, not on a core each.
  oneAtATime: true,
  // Moved to the server, not copied: the copy is this call's alone.
  transfer: (copy) => (copy ? [(copy as Uint8Array<ArrayBuffer>).buffer] : []),
});
