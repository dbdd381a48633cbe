import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants } from 'node:zlib';

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * Makes a kept page's brotli copy, or null when it cannot: the compression
 * worker's turn (one page at a time, at its lowered priority), or Bun's
 * thread pool when there is no worker.
 */
export type BrotliMaker = (html: Bytes) => Promise<Bytes | null>;

/**
 * Quality 9: a tenth of 11's time for about 10% more bytes, paid again for
 * every page a save affects.
 */
const brotliOptions = (html: Bytes) => ({
  params: {
    [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
  },
});

/** A copy of its own: zlib's output may share its buffer, and the copy is moved between threads. */
const ownCopy = (compressed: Uint8Array) => new Uint8Array(compressed);

const brotli = promisify(brotliCompress);

/** On Bun's thread pool: never on the calling thread, which may be the serving one. */
export const brotliHere: BrotliMaker = async (html) => {
  try {
    return ownCopy(await brotli(html, brotliOptions(html)));
  } catch {
    return null;
  }
};

/**
 * On the calling thread, for the compression worker: the copy is made at
 * the worker's priority, below the serving thread's, where the pool's
 * threads would compete with it.
 */
export function brotliOnThisThread(html: Bytes): Bytes | null {
  try {
    return ownCopy(brotliCompressSync(html, brotliOptions(html)));
  } catch {
    return null;
  }
}

/** A kept page's gzip copy, made once where it was rendered. */
export function gzipPage(html: Bytes): Bytes {
  return Bun.gzipSync(html, { level: 6, library: 'libdeflate' });
}
