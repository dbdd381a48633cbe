import { Elysia } from 'elysia';
import {
  type MediaFormat,
  parseMediaUrl,
  parseVariantUrl,
  variantWidths,
} from '~/shared/media-url';
import { jsonError } from '../../http/errors';
import { IMMUTABLE } from '../../http/static-files';
import { CardStore } from '../share-cards/card-store';
import { contentTypeOf, renderVariant } from './image-processing';
import type { MediaService } from './service';
import { createVariantFolder } from './variant-folder';

/** About 600 variants of ~100 KB; derived data only, so losing it costs a re-encode. */
export const DEFAULT_VARIANT_CACHE_BYTES = 64 * 1024 * 1024;

const notFound = () => jsonError(404, { message: 'No such image' });

/**
 * Serves uploaded images. Every URL names the image's content hash, so a
 * response never changes and is cached for a year. Variants are encoded on
 * first request from the stored original and kept in a bounded memory cache
 * (and, with MEDIA_CACHE_DIR, on disk).
 */
export function createMediaDelivery(
  media: Pick<MediaService, 'describe' | 'original'>,
  {
    cacheBytes = DEFAULT_VARIANT_CACHE_BYTES,
    cacheDir,
  }: {
    cacheBytes?: number;
    /** A folder that keeps encoded variants across restarts and processes (MEDIA_CACHE_DIR). */
    cacheDir?: string;
  } = {},
) {
  const variants = new CardStore(cacheBytes);
  const folder = createVariantFolder(cacheDir);

  function answer(bytes: Uint8Array, type: string, etag?: string): Response {
    const headers = new Headers({
      'Content-Type': type,
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    });
    if (etag) headers.set('ETag', etag);
    return new Response(bytes as Uint8Array<ArrayBuffer>, { headers });
  }

  async function respond(file: string): Promise<Response> {
    const path = `/media/${file}`;
    const own = parseMediaUrl(path);
    if (own) {
      const original = await media.original(own.hash);
      // The whole URL must be the image's own, so one picture has one address.
      if (
        !original ||
        original.width !== own.width ||
        original.height !== own.height ||
        original.placeholder !== own.placeholder ||
        original.mimeType !== contentTypeOf(own.fallback)
      ) {
        return notFound();
      }
      return answer(original.data, original.mimeType);
    }
    const variant = parseVariantUrl(path);
    if (!variant) return notFound();
    // The bytes of the original are read only when the variant has to be encoded.
    const described = await media.describe(variant.hash);
    if (!described || !variantWidths(described.width).includes(variant.width)) return notFound();
    const fallback: MediaFormat = described.mimeType === 'image/png' ? 'png' : 'jpg';
    if ((variant.format === 'jpg' || variant.format === 'png') && variant.format !== fallback) {
      return notFound();
    }
    const name = `${variant.hash}-${variant.width}.${variant.format}`;
    const stored = await variants.get(name, async () => {
      const kept = await folder.read(name);
      if (kept) return kept;
      const original = await media.original(variant.hash);
      if (!original)
        throw new Error(`Image ${variant.hash} was deleted while its variant was made`);
      const bytes = await renderVariant(original.data, variant.width, variant.format);
      await folder.write(name, bytes);
      return bytes;
    });
    return answer(stored.bytes, contentTypeOf(variant.format), stored.etag);
  }

  const routes = new Elysia({ name: 'media-delivery' }).get('/media/:file', ({ params }) =>
    respond(params.file),
  );
  return { routes, respond };
}
