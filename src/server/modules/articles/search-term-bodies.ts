import { and, sql } from 'drizzle-orm';
import { bodyHoldsTrigrams, termTrigrams } from '../../db/postgres/body-trigrams';
import type { ArticlesTable } from './article-rows';
import { termPattern } from './search-pattern';
import { byBodyIndex, byPrimaryKey, idIn, idsWhere } from './search-postgres';
import type { Reader } from './search-steps';

/**
 * The most bodies the trigram array may name for a term for a date or title
 * search to take the term's checked bodies as its candidates in place of
 * the content's expression (decision 019): each is checked through the
 * primary key (about 40 µs), where the content's trigram index may name
 * tens of thousands for a term with a "k" or an "i". Past it the word is
 * common, its count stops at the cap anyway, and checking every body named
 * would cost more than the expression's own scan.
 */
export const FEW_BODIES = 1_000;

/**
 * Which bodies hold a term, answered on PostgreSQL by the bodies' trigram
 * array (body-trigrams.ts) within one search's transaction, each term
 * looked up once whoever asks: relevance's body bounds and the date and
 * title orders' candidates. Null for a term the array cannot answer.
 */
export interface TermBodies {
  /** The bodies holding every trigram of the term: a superset of those holding it. */
  named(term: string): Promise<number[] | null>;
  /** The bodies the term's case-class expression matches, exactly, found through the array. */
  matching(term: string): Promise<number[] | null>;
  /** The same when the array names at most FEW_BODIES; null otherwise. */
  fewMatching(term: string): Promise<number[] | null>;
}

/** What is known of a term: every body named, or only that there are more than FEW_BODIES. */
interface Known {
  named: number[] | 'many';
  matching?: number[];
}

export function termBodies(tx: Reader, articles: ArticlesTable): TermBodies {
  const known = new Map<string, Known>();
  /**
   * The named bodies, up to `limit`: the lookup stops reading rows there
   * (each visited for its id), and runs alone with the index forced
   * (byBodyIndex: the planner would otherwise compute the array per row).
   */
  const lookUp = (trigrams: string[], limit: number | null) =>
    byBodyIndex(tx, () =>
      idsWhere(tx, articles, bodyHoldsTrigrams(articles.content, trigrams), limit ?? undefined),
    );
  /** The named bodies the expression matches, checked on their own rows, through the primary key. */
  const check = (term: string, named: number[]) =>
    named.length === 0
      ? Promise.resolve([])
      : byPrimaryKey(tx, () =>
          idsWhere(
            tx,
            articles,
            and(idIn(articles.id, named), sql`${articles.content} ~ ${termPattern(term)}`),
          ),
        );

  async function named(term: string): Promise<number[] | null> {
    const trigrams = termTrigrams(term);
    if (!trigrams) return null;
    const seen = known.get(term);
    if (seen && seen.named !== 'many') return seen.named;
    const found = await lookUp(trigrams, null);
    known.set(term, { named: found });
    return found;
  }

  async function matchingOf(term: string, entry: Known & { named: number[] }) {
    entry.matching ??= await check(term, entry.named);
    return entry.matching;
  }

  return {
    named,
    async matching(term) {
      const found = await named(term);
      if (found === null) return null;
      return matchingOf(term, known.get(term) as Known & { named: number[] });
    },
    async fewMatching(term) {
      const trigrams = termTrigrams(term);
      if (!trigrams) return null;
      let entry = known.get(term);
      if (!entry) {
        const found = await lookUp(trigrams, FEW_BODIES + 1);
        entry = { named: found.length > FEW_BODIES ? 'many' : found };
        known.set(term, entry);
      }
      if (entry.named === 'many' || entry.named.length > FEW_BODIES) return null;
      return matchingOf(term, entry as Known & { named: number[] });
    },
  };
}
