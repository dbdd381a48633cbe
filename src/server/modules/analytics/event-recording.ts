import type { Database } from 'bun:sqlite';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { dayStart, utcDay } from '~/shared/calendar-days';
import type { Db } from '../../db/client';
import type { Store } from '../../db/store';
import { isPublicArticle } from '../articles/article-rows';
import { PAGE_VIEW, SEARCH } from './day-activity';
import { chunks, INSERT_CHUNK } from './row-batches';

/** Rows per SQLite insert statement of a batch: 600 bound values at most, well under the limit. */
const ROWS_PER_STATEMENT = 100;

/** An event as the collector took it, before it is stored. */
export type CollectedEvent =
  | {
      type: typeof PAGE_VIEW;
      time: number;
      /**
       * Views of the same page by the same reader from the same referrer in
       * the same minute, stored as one event with its count (the metadata's
       * `views`, absent for one).
       */
      views: number;
      /** The day's keyed hash of the reader (visitor-hash.ts); stored only while the day lasts. */
      visitor: string;
      /** An article's slug or id, as its URL named it. */
      articleReference?: string;
      section?: string;
      referrer: string | null;
    }
  | { type: typeof SEARCH; time: number; query: string; results: number };

const DAY_MS = 86_400_000;

/** A page view's metadata: its section, and how many views the event stands for when more than one. */
function viewMetadata(section: string | undefined, views: number): string | null {
  if (views > 1) return JSON.stringify(section ? { section, views } : { views });
  return section ? JSON.stringify({ section }) : null;
}

/** An analytics_events row as the batch insert binds it. */
type EventRow = [
  type: string,
  articleId: number | null,
  referrer: string | null,
  searchQuery: string | null,
  timestamp: number,
  metadata: string | null,
];

/**
 * Storing what the collector took: the day's salt for visitor hashes, and
 * each batch of events with the visitors' page views of the day.
 * `now`: the clock that says which scheduled articles are out, so views count only those.
 */
export function createEventRecording(store: Store, now: () => number) {
  const { db } = store;
  const { analyticsSalts, articles } = store.tables;
  // SQLite: the batch write is the one hot path: plain statements (compiled
  // once and cached by the driver) cost a few microseconds a row where the
  // query builder costs tens, and one statement of many rows about half of a
  // statement per row. They run on the transaction's connection.
  const insertEvents = (rows: number) =>
    `INSERT INTO analytics_events (type, article_id, referrer, search_query, timestamp, metadata)
     VALUES ${Array(rows).fill('(?, ?, ?, ?, ?, ?)').join(', ')}`;
  const countVisitors = (rows: number) =>
    `INSERT INTO analytics_day_visitors (date, visitor, page_views)
     VALUES ${Array(rows).fill('(?, ?, ?)').join(', ')}
     ON CONFLICT (date, visitor) DO UPDATE SET page_views = page_views + excluded.page_views`;
  /** Runs `sql(n)` over `rows` in statements of ROWS_PER_STATEMENT rows, the rest one by one. */
  function insertAll(client: Database, sql: (rows: number) => string, rows: unknown[][]): void {
    const whole = rows.length - (rows.length % ROWS_PER_STATEMENT);
    if (whole > 0) {
      const many = client.query(sql(ROWS_PER_STATEMENT));
      for (let start = 0; start < whole; start += ROWS_PER_STATEMENT) {
        many.run(...(rows.slice(start, start + ROWS_PER_STATEMENT).flat() as never[]));
      }
    }
    if (whole < rows.length) {
      const one = client.query(sql(1));
      for (let index = whole; index < rows.length; index += 1) one.run(...(rows[index] as never[]));
    }
  }

  /** Public articles named by the page views' URLs, by slug or else by id. */
  async function resolveArticles(tx: Db, references: Set<string>) {
    const found = new Map<string, { id: number; section: string }>();
    if (references.size === 0) return found;
    const list = [...references];
    for (const part of chunks(list, INSERT_CHUNK)) {
      const rows = await tx
        .select({ id: articles.id, slug: articles.slug, section: articles.section })
        .from(articles)
        .where(
          and(inArray(articles.slug, part), isPublicArticle(now(), articles, store.fragments)),
        );
      for (const row of rows) found.set(row.slug, row);
    }
    const ids = list.filter((reference) => !found.has(reference) && /^\d{1,15}$/.test(reference));
    for (const part of chunks(ids, INSERT_CHUNK)) {
      const rows = await tx
        .select({ id: articles.id, section: articles.section })
        .from(articles)
        .where(
          and(
            inArray(articles.id, part.map(Number)),
            isPublicArticle(now(), articles, store.fragments),
          ),
        );
      for (const row of rows) found.set(String(row.id), row);
    }
    return found;
  }

  /**
   * The batch's rows, in the transaction: on SQLite through its own
   * connection (the writing one) with the plain statements above; elsewhere
   * through the query builder, a statement per chunk of rows.
   */
  async function writeBatch(
    tx: Db,
    events: readonly CollectedEvent[],
    found: ReadonlyMap<string, { id: number; section: string }>,
  ): Promise<void> {
    const visitors = new Map<string, { date: string; visitor: string; pageViews: number }>();
    // The day of the events before: a batch's events are nearly always of one day.
    let date = '';
    let dayBegins = Number.POSITIVE_INFINITY;
    let dayEnds = Number.NEGATIVE_INFINITY;
    const rows: EventRow[] = events.map((event) => {
      if (event.type === SEARCH) {
        return [
          SEARCH,
          null,
          null,
          event.query,
          event.time,
          JSON.stringify({ results: event.results }),
        ];
      }
      if (event.time < dayBegins || event.time >= dayEnds) {
        date = utcDay(event.time);
        dayBegins = dayStart(date);
        dayEnds = dayBegins + DAY_MS;
      }
      const key = `${date} ${event.visitor}`;
      const known = visitors.get(key);
      if (known) known.pageViews += event.views;
      else visitors.set(key, { date, visitor: event.visitor, pageViews: event.views });
      const article = event.articleReference ? found.get(event.articleReference) : undefined;
      return [
        PAGE_VIEW,
        article?.id ?? null,
        event.referrer,
        null,
        event.time,
        viewMetadata(article?.section ?? event.section, event.views),
      ];
    });
    if (store.engine !== 'sqlite') {
      await writeThroughBuilder(tx, rows, [...visitors.values()]);
      return;
    }
    insertAll(tx.$client, insertEvents, rows);
    insertAll(
      tx.$client,
      countVisitors,
      [...visitors.values()].map(({ date, visitor, pageViews }) => [date, visitor, pageViews]),
    );
  }

  async function writeThroughBuilder(
    tx: Db,
    rows: readonly EventRow[],
    visitors: readonly { date: string; visitor: string; pageViews: number }[],
  ): Promise<void> {
    const { analyticsEvents, analyticsDayVisitors } = store.tables;
    for (const part of chunks(rows, INSERT_CHUNK)) {
      await tx.insert(analyticsEvents).values(
        part.map(([type, articleId, referrer, searchQuery, timestamp, metadata]) => ({
          type,
          articleId,
          referrer,
          searchQuery,
          timestamp: new Date(timestamp),
          metadata: metadata === null ? null : JSON.parse(metadata),
        })),
      );
    }
    for (const part of chunks(visitors, INSERT_CHUNK)) {
      await tx
        .insert(analyticsDayVisitors)
        .values(part)
        .onConflictDoUpdate({
          target: [analyticsDayVisitors.date, analyticsDayVisitors.visitor],
          set: { pageViews: sql`${analyticsDayVisitors.pageViews} + excluded.page_views` },
        });
    }
  }

  return {
    /**
     * The secret of `day` that visitor hashes are keyed with: created by
     * whichever process asks first, the same for all of them.
     */
    async saltFor(day: string): Promise<string> {
      const saltOf = async (reader: Db) => {
        const [row] = await reader
          .select({ salt: analyticsSalts.salt })
          .from(analyticsSalts)
          .where(eq(analyticsSalts.date, day))
          .limit(1);
        return row?.salt;
      };
      // Every write but the first of the day finds it without taking the write lock.
      const known = await saltOf(db);
      if (known !== undefined) return known;
      const fresh = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');
      return store.transaction(async (tx) => {
        await tx.insert(analyticsSalts).values({ date: day, salt: fresh }).onConflictDoNothing();
        return (await saltOf(tx))!;
      });
    },

    /**
     * Stores a batch the collector took, in one transaction: the events,
     * with the articles their URLs name, and each visitor's page views of
     * the day. Nothing that names a reader goes into the events.
     */
    async recordEvents(events: readonly CollectedEvent[]): Promise<void> {
      if (events.length === 0) return;
      const references = new Set<string>();
      for (const event of events) {
        if (event.type === PAGE_VIEW && event.articleReference) {
          references.add(event.articleReference);
        }
      }
      await store.transaction(async (tx) => {
        const found = await resolveArticles(tx, references);
        await writeBatch(tx, events, found);
      });
    },
  };
}
