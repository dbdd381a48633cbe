import { withLegacyAssetSlash } from '~/shared/legacy-asset-path';

/**
 * Where an article image loads from; null when there is none. Stored paths
 * already carry their slash; the same rule covers any older value.
 */
export function articleImageSrc(image: string | null | undefined): string | null {
  const path = image?.trim();
  return path ? withLegacyAssetSlash(path) : null;
}

export const OBJECT_POSITION_CLASS = {
  top: 'object-top',
  center: 'object-center',
  bottom: 'object-bottom',
} as const;
