/**
 * Where an article image loads from: uploads stored as "attached_assets/..."
 * are served from the site root (Part C §2, article list); null when none.
 */
export function articleImageSrc(image: string | null | undefined): string | null {
  const path = image?.trim();
  if (!path) return null;
  return path.startsWith('attached_assets') ? `/${path}` : path;
}

export const OBJECT_POSITION_CLASS = {
  top: 'object-top',
  center: 'object-center',
  bottom: 'object-bottom',
} as const;
