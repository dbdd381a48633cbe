import { and, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { COUNTED_ARTICLE_STATUSES, PUBLIC_ARTICLE_STATUSES } from '~/shared/article-constants';
import { type OverlayHit, overlayPercent, overlayTerms } from '~/shared/overlay-search';
import { RELATED_ARTICLE_LIMIT, selectRelatedArticles } from '~/shared/related-articles';
import type { Article, ArticleTeaser } from '~/shared/schemas/article';
import type { PublicArticleQuery } from '~/shared/schemas/article-query';
import type { SearchQuery } from '~/shared/schemas/search-query';
import type { SearchHit } from '~/shared/search-scoring';
import { searchTerms } from '~/shared/search-terms';
import { createCountMemo } from '../../db/count-memo';
import type { Store } from '../../db/store';
import {
  articleOrder,
  isPublicArticle,
  isPublishedBy,
  likePattern,
  statusIn,
  teaserColumnsOf,
  toArticle,
  toTeaser,
} from './article-rows';
import { rankOverlay } from './overlay-ranking';
import type { PublicationClock } from './publication-clock';
import { postgresSearchCondition } from './search-postgres';
import { rankSearchCandidates } from './search-ranking';
import type { SlotFilter } from './search-slot-columns';
import { type Reader, read, rowsOf, type Steps } from './search-steps';
import { runSearch, searchStoreFor } from './search-store';

/** The part of a drizzle select over `articles` a page of public articles uses. */
interface PublicSelect<Row> {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): {
      limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
    };
  };
}

export interface ArticlePage<T extends ArticleTeaser = Article> {
  articles: T[];
  total: number;
}

/** What readers may see of the articles: lists, one article, search, related stories, author totals. */
export function createPublicArticleService(store: Store, clock: PublicationClock) {
  const { db } = store;
  const { articles } = store.tables;
  const teaserColumns = teaserColumnsOf(articles);
  const ORDER_BY = articleOrder(articles, store.fragments);
  // SQLite: the full-text index, its vocabulary and the in-memory catalogue
  // read the reading connection directly (FTS5, scratch tables in temp);
  // built on the first search. PostgreSQL: trigram-indexed expressions.
  const sqliteSearch = () => searchStoreFor(db.$client);
  /** A condition on `articles`: any term of the query may be found in the article. */
  const searchMatches = (q: string): SQL =>
    store.engine === 'sqlite'
      ? sqliteSearch().index.matches(q, articles)
      : postgresSearchCondition(q, articles);
  const rememberedCount = createCountMemo(store.changes);
  /** Public now: a public status, published by this moment. */
  const isPublic = () => isPublicArticle(clock.now(), articles, store.fragments);

  /**
   * Who may read what, as of now: the public statuses, published by now.
   * Lists compare with the publication cutoff (the same articles as now),
   * so a list's count is remembered until an article's time comes.
   */
  async function publicConditions(query: PublicArticleQuery): Promise<SQL | undefined> {
    return conditionsAt(query, await clock.cutoff());
  }

  /** publicConditions at a cutoff already read; `counting`: for a count of every match. */
  function conditionsAt(
    query: PublicArticleQuery,
    cutoff: number,
    { counting = false } = {},
  ): SQL | undefined {
    const statuses = query.status ?? PUBLIC_ARTICLE_STATUSES;
    // Drafts are never public, whatever the filter asks for.
    const visible = statuses.filter((status): status is (typeof PUBLIC_ARTICLE_STATUSES)[number] =>
      (PUBLIC_ARTICLE_STATUSES as readonly string[]).includes(status),
    );
    // An author's or the featured list seeks its index status by status; so
    // does a count, which reads every match: through the status and publish
    // time index, the unfiltered count never reads a row (at 100,000
    // articles, 10 ms against 290 ms through the publish-time index).
    const seek = counting || query.author !== undefined || query.featured !== undefined;
    const conditions: (SQL | undefined)[] = [
      statusIn(visible, articles, store.fragments, { seek }),
      isPublishedBy(cutoff, articles),
      query.section ? eq(articles.section, query.section) : undefined,
      query.author ? eq(articles.author, query.author) : undefined,
      query.featured === undefined ? undefined : eq(articles.featured, query.featured),
    ];
    // A reader's search finds, through the full-text index, every article
    // any term appears in, body included (docs/decisions/008); the shared
    // scoring (search-scoring.ts) then ranks them.
    if (searchTerms(query.q ?? '').length > 0) conditions.push(searchMatches(query.q ?? ''));
    return and(...conditions);
  }

  /**
   * The list's `q` rule, alike on both engines: some term appears, as a
   * substring with ASCII letters' case folded, in the title, summary,
   * author, tags or body. The index's candidates (searchMatches) hold every
   * such article, so they only narrow the rows the rule is checked on.
   */
  function listedMatches(q: string | undefined): SQL | undefined {
    const terms = [...new Set(searchTerms(q ?? ''))];
    if (terms.length === 0) return undefined;
    const columns = [
      articles.title,
      articles.summary,
      articles.author,
      store.fragments.jsonListText(articles.tags),
      articles.content,
    ];
    return or(
      ...terms.flatMap((term) =>
        columns.map((column) => store.fragments.likeFoldingAscii(column, likePattern(term))),
      ),
    );
  }

  /** One page of the query's public articles from `select`, and how many match in all. */
  async function publicPage<Row>(
    query: PublicArticleQuery,
    select: PublicSelect<Row>,
  ): Promise<{ rows: Row[]; total: number }> {
    const cutoff = await clock.cutoff();
    const matches = listedMatches(query.q);
    const where = and(conditionsAt(query, cutoff), matches);
    const rows = await select
      .where(where)
      .orderBy(...ORDER_BY[query.sort ?? 'newest'])
      // No limit, written as a number: drizzle leaves out a negative one,
      // and an OFFSET without a LIMIT is a syntax error in SQLite.
      .limit(query.limit ?? Number.MAX_SAFE_INTEGER)
      .offset(query.offset ?? 0);
    if (query.limit === undefined && !query.offset) return { rows, total: rows.length };
    const counting = db
      .select({ total: count() })
      .from(articles)
      .where(and(conditionsAt(query, cutoff, { counting: true }), matches));
    const { sql: text, params } = counting.toSQL();
    const total = await rememberedCount(
      JSON.stringify([text, params]),
      async () => (await counting)[0]?.total ?? 0,
    );
    return { rows, total };
  }

  /** These articles without their bodies, by id, read within a search's transaction. */
  function* teasersOf(tx: Reader, ids: number[]): Steps<Map<number, ArticleTeaser>> {
    if (ids.length === 0) return new Map();
    const rows = yield* read(
      rowsOf(
        store.engine,
        tx.select(teaserColumns).from(articles).where(inArray(articles.id, ids)),
      ),
    );
    return new Map(rows.map((row) => [row.id, toTeaser(row)]));
  }

  return {
    /** Public articles matching the query, newest first unless sorted otherwise. */
    async listPublic(query: PublicArticleQuery): Promise<ArticlePage> {
      const { rows, total } = await publicPage(query, db.select().from(articles));
      return { articles: rows.map(toArticle), total };
    },

    /** The same page as listPublic, without the bodies: what a list of cards needs. */
    async listPublicTeasers(query: PublicArticleQuery): Promise<ArticlePage<ArticleTeaser>> {
      const { rows, total } = await publicPage(query, db.select(teaserColumns).from(articles));
      return { articles: rows.map(toTeaser), total };
    },

    /** A public article by slug, or by id when the reference is numeric and no slug matches. */
    async findPublic(reference: string): Promise<Article | null> {
      const [bySlug] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.slug, reference), isPublic()))
        .limit(1);
      if (bySlug) return toArticle(bySlug);
      if (!/^\d+$/.test(reference)) return null;
      const [byId] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.id, Number(reference)), isPublic()))
        .limit(1);
      return byId ? toArticle(byId) : null;
    },

    /**
     * The search page's results: public articles within the
     * section and status filters that any term appears in, found through the
     * full-text index, scored and ordered by the shared rules; the first 100
     * without their bodies, and how many matched in all (docs/decisions/008).
     * A blank query finds nothing.
     */
    async searchPublic(query: SearchQuery): Promise<{ hits: SearchHit[]; total: number }> {
      if (searchTerms(query.q).length === 0) return { hits: [], total: 0 };
      // The query's own condition is each engine's, built within the
      // search's transaction (search-store.ts).
      const conditions = {
        filters: await publicConditions({
          section: query.section,
          status: query.status ? [query.status] : undefined,
        }),
        q: query.q,
      };
      const filters = {
        q: query.q,
        section: query.section ?? '',
        status: query.status ?? '',
        sort: query.sort ?? 'newest',
      } as const;
      // What publicConditions asks of a row, asked of a catalogued article.
      const filter: SlotFilter = {
        statuses: query.status
          ? PUBLIC_ARTICLE_STATUSES.filter((status) => status === query.status)
          : PUBLIC_ARTICLE_STATUSES,
        now: clock.now(),
        section: query.section ?? null,
      };
      // One implementation on both engines, in one read transaction
      // (search-store.ts): synchronous on SQLite, awaited on PostgreSQL.
      return runSearch(store, conditions, function* ({ reads, catalogue, tx }) {
        const keep = catalogue.keeper(filter);
        const { shown, total } = yield* rankSearchCandidates({ reads, catalogue, keep }, filters);
        const rows = yield* teasersOf(
          tx,
          shown.map((hit) => hit.id),
        );
        const hits = shown.map(({ id, score }): SearchHit => ({ ...rows.get(id)!, score }));
        return { hits, total };
      });
    },

    /**
     * The header overlay's results: its own scoring (overlay-search.ts)
     * over every public article, the best ten without their bodies, each
     * with its percent match (overlay-ranking.ts). A blank query finds nothing.
     */
    async searchOverlay(q: string): Promise<OverlayHit[]> {
      const terms = overlayTerms(q);
      if (terms.length === 0) return [];
      const filters = await publicConditions({});
      const filter: SlotFilter = {
        statuses: PUBLIC_ARTICLE_STATUSES,
        now: clock.now(),
        section: null,
      };
      return runSearch(store, { filters, q: '' }, function* ({ reads, catalogue, tx }) {
        const keep = catalogue.keeper(filter);
        const shown = yield* rankOverlay({ reads, catalogue, keep }, q);
        const rows = yield* teasersOf(
          tx,
          shown.map((hit) => hit.id),
        );
        return shown.map(
          ({ id, score }): OverlayHit => ({
            ...rows.get(id)!,
            score,
            percent: overlayPercent(score, terms.length),
          }),
        );
      });
    },

    /**
     * Related articles: the newest 3 of the same section, topped
     * up by public articles from other sections sharing the most tags. Both
     * queries return at most 3 rows; the shared rule makes the final pick.
     * They are shown as cards, so their bodies are not read.
     */
    async relatedPublic(
      article: Pick<Article, 'id' | 'section' | 'tags'>,
    ): Promise<ArticleTeaser[]> {
      const visible = isPublic();
      const sameSection = (
        await db
          .select(teaserColumns)
          .from(articles)
          .where(
            and(
              eq(articles.section, article.section),
              visible,
              sql`${articles.id} <> ${article.id}`,
            ),
          )
          .orderBy(...ORDER_BY.newest)
          .limit(RELATED_ARTICLE_LIMIT)
      ).map(toTeaser);
      const tags = [...new Set(article.tags.map((tag) => tag.toLowerCase()))];
      if (sameSection.length >= RELATED_ARTICLE_LIMIT || tags.length === 0) return sameSection;
      // The tag list spread into rows, one per tag (listItems), so that
      // the articles sharing the most tags come first.
      const tag = sql`${sql.identifier('tag')}.value`;
      const ranked = await db
        .select({ id: articles.id })
        .from(articles)
        .innerJoin(store.fragments.listItems(articles.tags, 'tag'), sql`true`)
        .where(
          and(visible, ne(articles.section, article.section), inArray(sql`lower(${tag})`, tags)),
        )
        .groupBy(articles.id)
        .orderBy(
          sql`count(DISTINCT lower(${tag})) DESC`,
          desc(articles.sortTime),
          desc(articles.id),
        )
        .limit(RELATED_ARTICLE_LIMIT);
      const ids = ranked.map((row) => row.id);
      const byId = new Map(
        (ids.length > 0
          ? await db.select(teaserColumns).from(articles).where(inArray(articles.id, ids))
          : []
        ).map((row) => [row.id, toTeaser(row)]),
      );
      const tagged = ids.flatMap((id) => byId.get(id) ?? []);
      return selectRelatedArticles(article, sameSection, tagged);
    },

    /** An author's counted (verified, breaking, published) articles and their summed read time. */
    async authorStats(author: string): Promise<{ articleCount: number; totalReadTime: number }> {
      const [row] = await db
        .select({
          articleCount: count(),
          totalReadTime: sql<number>`coalesce(sum(${articles.readTime}), 0)`.mapWith(Number),
        })
        .from(articles)
        .where(
          and(
            eq(articles.author, author),
            inArray(articles.status, [...COUNTED_ARTICLE_STATUSES]),
            isPublishedBy(clock.now(), articles),
          ),
        );
      return { articleCount: row?.articleCount ?? 0, totalReadTime: row?.totalReadTime ?? 0 };
    },
  };
}

export type PublicArticleService = ReturnType<typeof createPublicArticleService>;
