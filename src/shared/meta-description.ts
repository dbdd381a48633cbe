export const META_DESCRIPTION_LENGTH = 155;

/**
 * Meta descriptions are cut to 155 characters, ellipsis included, at a word
 * boundary when one is near so a word is not split mid-way.
 */
export function metaDescription(text: string, max = META_DESCRIPTION_LENGTH): string {
  const clean = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s.,;:!?-]+$/, '')}…`;
}
