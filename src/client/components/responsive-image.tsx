import type { CSSProperties } from 'react';
import { thumbHashToDataURL } from 'thumbhash';
import { fallbackSrc, type MediaRef, mediaSrcSet, parseMediaUrl } from '~/shared/media-url';

type Position = 'top' | 'center' | 'bottom';

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
  /** Which part a cropped image keeps: the spec's top, center or bottom. */
  position?: Position;
  className?: string;
}

/** The blurred preview drawn behind an opaque image until it arrives. */
function placeholderStyle(ref: MediaRef, position: Position): CSSProperties | undefined {
  if (ref.fallback !== 'jpg') return undefined;
  try {
    const hash = Uint8Array.from(atob(ref.placeholder.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    return {
      backgroundImage: `url(${thumbHashToDataURL(hash)})`,
      backgroundSize: 'cover',
      backgroundPosition: position,
    };
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
  position = 'center',
  className,
}: ResponsiveImageProps) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  const ref = parseMediaUrl(src);
  if (!ref) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    );
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={mediaSrcSet(ref, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(ref, 'webp')} sizes={sizes} />
      <img
        src={fallbackSrc(ref)}
        srcSet={mediaSrcSet(ref, ref.fallback)}
        sizes={sizes}
        alt={alt}
        width={ref.width}
        height={ref.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={priority ? 'sync' : 'async'}
        className={className}
        style={placeholderStyle(ref, position)}
      />
    </picture>
  );
}
