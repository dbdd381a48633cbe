import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { openTestStore, type TestStore } from '@tests/support/test-database';
import { asc } from 'drizzle-orm';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import type { Engine } from '~/server/db/store';
import { INSERT_BATCH } from '~/server/modules/database/insert-batches';
import { createServices } from '~/server/services';
import type { DatabaseExport } from '~/shared/schemas/database-export';

/**
 * The import writes articles that keep their id in multi-row INSERTs and
 * the others one at a time: a file of several batches, into an empty
 * database and into one whose ids are taken, must come out whole on both
 * engines, every correction with its own article.
 */
const ENGINES: Engine[] = ['sqlite', 'postgres'];
const COPIES = INSERT_BATCH + 37;

let file: DatabaseExport;
const opened: TestStore[] = [];

beforeAll(async () => {
  const source = await openTestStore('sqlite');
  opened.push(source);
  const services = createServices(source.store);
  await seedDemoContent(services, Date.UTC(2026, 5, 1));
  const demo = await services.database.exportDatabase();
  const articles = Array.from({ length: COPIES }, (_, n) => {
    const model = demo.data.articles[n % demo.data.articles.length]!;
    return {
      ...model,
      id: 10_000 + n,
      slug: `${model.slug}-copy-${n}`,
      corrections:
        n % 7 === 0
          ? [
              {
                kind: 'correction' as const,
                text: `Correction of copy ${n}`,
                createdAt: model.createdAt,
                createdBy: null,
              },
            ]
          : [],
    };
  });
  file = {
    ...demo,
    data: {
      ...demo.data,
      articles,
      // Revisions of the copies are made from the articles themselves.
      articleRevisions: [],
      analyticsSummaries: [],
      analyticsArticleViews: [],
    },
  };
}, 60_000);

afterAll(async () => {
  for (const store of opened) await store.dispose();
});

describe.each(ENGINES)('an import of %s', (engine) => {
  /** The slugs of every article and of every correction's article, and the rows' ids. */
  async function contentOf(test: TestStore) {
    const { articles, articleCorrections } = test.store.tables;
    const rows = await test.store.db
      .select({ id: articles.id, slug: articles.slug })
      .from(articles)
      .orderBy(asc(articles.id));
    const slugById = new Map(rows.map((row) => [row.id, row.slug]));
    const corrections = await test.store.db
      .select({ articleId: articleCorrections.articleId, text: articleCorrections.text })
      .from(articleCorrections);
    return {
      ids: rows.map((row) => row.id),
      slugs: new Set(rows.map((row) => row.slug)),
      corrections: new Map(
        corrections.map((row) => [row.text, slugById.get(row.articleId) ?? 'no article']),
      ),
    };
  }

  const expectWhole = (content: Awaited<ReturnType<typeof contentOf>>) => {
    for (const article of file.data.articles) expect(content.slugs.has(article.slug)).toBe(true);
    const withCorrections = file.data.articles.filter((article) => article.corrections?.length);
    expect(content.corrections.size).toBe(withCorrections.length);
    for (const article of withCorrections) {
      expect(content.corrections.get(article.corrections![0]!.text)).toBe(article.slug);
    }
  };

  test(`into an empty database: ${COPIES} articles keep their ids, corrections follow`, async () => {
    const target = await openTestStore(engine);
    opened.push(target);
    const result = await createServices(target.store).database.importDatabase(file);
    expect(result.imported.articles).toBe(COPIES);
    const content = await contentOf(target);
    expect(content.ids).toEqual(file.data.articles.map((article) => article.id));
    expectWhole(content);
  }, 60_000);

  test('into a database whose ids are taken: taken ids get new ones, the rest keep theirs', async () => {
    const target = await openTestStore(engine);
    opened.push(target);
    const services = createServices(target.store);
    // Every third copy's id is taken by an article already there; one far
    // above them all keeps the ids the database gives out clear of the file's.
    const taken = [
      ...file.data.articles.filter((_, n) => n % 3 === 0),
      { ...file.data.articles[1]!, id: 1_000_000 },
    ];
    const { articles } = target.store.tables;
    await target.store.transaction(async (tx) => {
      for (const [n, article] of taken.entries()) {
        await tx.insert(articles).values({
          id: article.id,
          slug: `already-here-${n}`,
          title: article.title,
          section: article.section,
          summary: article.summary,
          content: article.content,
          author: article.author,
          date: article.date,
          sortTime: 0,
          status: 'draft',
          tags: [],
          readTime: 1,
        });
      }
    });
    const result = await services.database.importDatabase(file);
    expect(result.imported.articles).toBe(COPIES);
    const content = await contentOf(target);
    expect(content.ids.length).toBe(COPIES + taken.length);
    expectWhole(content);
    const kept = file.data.articles.filter((_, n) => n % 3 !== 0);
    const slugsById = await target.store.db
      .select({ id: articles.id, slug: articles.slug })
      .from(articles);
    const byId = new Map(slugsById.map((row) => [row.id, row.slug]));
    for (const article of kept) expect(byId.get(article.id)).toBe(article.slug);
    for (const [n, article] of taken.entries()) {
      expect(byId.get(article.id)).toBe(`already-here-${n}`);
    }
  }, 60_000);
});
