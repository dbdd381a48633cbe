import { BrotliSlots } from './brotli-slots';

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * Makes the brotli runs of a kept page cut at its nonces (BrotliSlots), or
 * null when brotli cannot carry it. Bun's zlib compresses on the calling
 * thread, milliseconds per page: the compression worker makes them off the
 * serving thread, where every cached answer would otherwise wait.
 */
export type BrotliMaker = (pieces: Uint8Array[]) => Promise<Bytes[] | null>;

/** On this thread. */
export const brotliHere: BrotliMaker = async (pieces) =>
  (await BrotliSlots.forPage(pieces))?.compressedRuns ?? null;

/** The buffers of `arrays`, each once: moved to the other thread, not copied. */
export function buffersOf(arrays: Uint8Array<ArrayBuffer>[]): ArrayBuffer[] {
  return [...new Set(arrays.map((array) => array.buffer))];
}
