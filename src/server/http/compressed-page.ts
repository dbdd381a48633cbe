import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * Makes a kept page's brotli copy, or null when it cannot. The compression
 * runs on Bun's thread pool; the compression worker decides when, one page
 * at a time, off the serving thread.
 */
export type BrotliMaker = (html: Bytes) => Promise<Bytes | null>;

const brotli = promisify(brotliCompress);

/**
 * Quality 9: a tenth of 11's time for about 10% more bytes, paid again for
 * every page a save affects.
 */
export const brotliHere: BrotliMaker = async (html) => {
  try {
    const compressed = await brotli(html, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
      },
    });
    // A copy of its own: the stream's output may share a buffer, and the copy is moved between threads.
    return new Uint8Array(compressed);
  } catch {
    return null;
  }
};

/** A kept page's gzip copy, made once where it was rendered. */
export function gzipPage(html: Bytes): Bytes {
  return Bun.gzipSync(html, { level: 6, library: 'libdeflate' });
}
