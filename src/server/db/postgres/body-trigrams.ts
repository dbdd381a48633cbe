import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * A body index that names the bodies holding a word's trigrams without
 * reading them (docs/decisions/019, "Bodies named without being read").
 *
 * pg_trgm's own index on `content` serves the case-spelled expressions, but
 * a regular expression is lossy on a trigram index: the database reads and
 * checks every body the trigrams name (40 µs each; tens of thousands for a
 * common word). An array index is not lossy: `show_trgm(text) @> trigrams`
 * is answered by the index alone, each row visited only for its id.
 *
 * The trigrams are taken from the body with its ASCII letters folded by
 * `replace` (locale-free: `lower()` follows the database's ctype, and a
 * Turkish one lowercases "I" to a dotless i), and with the two characters
 * outside ASCII whose JavaScript lowercase holds an ASCII letter folded
 * too: the Kelvin sign to "k" and "İ" to "i". So for a term of three or more
 * ASCII letters and digits, every body whose plain text (the shared
 * scoring's: markup replaced by a space, lowercased) holds the term holds
 * each of its trigrams: the term's characters are ASCII letters or digits
 * once folded, inside one of pg_trgm's words. The converse does not hold
 * (the trigrams may be apart): the answer is a superset, which only bounds
 * scores; the exact check stays the scoring's.
 *
 * The expression here and the index's (drizzle-postgres/0009, hand-written)
 * must be the same text, constants included, for the planner to use it;
 * tests/api/articles/search-body-trigrams.test.ts checks that it does.
 */
const FOLDS: readonly (readonly [string, string])[] = [
  ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((upper) => [upper, upper.toLowerCase()] as const),
  ['\u212A', 'k'],
  ['\u0130', 'i'],
];

/** The column's text with ASCII letters, the Kelvin sign and "İ" folded, as the index spells it. */
export function asciiFoldedText(column: Column | SQL): SQL {
  let text: SQL = sql`${column}`;
  for (const [from, to] of FOLDS)
    text = sql`replace(${text}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)})`;
  return text;
}

/** The indexed expression: the folded body's trigrams (pg_trgm's `show_trgm`). */
export function bodyTrigrams(column: Column | SQL): SQL {
  return sql`show_trgm(${asciiFoldedText(column)})`;
}

/** A term the trigram array can answer: three or more ASCII letters and digits (lowercase). */
const INDEXABLE_TERM = /^[a-z0-9]{3,}$/;

/**
 * The trigrams every body holding `term` holds: those inside the term
 * (pg_trgm pads a word with spaces, and the term may sit inside a longer
 * word), each once. Null for a term the array cannot answer.
 */
export function termTrigrams(term: string): string[] | null {
  if (!INDEXABLE_TERM.test(term)) return null;
  const found = new Set<string>();
  for (let start = 0; start + 3 <= term.length; start += 1) found.add(term.slice(start, start + 3));
  return [...found];
}

/** Rows whose body holds every one of these trigrams: a superset of those holding the term. */
export function bodyHoldsTrigrams(column: Column | SQL, trigrams: readonly string[]): SQL {
  const array = sql.join(
    trigrams.map((trigram) => sql`${trigram}`),
    sql`, `,
  );
  // The index compares trigrams bytewise (COLLATE "C": cheaper than the
  // database's collation, and the same on every server); the condition must
  // name the same collation for the planner to use it.
  return sql`(${bodyTrigrams(column)} COLLATE "C") @> ARRAY[${array}]::text[]`;
}
