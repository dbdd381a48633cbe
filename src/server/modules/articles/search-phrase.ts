import { type Column, type SQL, sql } from 'drizzle-orm';
import { likeLiteral } from './article-rows';
import { termPattern } from './search-pattern';

/**
 * Whether a body may hold a query's terms as one phrase, tested inside the
 * database, so that a body holding every term need not be read to learn it
 * cannot earn the whole-query bonus (docs/decisions/017).
 *
 * The shared scoring looks for the terms joined by one space in the body's
 * plain text (each `<…>` replaced by one space), lowercased. A term holds
 * no space, so each term is raw text of the stored body and each space
 * between two terms is a space or a whole tag there: the body holds
 * `t1 t2` or `t1<…>t2` (in any case). Each condition below is true for
 * every such body, and may be true for a few more (which are then read and
 * scored, as before): a false "no" would drop a result, a false "yes" only
 * costs a read.
 *
 * Null when a term holds markup's own characters (the tags would no longer
 * fall between terms), or when the engine cannot fold the phrase's case
 * exactly: the caller keeps the bonus in the bound.
 */
const MARKUP = /[<>]/;

/** At most this many terms: each space may be markup, so 2^(n-1) spellings are tried. */
const MAX_PHRASE_TERMS = 4;

const usable = (terms: readonly string[]) =>
  terms.length >= 2 && terms.length <= MAX_PHRASE_TERMS && !terms.some((t) => MARKUP.test(t));

/** Every way the terms can be joined: by a space, or by `between` standing for a tag. */
function spellings(terms: readonly string[], between: string, space: string): string[] {
  let found = [terms[0]!];
  for (const term of terms.slice(1)) {
    found = found.flatMap((start) => [`${start}${space}${term}`, `${start}${between}${term}`]);
  }
  return found;
}

/**
 * SQLite: LIKE folds ASCII letters only, while the scoring folds every
 * letter. Among the characters outside ASCII only the Kelvin sign (to "k")
 * and the dotted capital I (to "i" and a combining dot) lowercase to ASCII
 * letters; when the phrase holds those letters both are replaced first, so
 * a phrase of ASCII characters is found wherever the scoring finds it (the
 * dotted I may also let through a phrase the scoring would not find: a
 * read). A phrase with any other character: null.
 */
export function sqlitePhraseCondition(content: Column | SQL, terms: readonly string[]): SQL | null {
  if (!usable(terms) || terms.some((term) => /[^\x20-\x7e]/.test(term))) return null;
  const text = terms.some((term) => /[ik]/.test(term))
    ? sql`replace(replace(${content}, ${'\u212A'}, 'k'), ${'\u0130'}, 'i')`
    : sql`${content}`;
  const patterns = spellings(terms.map(likeLiteral), '<%>', ' ').map((spelled) => `%${spelled}%`);
  return sql`(${sql.join(
    patterns.map((pattern) => sql`${text} LIKE ${pattern} ESCAPE '\\'`),
    sql` OR `,
  )})`;
}

/**
 * PostgreSQL: the terms' own case-spelled expressions (search-pattern.ts),
 * joined by a space or a tag, so the test folds as the scoring does
 * whatever the database's locale.
 */
export function postgresPhraseCondition(
  content: Column | SQL,
  terms: readonly string[],
): SQL | null {
  if (!usable(terms)) return null;
  const pattern = terms.map(termPattern).join('(?: |<[^>]*>)');
  return sql`${content} ~ ${pattern}`;
}
