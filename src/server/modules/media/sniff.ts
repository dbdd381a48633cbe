/** The image types an upload may be, named from their first bytes. */
export type UploadType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

export type Sniffed = { type: UploadType } | { refused: string };

export const SVG_REFUSED =
  'SVG images are not accepted: they can carry scripts. Upload a JPEG, PNG, WebP, AVIF or GIF';
export const UNKNOWN_TYPE =
  'This file is not an image the site accepts. Upload a JPEG, PNG, WebP, AVIF or GIF';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * What the bytes are, whatever the file is called or the browser claimed:
 * only the signatures of the five accepted formats pass. SVG (text that can
 * carry script) is named so the refusal says why.
 */
export function sniffImageType(bytes: Uint8Array): Sniffed {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { type: 'jpeg' };
  }
  if (bytes.length >= 8 && ascii(bytes, 1, 4) === 'PNG' && bytes[0] === 0x89) {
    return { type: 'png' };
  }
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) {
    return { type: 'gif' };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { type: 'webp' };
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return { type: 'avif' };
  }
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml|<!--|<!doctype svg|<svg)/i.test(head) && /<svg/i.test(head)) {
    return { refused: SVG_REFUSED };
  }
  return { refused: UNKNOWN_TYPE };
}
