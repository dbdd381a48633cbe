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
  const ref = parseMediaUrl(src);
  const image = (
    <img
      src={ref ? fallbackSrc(ref) : src}
      srcSet={ref ? mediaSrcSet(ref, ref.fallback) : undefined}
      sizes={ref ? sizes : undefined}
      alt={alt}
      width={ref?.width ?? width}
      height={ref?.height ?? height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The main image paints in the frame it arrives in; the others decode off the main thread.
      decoding={priority ? undefined : 'async'}
      className={className}
      style={ref ? placeholderStyle(ref) : undefined}
    />
  );
  if (!ref) return image;
  return (
    <picture className="contents">
      {(['avif', 'webp'] as const).map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={mediaSrcSet(ref, format)}
          sizes={sizes}
        />
      ))}
      {image}
    </picture>
  );
}
