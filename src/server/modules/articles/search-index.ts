import type { Database } from 'bun:sqlite';
import { or, type SQL, sql } from 'drizzle-orm';
import { searchTerms } from '~/shared/search-terms';
import { type ArticlesTable, likePattern } from './article-rows';
import { createSearchChangeLog, type SearchChangeLog } from './search-change-log';

/**
 * The tokenizer of `articles_search` (drizzle/0002_search_index.sql). Query
 * terms are split into words by a scratch index with the same tokenizer, so
 * the words looked up are exactly the words that were indexed.
 */
export const SEARCH_INDEX_TOKENIZER = 'unicode61 remove_diacritics 2';

/**
 * Past this many indexed words holding a term inside them, the term is
 * looked for by scanning instead: such a fragment ("e", "ing") is in nearly
 * every article, and an FTS5 query naming hundreds of common words costs
 * more than the scan.
 */
export const MAX_WORDS_PER_TERM = 256;

/** Words named instead of a prefix query, at most (see `lookups`). */
const MAX_NAMED_PREFIX_WORDS = 64;

/** How one term is looked for. */
export type TermLookup =
  /** An FTS5 expression. */
  | { match: string }
  /** A substring scan of the five searched columns (LIKE, as before the index). */
  | { scan: string };

const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;

/**
 * Full-text lookups on `articles_search` (docs/decisions/008). The spec's
 * search finds a term anywhere in a field, inside a word too; the index
 * finds words. A term therefore finds the articles holding a word that starts
 * with it (a prefix query) or holds it further in ("drifted" for "rift"),
 * those words taken from the index's own vocabulary. A term of several words
 * ("spider-man") needs them all: the first may end a longer word, the last
 * may start one. The candidates found are every article in which the term
 * appears, and a few more (markup, accents) that the shared scoring drops.
 *
 * The index holds every article, drafts included: callers filter on status
 * as they filter on section.
 */
export function createSearchIndex(
  sqlite: Database,
  changeLog: SearchChangeLog = createSearchChangeLog(sqlite),
) {
  // SQLite: FTS5 lookups on the connection handed in, synchronous; the only
  // writes are to this connection's temp scratch tables, never to the file.
  let scratch: ReturnType<typeof openScratch> | null = null;
  let vocabulary: { position: number; words: string[]; known: Set<string> } | null = null;

  function openScratch() {
    // Temporary (this connection only) and tiny: it only ever holds one query's terms.
    sqlite.run(
      `CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_query_terms USING fts5(term, tokenize='${SEARCH_INDEX_TOKENIZER}')`,
    );
    sqlite.run(
      'CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_query_words USING fts5vocab(temp, search_query_terms, instance)',
    );
    const insert = sqlite.prepare(
      'INSERT INTO temp.search_query_terms (rowid, term) VALUES (?, ?)',
    );
    const words = sqlite.prepare<{ doc: number; term: string }, []>(
      'SELECT doc, term FROM temp.search_query_words ORDER BY doc, "offset"',
    );
    const clear = sqlite.prepare('DELETE FROM temp.search_query_terms');
    return sqlite.transaction((terms: string[]): string[][] => {
      terms.forEach((term, index) => {
        insert.run(index + 1, term);
      });
      const byTerm = terms.map((): string[] => []);
      for (const { doc, term } of words.all()) byTerm[doc - 1]!.push(term);
      clear.run();
      return byTerm;
    });
  }

  /** Texts split into words by the index's tokenizer. */
  /**
   * The ids an FTS5 query finds, as one JSON array built in SQLite: tens of
   * thousands of ids cost one string parsed natively, not a row object each.
   */
  function idsMatching(table: 'articles_search' | 'articles_body_search', match: string): number[] {
    const row = sqlite
      .query<{ ids: string }, [string]>(
        `SELECT json_group_array(rowid) AS ids FROM ${table} WHERE ${table} MATCH ?`,
      )
      .get(match);
    return row ? (JSON.parse(row.ids) as number[]) : [];
  }

  function tokenize(texts: string[]): string[][] {
    scratch ??= openScratch();
    return scratch(texts);
  }

  function readVocabulary(position: number) {
    sqlite.run(
      'CREATE VIRTUAL TABLE IF NOT EXISTS temp.articles_search_words USING fts5vocab(main, articles_search, row)',
    );
    const words = sqlite
      .query<{ term: string }, []>('SELECT term FROM temp.articles_search_words')
      .all()
      .map((row) => row.term);
    vocabulary = { position, words, known: new Set(words) };
  }

  /**
   * Every word in the index: read whole once, then kept current from the
   * change log, by splitting only the changed articles' text. Words of
   * deleted text stay: they only name a few more candidates, which the
   * shared scoring drops.
   */
  function indexedWords(): string[] {
    if (!vocabulary) {
      readVocabulary(changeLog.position());
      return vocabulary!.words;
    }
    const changes = changeLog.changesAfter(vocabulary.position);
    if ('reload' in changes) {
      readVocabulary(changes.seq);
      return vocabulary!.words;
    }
    vocabulary.position = changes.seq;
    if (changes.ids.length > 0) {
      const rows = sqlite
        .query<{ text: string }, number[]>(
          `SELECT concat_ws(' ', title, summary, author, tags, content) AS text FROM articles WHERE id IN (${changes.ids.map(() => '?').join(', ')})`,
        )
        .all(...changes.ids);
      for (const words of tokenize(rows.map((row) => row.text))) {
        for (const word of words) {
          if (vocabulary.known.has(word)) continue;
          vocabulary.known.add(word);
          vocabulary.words.push(word);
        }
      }
    }
    return vocabulary.words;
  }

  /** Each term's words as the index tokenizer reads them (lowercase, without accents). */
  function termWords(q: string): string[][] {
    const terms = searchTerms(q);
    if (terms.length === 0) return [];
    return tokenize(terms);
  }

  /** How each term of a reader's query is looked for (terms as searchTerms splits them). */
  function lookups(q: string, { named = false } = {}): TermLookup[] {
    const terms = searchTerms(q);
    const byTerm = termWords(q);
    return terms.map((term, index): TermLookup => {
      const words = byTerm[index]!;
      // Only punctuation: no word to look up.
      if (words.length === 0) return { scan: term };
      const first = words[0]!;
      const last = words[words.length - 1]!;
      const vocabulary = indexedWords();
      /**
       * The words starting with `word`: a prefix query, or (`named`) the
       * words themselves. Past the prefix index's 4 letters a prefix query
       * merges every such word's list of articles anew; named words are
       * read as they are, a few times faster for a common word.
       */
      const startingWith = (word: string): string[] => {
        if (named && word.length > 4) {
          const starting = vocabulary.filter((known) => known.startsWith(word));
          if (starting.length <= MAX_NAMED_PREFIX_WORDS) return starting.map(quoted);
        }
        return [`${quoted(word)}*`];
      };
      if (words.length === 1) {
        // Starting with the term is the prefix query; holding it further in, these words.
        const inside = vocabulary.filter((word) => word.includes(first) && !word.startsWith(first));
        if (inside.length > MAX_WORDS_PER_TERM) return { scan: term };
        const clauses = [...startingWith(first), ...inside.map(quoted)];
        // No word starts with or holds the term: nothing to find.
        return { match: clauses.length > 0 ? clauses.join(' OR ') : `${quoted(first)}*` };
      }
      const ending = vocabulary.filter((word) => word.endsWith(first) && word !== first);
      if (ending.length > MAX_WORDS_PER_TERM) return { scan: term };
      return {
        match: [
          `(${[first, ...ending].map(quoted).join(' OR ')})`,
          ...words.slice(1, -1).map(quoted),
          `${quoted(last)}*`,
        ].join(' AND '),
      };
    });
  }

  /** The FTS5 query for the terms looked up in the index; null when there is none. */
  function matchOf(found: TermLookup[]): string | null {
    const clauses = [
      ...new Set(found.flatMap((lookup) => ('match' in lookup ? [lookup.match] : []))),
    ];
    return clauses.length > 0 ? clauses.map((clause) => `(${clause})`).join(' OR ') : null;
  }

  return {
    termWords,
    lookups,
    matchQuery: (q: string) => matchOf(lookups(q)),

    /**
     * Per term (as searchTerms splits them), the ids of the articles whose
     * body may hold it, from the body's own index (drizzle/0007): a superset
     * of those whose body does. Null for a term that must be scanned for.
     */
    bodyIds(q: string): (number[] | null)[] {
      return lookups(q, { named: true }).map((lookup) =>
        'scan' in lookup ? null : idsMatching('articles_body_search', lookup.match),
      );
    },

    /**
     * The ids of every article the index finds for the query, drafts and all
     * (callers filter); null when a term must be scanned for instead. Reads
     * the index alone, without a row of `articles`.
     */
    candidateIds(q: string): number[] | null {
      const found = lookups(q, { named: true });
      if (found.some((lookup) => 'scan' in lookup)) return null;
      const match = matchOf(found);
      if (match === null) return [];
      return idsMatching('articles_search', match);
    },
    /** A WHERE condition on `articles` (the store's table): any term of the query is found in the article. */
    matches(q: string, articles: ArticlesTable): SQL {
      const found = lookups(q);
      const match = matchOf(found);
      const scans = [
        ...new Set(found.flatMap((lookup) => ('scan' in lookup ? [lookup.scan] : []))),
      ];
      const conditions: (SQL | undefined)[] = [
        match === null
          ? undefined
          : sql`${articles.id} IN (SELECT rowid FROM articles_search WHERE articles_search MATCH ${match})`,
        ...scans.map((term) => {
          const pattern = likePattern(term);
          return or(
            ...[
              articles.title,
              articles.summary,
              articles.author,
              articles.tags,
              articles.content,
            ].map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`),
          );
        }),
      ];
      return or(...conditions) ?? sql`0`;
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
