import type { CSSProperties } from 'react';
import { thumbHashToAverageRGBA } from 'thumbhash';
import { fallbackSrc, type MediaRef, mediaSrcSet, parseMediaUrl } from '~/shared/media-url';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** How wide the image is drawn, as a `sizes` attribute: lets the browser pick a variant. */
  sizes: string;
  /** Size hints for an image hosted elsewhere (an uploaded image knows its own). */
  width: number;
  height: number;
  /** The page's main image (its Largest Contentful Paint): loaded first. Others load lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * The colour shown in the image's place until it arrives: the average of its
 * ThumbHash (opaque images only). Decoding the whole ThumbHash into a blurred
 * picture would cost the reader pages ~1 KB more script, past their budget.
 */
function placeholderStyle(ref: MediaRef): CSSProperties | undefined {
  if (ref.fallback !== 'jpg') return undefined;
  try {
    const hash = Uint8Array.from(atob(ref.placeholder.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    const { r, g, b } = thumbHashToAverageRGBA(hash);
    const channel = (value: number) => Math.round(value * 255);
    return { backgroundColor: `rgb(${channel(r)} ${channel(g)} ${channel(b)})` };
  } catch {
    return undefined;
  }
}

/** What an uploaded image's markup is made of: the same for every card and page that shows it. */
interface UploadedImage {
  ref: MediaRef;
  src: string;
  srcSets: Record<'avif' | 'webp' | 'fallback', string>;
  style: CSSProperties | undefined;
}

/**
 * Uploaded images by URL, worked out once: a list page draws dozens, the
 * same ones on page after page, and each costs a parse, three srcsets and a
 * placeholder's decoding. Null for an address that is not an upload.
 */
const uploadedImages = new Map<string, UploadedImage | null>();
const MAX_KEPT_IMAGES = 1000;

function uploadedImage(src: string): UploadedImage | null {
  let image = uploadedImages.get(src);
  if (image !== undefined) return image;
  const ref = parseMediaUrl(src);
  image = ref && {
    ref,
    src: fallbackSrc(ref),
    srcSets: {
      avif: mediaSrcSet(ref, 'avif'),
      webp: mediaSrcSet(ref, 'webp'),
      fallback: mediaSrcSet(ref, ref.fallback),
    },
    style: placeholderStyle(ref),
  };
  if (uploadedImages.size >= MAX_KEPT_IMAGES) uploadedImages.clear();
  uploadedImages.set(src, image);
  return image;
}

/**
 * An image. An uploaded one (a /media/ URL) is offered as AVIF and WebP with
 * a JPEG or PNG fallback, each in several widths, with its real width and
 * height (no layout shift) and a blurred placeholder; any other address
 * (an image hosted elsewhere) is one plain <img>.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const uploaded = uploadedImage(src);
  const image = (
    <img
      src={uploaded ? uploaded.src : src}
      srcSet={uploaded?.srcSets.fallback}
      sizes={uploaded ? sizes : undefined}
      alt={alt}
      width={uploaded?.ref.width ?? width}
      height={uploaded?.ref.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The main image paints in the frame it arrives in; the others decode off the main thread.
      decoding={priority ? undefined : 'async'}
      className={className}
      style={uploaded?.style}
    />
  );
  if (!uploaded) return image;
  return (
    <picture className="contents">
      {(['avif', 'webp'] as const).map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={uploaded.srcSets[format]}
          sizes={sizes}
        />
      ))}
      {image}
    </picture>
  );
}
