import { rgbaToThumbHash } from 'thumbhash';
import type { MediaFallback, MediaFormat } from '~/shared/media-url';
import { imageLibrary } from './image-library';
import { sniffImageType, type UploadType } from './sniff';

/** Decompression bombs: a small file that decodes to a huge bitmap is refused before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The stored original's longest side; larger photos are scaled down to it once, on upload. */
export const MAX_STORED_SIDE = 4000;

export class MediaRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

export interface PreparedOriginal {
  data: Buffer;
  mimeType: 'image/jpeg' | 'image/png';
  fallback: MediaFallback;
  width: number;
  height: number;
  placeholder: string;
  sourceType: UploadType;
}

function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

/**
 * An uploaded file made safe to keep: its real type read from the bytes,
 * its pixel count checked before decoding, the first frame only (GIF),
 * turned upright by its EXIF orientation, converted to sRGB and re-encoded
 * without any metadata (no EXIF, GPS, XMP or camera serials survive).
 * Transparent images stay PNG; opaque ones become high-quality JPEG.
 */
export async function prepareOriginal(bytes: Uint8Array): Promise<PreparedOriginal> {
  const sniffed = sniffImageType(bytes);
  if ('refused' in sniffed) throw new MediaRefusal(415, sniffed.refused);
  const sharp = imageLibrary();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, pages: 1 };
  let metadata: Awaited<ReturnType<ReturnType<Sharp>['metadata']>>;
  try {
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new MediaRefusal(422, 'The image could not be read: the file is damaged or incomplete');
  }
  const pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    throw new MediaRefusal(
      422,
      `The image is too large: ${metadata.width} × ${metadata.height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted`,
    );
  }
  try {
    const upright = sharp(bytes, options)
      .rotate()
      .resize({
        width: MAX_STORED_SIDE,
        height: MAX_STORED_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb');
    const hasAlpha = metadata.hasAlpha === true;
    const encoded = hasAlpha
      ? upright.png({ compressionLevel: 9, adaptiveFiltering: true })
      : upright.flatten({ background: '#ffffff' }).jpeg({ quality: 90, optimiseCoding: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      mimeType: hasAlpha ? 'image/png' : 'image/jpeg',
      fallback: hasAlpha ? 'png' : 'jpg',
      width: info.width,
      height: info.height,
      placeholder: await thumbHashOf(data),
      sourceType: sniffed.type,
    };
  } catch (error) {
    if (error instanceof MediaRefusal) throw error;
    throw new MediaRefusal(422, 'The image could not be read: the file is damaged or incomplete');
  }
}

type Sharp = ReturnType<typeof imageLibrary>;

/** The ThumbHash of an image (at most 100 × 100 pixels are looked at), base64url. */
async function thumbHashOf(data: Buffer): Promise<string> {
  const { data: rgba, info } = await imageLibrary()(data)
    .resize({ width: 100, height: 100, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return toBase64Url(rgbaToThumbHash(info.width, info.height, rgba));
}

const CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export function contentTypeOf(format: MediaFormat): string {
  return CONTENT_TYPES[format];
}

/**
 * One served variant: the stored original scaled to `width` and encoded in
 * `format`. Derived data only: it can always be made again from the original.
 */
export async function renderVariant(
  original: Uint8Array,
  width: number,
  format: MediaFormat,
): Promise<Buffer> {
  const resized = imageLibrary()(original).resize({ width, withoutEnlargement: true });
  switch (format) {
    case 'avif':
      return resized.avif({ quality: 50, effort: 2 }).toBuffer();
    case 'webp':
      return resized.webp({ quality: 72, effort: 4 }).toBuffer();
    case 'jpg':
      return resized.jpeg({ quality: 78, mozjpeg: true, progressive: true }).toBuffer();
    case 'png':
      return resized.png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
  }
}
