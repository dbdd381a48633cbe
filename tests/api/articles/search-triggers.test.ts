import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { TEST_ENGINE } from '@tests/support/test-database';
import { count } from 'drizzle-orm';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { articleInputOf } from '~/shared/article-input';
import type { Article } from '~/shared/schemas/article';
import { searchQuerySchema } from '~/shared/schemas/search-query';

/**
 * A save writes every column of its article, changed or not. What search
 * keeps (the change log other processes catch up from, and on SQLite the
 * two full-text indexes) follows only what changed: a save that changes no
 * searched field costs search nothing, and a title edit does not reindex
 * the body (drizzle/0014, drizzle-postgres/0012).
 */
describe('search follows only what a save changed', () => {
  let t: TestApp;
  let article: Article;
  beforeAll(async () => {
    t = await createTestApp();
    const created = await createArticle(
      t.services,
      buildArticle({
        title: 'Lighthouse keepers quarrel',
        content: '<p>The keepers of the northern lighthouses voted at dawn.</p>',
      }),
    );
    article = (await t.services.articles.findPublic(created.slug))!;
  });
  afterAll(() => t.close());

  async function save(changes: Partial<ReturnType<typeof articleInputOf>>) {
    const result = await t.services.adminArticles.update(article.id, {
      ...articleInputOf(article),
      ...changes,
    });
    if (!result.ok) throw new Error(`save refused: ${result.reason}`);
    article = (await t.services.articles.findPublic(article.slug))!;
  }

  async function loggedChanges(): Promise<number> {
    const { searchChanges } = t.store.tables;
    const [row] = await t.db.select({ n: count() }).from(searchChanges);
    return row!.n;
  }

  const found = async (q: string) =>
    (await t.services.articles.searchPublic(searchQuerySchema.parse({ q }))).hits.map(
      (hit) => hit.id,
    );

  test('a save that changes no searched field logs no search change', async () => {
    const before = await loggedChanges();
    await save({ featured: !article.featured });
    expect(await loggedChanges()).toBe(before);
    await save({ readTime: article.readTime + 1 });
    expect(await loggedChanges()).toBe(before);
  });

  test('a save that changes a searched field is logged once, and search finds the new words', async () => {
    const before = await loggedChanges();
    await save({ title: 'Lighthouse keepers strike' });
    expect(await loggedChanges()).toBe(before + 1);
    expect(await found('strike')).toContain(article.id);
    expect(await found('quarrel')).not.toContain(article.id);

    await save({ content: '<p>The keepers of the southern lighthouses walked out.</p>' });
    expect(await loggedChanges()).toBe(before + 2);
    expect(await found('southern')).toContain(article.id);
    expect(await found('northern')).not.toContain(article.id);
  });

  test.if(TEST_ENGINE === 'sqlite')(
    'on SQLite, a title edit leaves the body index as it was; a body edit writes it',
    async () => {
      const bodyIndex = () =>
        t.db.$client
          .query('SELECT count(*) AS n, sum(length(block)) AS bytes FROM articles_body_search_data')
          .get();
      const before = bodyIndex();
      await save({ title: 'Lighthouse keepers return' });
      expect(bodyIndex()).toEqual(before);
      await save({ content: '<p>The keepers are back at their lamps.</p>' });
      expect(bodyIndex()).not.toEqual(before);
      expect(await found('lamps')).toContain(article.id);
    },
  );
});
