import { describe, expect, test } from 'bun:test';
import { createTestApp } from '@tests/support/test-app';
import { TEST_ENGINE } from '@tests/support/test-database';
import { sql } from 'drizzle-orm';
import { bodyHoldsTrigrams, termTrigrams } from '~/server/db/postgres/body-trigrams';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { termPattern } from '~/server/modules/articles/search-pattern';
import { byBodyIndex } from '~/server/modules/articles/search-postgres';
import { read } from '~/server/modules/articles/search-steps';
import { NO_CONDITIONS, runSearch } from '~/server/modules/articles/search-store';
import { searchScore } from '~/shared/search-scoring';

/**
 * Bodies whose plain text (the shared scoring's: markup a space, then
 * JavaScript's lowercase) holds a term in ways a folding shortcut misses:
 * capitals, the Kelvin sign, "İ" (whose lowercase is "i" and a combining
 * dot), the term inside a longer word, beside markup, digits, letters
 * outside ASCII around it; and bodies that only look as if they did.
 */
const BODIES = [
  '<p>The PORTAL opened.</p>',
  '<p>A teleportal hummed.</p>',
  '<p>Degrees \u212Aelvin, and a bac\u212Aup.</p>',
  '<p>Hail a TAX\u0130 at the quay.</p>',
  '<p>QUOKKAS on the island.</p>',
  '<p>Route66x was closed.</p>',
  '<p>ça-portal-é and <em>portal</em>s</p>',
  '<p>Signed at Gen<b>EVA</b> today.</p>',
  '<p>A <b>port</b>al that is not one.</p>',
  '<p>Report: a total of two.</p>',
  '<p>Nothing here at all.</p>',
  // Every trigram of "portal" (por, ort, rta, tal), but not the word.
  '<p>A sporty tarta, a tall tale.</p>',
];
const TERMS = ['portal', 'kelvin', 'backup', 'taxi', 'quokka', 'e66', 'eva', 'total'];

// The trigram array is PostgreSQL's own index (drizzle-postgres/0009); SQLite's
// body index is FTS5's, tested by search-index.test.ts.
describe.if(TEST_ENGINE === 'postgres')('the bodies trigram array', () => {
  test('names every body whose plain text holds a term, and answers from its index', async () => {
    const t = await createTestApp();
    try {
      const ids: number[] = [];
      for (const content of BODIES) {
        ids.push((await createArticle(t.services, buildArticle({ content }))).id);
      }
      for (const term of TERMS) {
        const trigrams = termTrigrams(term);
        expect(trigrams).not.toBeNull();
        // The shared scoring's own test: a body alone scores only if it holds the term.
        const holding = ids.filter(
          (_, index) =>
            searchScore(
              { title: '', summary: '', author: '', tags: [], content: BODIES[index]! },
              term,
            ) > 0,
        );
        expect(holding.length).toBeGreaterThan(0);
        const named = await runSearch(t.store, NO_CONDITIONS, function* ({ reads }) {
          return yield* read(reads.bodyIds(term, { onlyBounds: true }));
        });
        const found = new Set(named[0] ?? []);
        expect({ term, missed: holding.filter((id) => !found.has(id)) }).toEqual({
          term,
          missed: [],
        });
        // Without `onlyBounds` the bodies named are checked: exactly those
        // the term's own expression matches, as before the array.
        const checked = await runSearch(t.store, NO_CONDITIONS, function* ({ reads }) {
          return yield* read(reads.bodyIds(term));
        });
        const expected = await t.db
          .select({ id: t.store.tables.articles.id })
          .from(t.store.tables.articles)
          .where(sql`${t.store.tables.articles.content} ~ ${termPattern(term)}`);
        expect([...(checked[0] ?? [])].sort((a, b) => a - b)).toEqual(
          expected.map((row) => row.id).sort((a, b) => a - b),
        );
        if (term === 'portal') {
          const lookalike = ids[BODIES.length - 1]!;
          expect(found.has(lookalike)).toBe(true);
          expect(checked[0]).not.toContain(lookalike);
        }
      }
      // The planner uses the index for the very condition the reads write:
      // the expression here and the migration's are the same.
      const plan = await runSearch(t.store, NO_CONDITIONS, function* ({ tx }) {
        const condition = bodyHoldsTrigrams(t.store.tables.articles.content, ['por', 'ort']);
        const pg = tx as unknown as { execute(query: unknown): Promise<unknown[]> };
        return yield* read(
          byBodyIndex(tx, () =>
            pg.execute(sql`EXPLAIN SELECT id FROM articles WHERE ${condition}`),
          ),
        );
      });
      expect(JSON.stringify(plan)).toContain('articles_body_trigrams_idx');
    } finally {
      t.close();
    }
  }, 60_000);

  test('only terms of three or more ASCII letters and digits use it', () => {
    expect(termTrigrams('portal')).toEqual(['por', 'ort', 'rta', 'tal']);
    expect(termTrigrams('aaaa')).toEqual(['aaa']);
    expect(termTrigrams('ab')).toBeNull();
    expect(termTrigrams('café')).toBeNull();
    expect(termTrigrams('spider-man')).toBeNull();
  });
});
