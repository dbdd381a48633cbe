/** A piece of text, and whether it matched one of the search terms. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits text into matched and unmatched pieces for highlighting, matching
 * every term case-insensitively. Longer terms are tried first, so "portal"
 * wins over "port" where both fit.
 */
export function highlightSegments(text: string, terms: readonly string[]): HighlightSegment[] {
  const unique = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (unique.length === 0 || text === '') return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${unique.map(escapeRegExp).join('|')})`, 'gi');
  const segments: HighlightSegment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index ?? 0;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
