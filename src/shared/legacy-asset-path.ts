/**
 * The original system stored uploads as relative paths ("attached_assets/
 * photo.png") served from the site's root. Such a path is taken as the site
 * path it always meant, so it is stored, shown and exported with its slash.
 */
export function withLegacyAssetSlash(path: string): string {
  return path.startsWith('attached_assets') ? `/${path}` : path;
}
