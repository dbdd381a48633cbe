import { describe, expect, test } from 'bun:test';
import { createTestApp } from '@tests/support/test-app';
import { TEST_ENGINE } from '@tests/support/test-database';
import { sql } from 'drizzle-orm';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { rankSearchCandidates } from '~/server/modules/articles/search-ranking';
import { type Reader, read } from '~/server/modules/articles/search-steps';
import { NO_CONDITIONS, runSearch } from '~/server/modules/articles/search-store';
import { PUBLIC_ARTICLE_STATUSES } from '~/shared/article-constants';
import { rankSearchResults, SEARCH_SORTS } from '~/shared/search-scoring';

const NOW = Date.UTC(2026, 10, 20, 12);
const HOUR = 3_600_000;
/**
 * Bodies sharing "quo" with "quokka" but not the word: what the content's
 * trigram index names for the word's case-class expression, whose "k"
 * classes (with the Kelvin sign) cost it the word's other trigrams.
 */
const LOOKALIKES = 40;

/** No "k" or "q": the filler holds no trigram of "quokka" by chance. */
const LETTERS = 'abcdefghijlmnoprstuvwxyz';

/**
 * A look-alike long enough, and varied enough not to compress, to be stored
 * out of line (TOAST): reading it shows in the TOAST table's counter.
 */
function lookalike(n: number): string {
  let seed = n + 1;
  const words: string[] = [];
  while (words.join(' ').length < 6_000) {
    let word = '';
    for (let letter = 0; letter < 7; letter += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      word += LETTERS[seed % LETTERS.length];
    }
    words.push(word);
  }
  return `<p>A quote, number ${n}: ${words.join(' ')}.</p>`;
}

/** The word's holders: capitals, the Kelvin sign, inside a longer word. */
const HOLDERS = [
  '<p>A quokka smiled.</p>',
  '<p>QUOKKAS on the island.</p>',
  '<p>The quo\u212Aka count rose.</p>',
];

const SHORT_FIELD_HOLDERS = [
  { title: 'The QUO\u212AKA census' },
  { summary: 'Counting QUOKKAS, and a quota.' },
];
const FOUND = HOLDERS.length + SHORT_FIELD_HOLDERS.length;
const FILLER_BODY = '<p>Nothing to report.</p>';

/**
 * Blocks of stored-apart bodies this transaction has read: the statistics'
 * own counter on the articles' TOAST table, whatever the plan.
 */
async function storedApartBlocksRead(tx: Reader): Promise<number> {
  const pg = tx as unknown as { execute(query: unknown): Promise<{ fetched: string }[]> };
  const [row] = await pg.execute(
    sql`SELECT pg_stat_get_xact_blocks_fetched(reltoastrelid) AS fetched
        FROM pg_class WHERE oid = 'articles'::regclass`,
  );
  return Number(row?.fetched ?? 0);
}

/**
 * Articles holding neither the word nor "quo": enough rows for the planner
 * to take indexes and the primary key, as on a real archive (on a few dozen
 * rows it scans them all, whatever the condition).
 */
const FILLERS = 3_000;

interface Executor {
  execute(query: unknown): Promise<Record<string, unknown>[]>;
}

/** FILLERS copies of the first article holding FILLER_BODY (its title and summary lack the word too) in one statement, and fresh statistics. */
async function addFillers(db: Executor): Promise<void> {
  const columns = (
    await db.execute(
      sql`SELECT column_name AS name FROM information_schema.columns
          WHERE table_name = 'articles' AND column_name NOT IN ('id', 'slug') ORDER BY ordinal_position`,
    )
  ).map((row) => sql.identifier(String(row.name)));
  const list = sql.join(columns, sql`, `);
  await db.execute(sql`
    INSERT INTO articles (slug, ${list})
    SELECT 'filler-' || n, ${list} FROM articles, generate_series(1, ${FILLERS}) AS n
    WHERE id = (SELECT min(id) FROM articles WHERE content = ${FILLER_BODY})`);
  await db.execute(sql`ANALYZE articles`);
}

// The trigram array is PostgreSQL's own (drizzle-postgres/0009); SQLite's
// candidates come from FTS5, which names no look-alike.
describe.if(TEST_ENGINE === 'postgres')('a rare word by date and by title', () => {
  test('takes the bodies the trigram array names as candidates, not every look-alike', async () => {
    const t = await createTestApp({ now: () => NOW });
    try {
      await t.store.transaction(async () => {
        const bodies = [
          ...HOLDERS,
          ...Array.from({ length: LOOKALIKES }, (_, n) => lookalike(n)),
          FILLER_BODY,
        ];
        for (const [n, content] of bodies.entries()) {
          await createArticle(
            t.services,
            buildArticle({
              title: `Island report ${n}`,
              summary: 'News from the island.',
              content,
              date: new Date(NOW - n * HOUR).toISOString(),
            }),
          );
        }
        // Holders in the short fields only (the catalogue's word lists
        // narrow those): the Kelvin sign in a title, capitals in a summary.
        for (const [n, fields] of SHORT_FIELD_HOLDERS.entries()) {
          await createArticle(
            t.services,
            buildArticle({
              ...fields,
              title: fields.title ?? `Island quote ${n}`,
              content: FILLER_BODY,
              date: new Date(NOW - (bodies.length + n) * HOUR).toISOString(),
            }),
          );
        }
      });
      await addFillers(t.db as unknown as Executor);
      // The catalogue caught up before counting: its catch-up reads rows by id too.
      await runSearch(t.store, NO_CONDITIONS, function* () {
        return yield* read(Promise.resolve(undefined));
      });
      const everything = (await t.services.articles.listPublic({})).articles;
      for (const sort of ['newest', 'title'] as const) {
        const blocks = await runSearch(
          t.store,
          { filters: undefined, q: 'quokka' },
          function* ({ reads, catalogue, tx }) {
            const before = yield* read(storedApartBlocksRead(tx));
            const keep = catalogue.keeper({
              statuses: PUBLIC_ARTICLE_STATUSES,
              now: NOW,
              section: null,
            });
            const { shown } = yield* rankSearchCandidates(
              { reads, catalogue, keep },
              { q: 'quokka', sort, section: '', status: '' },
            );
            expect(shown).toHaveLength(FOUND);
            return (yield* read(storedApartBlocksRead(tx))) - before;
          },
        );
        // The holders' short bodies are stored in their rows: any block of
        // the TOAST table read is a look-alike's, and the content's
        // expression would read every one (checked: 38 blocks).
        expect({ sort, lookalikeBlocksRead: blocks }).toEqual({ sort, lookalikeBlocksRead: 0 });
      }
      for (const sort of SEARCH_SORTS) {
        const expected = rankSearchResults(everything, {
          q: 'quokka',
          sort,
          section: '',
          status: '',
        });
        expect(expected).toHaveLength(FOUND);
        const result = await t.services.articles.searchPublic({ q: 'quokka', sort });
        expect(result.total).toBe(expected.length);
        expect(result.hits.map((hit) => [hit.id, hit.score])).toEqual(
          expected.map((hit) => [hit.article.id, hit.score]),
        );
      }
    } finally {
      t.close();
    }
  }, 60_000);
});
