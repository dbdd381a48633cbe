import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { plansOf as plansOfStatements } from '@tests/support/query-plans';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { TEST_ENGINE } from '@tests/support/test-database';
import { eq } from 'drizzle-orm';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { ARTICLE_STATUSES, type ArticleStatus } from '~/shared/article-constants';
import type { Article, ArticleTeaser } from '~/shared/schemas/article';
import { ADMIN_ARTICLE_SORTS, type AdminArticleSort } from '~/shared/schemas/article-query';
import type { SectionSlug } from '~/shared/sections';

/**
 * The admin list at a size where its paging, orders, counts and both ways of
 * running a search show: every answer is checked against the same list
 * filtered and sorted here, in plain code, from all the articles.
 */

let t: TestApp;
let cookie: string;
let everything: Article[];

const COUNT = 300;
const SECTIONS: SectionSlug[] = ['cosmic-watch', 'global-affairs', 'science-tech'];
const WORDS = ['Quasar', 'harbor', 'Treaty', 'rift', 'Beacon', 'nebula', 'Archive', 'tide'];

beforeAll(async () => {
  t = await createTestApp();
  const base = Date.UTC(2026, 0, 1);
  everything = [];
  await t.store.transaction(async () => {
    for (let n = 0; n < COUNT; n += 1) {
      const word = WORDS[(n * 7) % WORDS.length]!;
      const input = buildArticle({
        slug: `story-${n}`,
        // Titles repeat now and then, so title order needs its tie-break.
        title: `${word} ${n % 3 === 0 ? 'report' : `dispatch ${n % 50}`}`,
        // A rare word in three titles, a common one in half the summaries.
        summary: `${n % 100 === 7 ? 'Zephyr sighted. ' : ''}${n % 2 === 0 ? 'From the harbor desk.' : 'From the field.'}`,
        author: n % 5 === 0 ? 'Helena Voss' : 'Priya Castellanos',
        section: SECTIONS[n % SECTIONS.length],
        status: ARTICLE_STATUSES[n % ARTICLE_STATUSES.length],
        tags: n % 4 === 0 ? ['portal-watch'] : [],
        // Only in bodies: the search never looks there.
        content: `<p>Bodyonlyword ${n}.</p>`,
        // Dates and edits in unrelated orders.
        date: new Date(base + ((n * 37) % COUNT) * 3_600_000).toISOString(),
      });
      everything.push(
        await createArticle(t.services, input, {
          now: new Date(base + ((n * 11) % COUNT) * 60_000),
        }),
      );
    }
  });
  await createAdmin(t, 'editor');
  cookie = await signIn(t, 'editor');
});

afterAll(() => t.close());

interface ListQuery {
  q?: string;
  status?: ArticleStatus;
  section?: SectionSlug;
  sort?: AdminArticleSort;
  limit?: number;
  offset?: number;
}

function queryString(query: ListQuery | Omit<ListQuery, 'status'>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function list(query: ListQuery = {}) {
  const response = await adminRequest(t, 'GET', `/api/admin/articles${queryString(query)}`, {
    cookie,
  });
  expect(response.status).toBe(200);
  return {
    articles: (await response.json()) as ArticleTeaser[],
    total: Number(response.headers.get('x-total-count')),
  };
}

/** The list as the rules describe it, from every article. */
function expected({ q = '', status, section, sort = 'updated' }: ListQuery): Article[] {
  const terms = q.split(/\s+/).filter(Boolean);
  const holds = (article: Article, term: string) =>
    [article.title, article.summary, article.author, JSON.stringify(article.tags)].some((field) =>
      field.toLowerCase().includes(term.toLowerCase()),
    );
  const matches = everything.filter(
    (article) =>
      (!status || article.status === status) &&
      (!section || article.section === section) &&
      terms.every((term) => holds(article, term)),
  );
  const by = {
    updated: (a: Article, b: Article) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id,
    published: (a: Article, b: Article) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id,
    title: (a: Article, b: Article) => {
      const [x, y] = [a.title.toLowerCase(), b.title.toLowerCase()];
      return x < y ? -1 : x > y ? 1 : a.id - b.id;
    },
  }[sort];
  return matches.sort(by);
}

describe('GET /api/admin/articles, one page at a time', () => {
  test('teasers without bodies, the total in X-Total-Count, 60 to a page by default', async () => {
    const { articles, total } = await list();
    expect(total).toBe(COUNT);
    expect(articles).toHaveLength(60);
    expect(articles[0]).not.toHaveProperty('content');
    expect(articles[0]).toMatchObject({ version: 1, status: expect.any(String) });
  });

  test('pages with limit and offset; past the end is an empty page with the total', async () => {
    const first = await list({ limit: 100 });
    const second = await list({ limit: 100, offset: 100 });
    const last = await list({ limit: 100, offset: 290 });
    expect(first.articles).toHaveLength(100);
    expect(last.articles).toHaveLength(10);
    const ids = [...first.articles, ...second.articles].map((article) => article.id);
    expect(new Set(ids).size).toBe(200);
    expect(await list({ offset: COUNT })).toEqual({ articles: [], total: COUNT });
  });

  test('400 on a page larger than 100, a negative offset or an unknown order', async () => {
    for (const [query, message] of [
      ['?limit=101', /^limit: must be at most 100/],
      ['?offset=-1', /^offset: must be 0 or more/],
      ['?sort=oldest', /^sort: must be one of updated, published, title/],
    ] as const) {
      const response = await adminRequest(t, 'GET', `/api/admin/articles${query}`, { cookie });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    // Empty values are no filter, as the list screen may send them.
    expect((await list({ q: '' })).total).toBe(COUNT);
  });

  test('every order, filter, search and page agrees with the rules applied to every article', async () => {
    // Common words are found by reading in order, rare ones from the full-text index.
    const searches = ['', 'harbor', 'HARBOR', 'zephyr', 'zephyr harbor', 'helena', 'portal-watch'];
    const extra = ['bodyonlyword', '%', 'e', 'rift dispatch'];
    const failures: string[] = [];
    for (const q of [...searches, ...extra]) {
      for (const status of [undefined, 'draft', 'published'] as const) {
        for (const section of [undefined, 'cosmic-watch'] as const) {
          for (const sort of ADMIN_ARTICLE_SORTS) {
            const all = expected({ q, status, section, sort });
            for (const [limit, offset] of [
              [25, 0],
              [25, 50],
            ] as const) {
              const query = { q, status, section, sort, limit, offset };
              const { articles, total } = await list(query);
              const want = all.slice(offset, offset + limit).map((article) => article.id);
              const got = articles.map((article) => article.id);
              if (total !== all.length || JSON.stringify(got) !== JSON.stringify(want)) {
                failures.push(`${queryString(query)}: ${total}/${all.length} ${got} vs ${want}`);
              }
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(expected({ q: 'bodyonlyword' })).toEqual([]);
    expect(expected({ q: 'zephyr' })).toHaveLength(3);
    // About 400 requests: over a pool to PostgreSQL on a busy machine, several seconds.
  }, 30_000);
});

describe('GET /api/admin/article-counts', () => {
  async function counts(query: { q?: string; section?: SectionSlug } = {}) {
    const response = await adminRequest(
      t,
      'GET',
      `/api/admin/article-counts${queryString(query)}`,
      {
        cookie,
      },
    );
    expect(response.status).toBe(200);
    return (await response.json()) as Record<ArticleStatus, number>;
  }

  function tally(articles: Article[]): Record<ArticleStatus, number> {
    return Object.fromEntries(
      ARTICLE_STATUSES.map((status) => [
        status,
        articles.filter((article) => article.status === status).length,
      ]),
    ) as Record<ArticleStatus, number>;
  }

  test('counts every status under the search and section filters, zeros included', async () => {
    expect(await counts()).toEqual(tally(everything));
    expect(await counts({ q: 'harbor', section: 'cosmic-watch' })).toEqual(
      tally(expected({ q: 'harbor', section: 'cosmic-watch' })),
    );
    expect(await counts({ q: 'no-such-word' })).toEqual(tally([]));
  });

  test('follows every write, however it is made', async () => {
    const before = await counts();
    const draft = await createArticle(
      t.services,
      buildArticle({ slug: 'counted-draft', status: 'draft' }),
    );
    expect((await counts()).draft).toBe(before.draft + 1);
    // Another connection's write (a script, another process) is seen too.
    if (t.engine === 'sqlite') {
      const other = new (await import('bun:sqlite')).Database(t.db.$client.filename);
      other.run("UPDATE articles SET status = 'published' WHERE id = ?", [draft.id]);
      other.close();
    } else {
      const { articles } = t.store.tables;
      await t.store.transaction((tx) =>
        tx.update(articles).set({ status: 'published' }).where(eq(articles.id, draft.id)),
      );
    }
    const after = await counts();
    expect(after.draft).toBe(before.draft);
    expect(after.published).toBe(before.published + 1);
    await t.services.adminArticles.deleteById(draft.id);
    expect(await counts()).toEqual(before);
  });

  test('needs a session; 400 on a section that does not exist', async () => {
    expect((await adminRequest(t, 'GET', '/api/admin/article-counts')).status).toBe(401);
    const response = await adminRequest(t, 'GET', '/api/admin/article-counts?section=nowhere', {
      cookie,
    });
    expect(response.status).toBe(400);
  });
});

// SQLite's query plans (EXPLAIN QUERY PLAN, the FTS5 index): nothing to check on PostgreSQL.
describe.if(TEST_ENGINE === 'sqlite')('the list reads pages from indexes', () => {
  const plansOf = (run: () => Promise<unknown>) => plansOfStatements(t.store.db.$client, run);

  test('no order under any filters scans the table or sorts it whole', async () => {
    const problems: string[] = [];
    for (const sort of ADMIN_ARTICLE_SORTS) {
      for (const filters of [
        {},
        { status: 'draft' },
        { section: 'cosmic-watch' },
        { section: 'cosmic-watch', status: 'draft' },
      ] as const) {
        // Counts are remembered; a write makes the next list count again.
        t.db.$client.run('UPDATE articles SET featured = featured WHERE id = 1');
        const plans = await plansOf(() => t.services.adminArticles.listAdmin({ sort, ...filters }));
        // The counts come first; the page is read last.
        const page = plans.at(-1);
        const where = `${sort} ${JSON.stringify(filters)}`;
        if (!page) {
          problems.push(`${where}: no page query`);
          continue;
        }
        if (page.some((step) => /^SCAN articles$/.test(step) || step.includes('FOR ORDER BY')))
          problems.push(`${where}: ${page.join(' / ')}`);
        if (!page.some((step) => /USING (COVERING )?INDEX articles_/.test(step)))
          problems.push(`${where}: no index: ${page.join(' / ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('a rare term is looked up in the full-text index; a common one is read in order', async () => {
    const rare = await plansOf(() => t.services.adminArticles.listAdmin({ q: 'zephyr' }));
    const common = await plansOf(() => t.services.adminArticles.listAdmin({ q: 'harbor' }));
    const usesIndex = (plans: string[][]) =>
      plans.at(-1)!.some((step) => step.includes('articles_search'));
    expect(usesIndex(rare)).toBe(true);
    expect(usesIndex(common)).toBe(false);
  });
});
