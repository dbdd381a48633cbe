/**
 * A PostgreSQL regular expression (`~`, which pg_trgm's GIN indexes serve)
 * matching every text whose JavaScript lowercase holds a search term: the
 * shared scoring lowercases with `toLowerCase` (full Unicode), while
 * PostgreSQL's `lower()` and `ILIKE` fold by the database's ctype (ASCII
 * only under "C"). So each character of the term stands for every
 * character that lowercases to it, spelled out in a class ("é" is [éÉ],
 * "k" is [kK\u212A]); the match no longer depends on the database's locale.
 * It may match a little more (markup, a tag's JSON quoting): the candidates
 * are a superset, which the shared scoring settles.
 */

/**
 * No character past the Supplementary Multilingual Plane has a case
 * (Unicode 15: the last is Adlam's, U+1E921); the scan stops there.
 */
const LAST_CASED = 0x1ffff;

/** Per lowercase character, the other characters that lowercase to or contain it. */
let foldsTo: Map<string, Set<string>> | null = null;

function caseVariants(): Map<string, Set<string>> {
  if (foldsTo) return foldsTo;
  const found = new Map<string, Set<string>>();
  const add = (lower: string, other: string) => {
    const set = found.get(lower);
    if (set) set.add(other);
    else found.set(lower, new Set([other]));
  };
  for (let point = 0; point <= LAST_CASED; point += 1) {
    if (point >= 0xd800 && point <= 0xdfff) continue;
    const char = String.fromCodePoint(point);
    const lower = char.toLowerCase();
    if (lower === char) continue;
    // "İ" lowercases to "i" and a combining dot: it holds both.
    for (const part of lower) add(part, char);
  }
  // A capital sigma ending a word lowercases to the final sigma.
  add('ς', 'Σ');
  foldsTo = found;
  return found;
}

/** A character as a regex atom: letters and digits as they are, anything else escaped. */
function literal(char: string): string {
  // ARE: a backslash before a non-alphanumeric character makes it literal.
  return /[\p{L}\p{N}]/u.test(char) ? char : `\\${char}`;
}

/** A character inside a bracket expression. */
function inClass(char: string): string {
  return char === ']' || char === '\\' || char === '^' || char === '-' ? `\\${char}` : char;
}

/**
 * The atom for one character of a lowercase term: its case variants, and
 * how a jsonb list of tags writes it as text (a quote or backslash escaped,
 * a control character as \uXXXX).
 */
function atom(char: string): string {
  if (char === '"') return '\\\\?"';
  if (char === '\\') return '\\\\{1,2}';
  const point = char.codePointAt(0)!;
  if (point < 0x20) {
    const escaped = point === 8 ? '\\\\b' : `\\\\u${point.toString(16).padStart(4, '0')}`;
    return `(?:[${char}]|${escaped})`;
  }
  const variants = caseVariants().get(char);
  if (!variants) return literal(char);
  return `[${[char, ...variants].map(inClass).join('')}]`;
}

/** The expression matching a term (lowercase, as searchTerms gives it) in any case. */
export function termPattern(term: string): string {
  const chars = [...term];
  let pattern = '';
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index]!;
    // "İ" lowercases to two characters, "i" and a combining dot: one in the text.
    if (char === 'i' && chars[index + 1] === '\u0307') {
      pattern += `(?:${atom('i')}${atom('\u0307')}|İ)`;
      index += 1;
    } else pattern += atom(char);
  }
  return pattern;
}
