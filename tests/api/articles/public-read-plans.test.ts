import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { plansOf } from '@tests/support/query-plans';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { TEST_ENGINE } from '@tests/support/test-database';
import { buildArticle } from '~/server/db/seed/factories/article';
import { ARTICLE_SORTS, type PublicArticleQuery } from '~/shared/schemas/article-query';

/**
 * The public list's pages (the home page, sections, authors, feeds and
 * `GET /api/articles`) read from an index in the order asked for and stop
 * after the page: at 100,000 articles, reading and sorting every public one
 * for an unfiltered page cost a quarter of a second, every time. The
 * publication clock, which every save asks when the next scheduled article
 * comes out, reads from the publish-time index for the same reason, and so
 * does every other read of public articles (article-rows.ts, `statusIn`).
 * Sitemaps and Last-Modified count public articles and ask when the last
 * changed: from the table, a third of a second at 100,000; from their
 * index alone, a few milliseconds.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

// SQLite's query plans: nothing to check on PostgreSQL, whose planner has statistics.
describe.if(TEST_ENGINE === 'sqlite')('public reads walk the index that fits', () => {
  /** The plan of the page query (the statement with a limit: the publication cutoff and the count come too). */
  async function pagePlan(list: 'listPublic' | 'listPublicTeasers', query: PublicArticleQuery) {
    const [page] = await plansOf(
      t.store.db.$client,
      () => t.services.articles[list](query),
      (statement) => / limit \?/.test(statement),
    );
    return page ?? ['no page query'];
  }

  test('unfiltered, by section and by status, no page sorts the articles it reads', async () => {
    const problems: string[] = [];
    for (const sort of ARTICLE_SORTS) {
      for (const filters of [
        {},
        { status: ['breaking', 'published'] },
        // Read time has one index, unfiltered: a section or a single status
        // sorts its own articles by it.
        ...(sort === 'readTime'
          ? []
          : [
              { section: 'cosmic-watch' as const },
              { status: ['breaking' as const] },
              {
                section: 'cosmic-watch' as const,
                status: ['breaking' as const, 'published' as const],
              },
            ]),
      ] satisfies Partial<PublicArticleQuery>[]) {
        const query = { sort, limit: 20, ...filters } as PublicArticleQuery;
        for (const list of ['listPublic', 'listPublicTeasers'] as const) {
          const page = await pagePlan(list, query);
          if (page.some((step) => step.includes('FOR ORDER BY') || !step.includes('INDEX')))
            problems.push(`${list} ${JSON.stringify(query)}: ${page.join(' / ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test("an author's or the featured articles are read through their index, status by status", async () => {
    const problems: string[] = [];
    for (const sort of ['newest', 'oldest'] as const) {
      for (const [filters, seek] of [
        [{ author: 'Helena Voss' }, '(author=? AND status=?)'],
        [{ featured: true }, '(featured=? AND status=?)'],
      ] as const) {
        const query = { sort, limit: 20, ...filters } as PublicArticleQuery;
        const page = await pagePlan('listPublicTeasers', query);
        if (!page.some((step) => step.includes(seek)))
          problems.push(`${JSON.stringify(query)}: ${page.join(' / ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the publication clock walks the publish-time index from now', async () => {
    const plans = await plansOf(
      t.store.db.$client,
      async () => {
        await t.services.publication.nextPublication();
        await t.services.publication.cameOut(Date.now() - 60_000, Date.now());
      },
      (statement) => statement.includes('"published_at" >'),
    );
    expect(plans).toHaveLength(2);
    for (const steps of plans)
      expect(steps.join(' / ')).toMatch(
        /^SEARCH articles USING INDEX articles_published_idx \(published_at>\?( AND published_at<\?)?\)$/,
      );
  });

  test('no other read of public articles goes through a status index', async () => {
    const plans = await plansOf(t.store.db.$client, async () => {
      const article = { id: 1, section: 'cosmic-watch', tags: ['portal'] };
      await t.services.articles.findPublic('some-slug');
      await t.services.articles.findPublic('1');
      await t.services.articles.relatedPublic(article);
      await t.services.discovery.listPublishedSince(new Date(Date.now() - 86_400_000), 100);
      for await (const _slice of t.services.discovery.sitemapEntries(0, 100));
      await t.services.corrections.recent(30);
    });
    expect(plans.length).toBeGreaterThanOrEqual(6);
    const throughStatus = plans
      .map((steps) => steps.join(' / '))
      .filter((plan) => plan.includes('INDEX articles_status_'));
    expect(throughStatus).toEqual([]);
  });

  test("an unfiltered list's count of public articles reads an index alone, never the rows", async () => {
    // A write, so that the count is not the one remembered from the tests above.
    await t.services.adminArticles.create(buildArticle({ status: 'published' }));
    const plans = await plansOf(
      t.store.db.$client,
      () => t.services.articles.listPublicTeasers({ sort: 'newest', limit: 20 }),
      (statement) => statement.includes('count('),
    );
    expect(plans.map((steps) => steps.join(' / '))).toEqual([
      'SEARCH articles USING COVERING INDEX articles_status_published_idx (status=?)',
    ]);
  });

  test("a section's or an author's count of public articles reads its index alone", async () => {
    await t.services.adminArticles.create(buildArticle({ status: 'published' }));
    const plans = await plansOf(
      t.store.db.$client,
      async () => {
        await t.services.articles.listPublicTeasers({
          sort: 'newest',
          limit: 20,
          section: 'cosmic-watch',
        });
        await t.services.articles.listPublicTeasers({
          sort: 'newest',
          limit: 20,
          author: 'Helena Voss',
        });
      },
      (statement) => statement.includes('count('),
    );
    expect(plans.map((steps) => steps.join(' / '))).toEqual([
      'SEARCH articles USING COVERING INDEX articles_section_status_time_idx (section=? AND status=?)',
      'SEARCH articles USING COVERING INDEX articles_author_status_time_idx (author=? AND status=?)',
    ]);
  });

  test("the authors' counts of published work read an index alone, then join the few profiles", async () => {
    const plans = await plansOf(t.store.db.$client, () => t.services.authors.listSummaries());
    expect(plans).toHaveLength(1);
    expect(plans[0]!.join(' / ')).toContain(
      'SEARCH articles USING COVERING INDEX articles_status_published_idx (status=?)',
    );
  });

  test('the count and last change of public articles (sitemaps, Last-Modified) read an index alone', async () => {
    const plans = await plansOf(t.store.db.$client, async () => {
      await t.services.discovery.countPublic();
      await t.services.discovery.lastPublicChange();
    });
    expect(plans.map((steps) => steps.join(' / '))).toEqual([
      'SEARCH articles USING COVERING INDEX articles_status_published_idx (status=?)',
      'SEARCH articles USING COVERING INDEX articles_status_published_idx (status=?)',
    ]);
  });
});
