import { BrotliSlots } from './brotli-slots';

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * Makes the brotli runs of a kept page cut at its nonces (BrotliSlots), or
 * null when brotli cannot carry it. The compression runs on Bun's thread
 * pool; driving it and checking the copy is under a millisecond a page on
 * the calling thread, which the compression worker keeps off the serving
 * thread.
 */
export type BrotliMaker = (pieces: Uint8Array[]) => Promise<Bytes[] | null>;

/** On this thread. */
export const brotliHere: BrotliMaker = async (pieces) =>
  (await BrotliSlots.forPage(pieces))?.compressedRuns ?? null;

/** The buffers of `arrays`, each once: moved to the other thread, not copied. */
export function buffersOf(arrays: Uint8Array<ArrayBuffer>[]): ArrayBuffer[] {
  return [...new Set(arrays.map((array) => array.buffer))];
}
