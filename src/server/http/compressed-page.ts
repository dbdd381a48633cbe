import { BrotliSlots } from './brotli-slots';
import { NonceSlots, type NonceSlotsParts, splitAtNonce } from './nonce-slots';

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * A page's compressed copies, made on the thread that rendered it and handed
 * to the page cache whole. Compressing is milliseconds per page (brotli most
 * of all, which Bun's zlib runs on the calling thread): made on the serving
 * thread, every cached answer arriving meanwhile would wait for it.
 */
export interface CompressedPage {
  gzip: NonceSlotsParts;
  /** The brotli copy's runs between the nonces; null when brotli cannot carry the page. */
  brotli: Bytes[] | null;
}

export async function compressPage(html: Uint8Array, nonce: string): Promise<CompressedPage> {
  const brotli = BrotliSlots.fits(nonce)
    ? await BrotliSlots.forPage(splitAtNonce(html, nonce))
    : null;
  return { gzip: NonceSlots.partsOf(html, nonce), brotli: brotli?.compressedRuns ?? null };
}

/** The buffers a compressed page is made of, each once: moved to the other thread, not copied. */
export function buffersOf(page: CompressedPage): ArrayBuffer[] {
  const arrays = [...page.gzip.deflated, ...(page.brotli ?? [])];
  return [...new Set(arrays.map((array) => array.buffer))];
}
