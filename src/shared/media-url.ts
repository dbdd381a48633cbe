/**
 * Addresses of uploaded images. An image's own URL names its content hash,
 * its size and its placeholder, so any page that holds only the URL (an
 * article's image field, a card, an avatar) can lay out the picture before
 * it loads and ask for the width it needs; every variant URL is derived from
 * it. All of them change when the content does, so they are cached forever.
 */

/** The widths images are served at, narrowest first. */
export const MEDIA_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;

/** Formats of the variants: the modern two, then the fallback for older browsers. */
export type MediaFormat = 'avif' | 'webp' | 'jpg' | 'png';

/** The stored original's extension: jpg when opaque, png when it has transparency. */
export type MediaFallback = 'jpg' | 'png';

export interface MediaRef {
  hash: string;
  width: number;
  height: number;
  /** ThumbHash, base64url. */
  placeholder: string;
  fallback: MediaFallback;
}

const MEDIA_URL = /^\/media\/([0-9a-f]{16})-(\d{1,5})x(\d{1,5})-([A-Za-z0-9_-]{1,64})\.(jpg|png)$/;
const VARIANT_URL = /^\/media\/([0-9a-f]{16})-(\d{1,5})\.(avif|webp|jpg|png)$/;

/** The image's own URL: what an image field stores. */
export function mediaUrl(ref: MediaRef): string {
  return `/media/${ref.hash}-${ref.width}x${ref.height}-${ref.placeholder}.${ref.fallback}`;
}

/** The parts of an uploaded image's URL; null for any other address. */
export function parseMediaUrl(url: string): MediaRef | null {
  const match = MEDIA_URL.exec(url);
  if (!match) return null;
  const width = Number(match[2]);
  const height = Number(match[3]);
  if (width < 1 || height < 1) return null;
  return {
    hash: match[1]!,
    width,
    height,
    placeholder: match[4]!,
    fallback: match[5] as MediaFallback,
  };
}

/** One resized variant's URL. */
export function variantUrl(hash: string, width: number, format: MediaFormat): string {
  return `/media/${hash}-${width}.${format}`;
}

export function parseVariantUrl(
  url: string,
): { hash: string; width: number; format: MediaFormat } | null {
  const match = VARIANT_URL.exec(url);
  if (!match) return null;
  return { hash: match[1]!, width: Number(match[2]), format: match[3] as MediaFormat };
}

/**
 * The widths an image is offered at: the standard ones narrower than it,
 * and its own width (up to the widest standard one). Never upscaled.
 */
export function variantWidths(width: number): number[] {
  const widest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
  const own = Math.min(width, widest);
  return [...MEDIA_WIDTHS.filter((standard) => standard < own), own];
}

/** A srcset for one format: every offered width. */
export function mediaSrcSet(ref: MediaRef, format: MediaFormat): string {
  return variantWidths(ref.width)
    .map((width) => `${variantUrl(ref.hash, width, format)} ${width}w`)
    .join(', ');
}

/** The variant a plain <img src> falls back to: the width nearest 960 (a good one-size answer). */
export function fallbackSrc(ref: MediaRef): string {
  const widths = variantWidths(ref.width);
  const chosen = widths.find((width) => width >= 960) ?? widths[widths.length - 1]!;
  return variantUrl(ref.hash, chosen, ref.fallback);
}
