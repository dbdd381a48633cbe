/** A piece of text, and whether it matched one of the search terms. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The pattern marking these terms, longer terms first, or null when there is
 * none. A results page asks for the same terms hundreds of times (every
 * field of every result), so the last pattern is kept rather than compiled
 * anew each time; `matchAll` works on a copy, so sharing it is safe.
 */
let lastKey: string | null = null;
let lastPattern: RegExp | null = null;
function patternFor(terms: readonly string[]): RegExp | null {
  const key = JSON.stringify(terms);
  if (key !== lastKey) {
    const unique = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort(
      (a, b) => b.length - a.length,
    );
    lastKey = key;
    lastPattern =
      unique.length === 0 ? null : new RegExp(`(${unique.map(escapeRegExp).join('|')})`, 'gi');
  }
  return lastPattern;
}

/**
 * Splits text into matched and unmatched pieces for highlighting, matching
 * every term case-insensitively. Longer terms are tried first, so "portal"
 * wins over "port" where both fit.
 */
export function highlightSegments(text: string, terms: readonly string[]): HighlightSegment[] {
  const pattern = patternFor(terms);
  if (pattern === null || text === '') return text ? [{ text, match: false }] : [];
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
