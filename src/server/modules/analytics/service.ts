import { and, eq, gte, inArray, lt, lte, max, sql, sum } from 'drizzle-orm';
import { addDays, dayStart, daysEndingWith, utcDay } from '~/shared/calendar-days';
import type {
  AnalyticsPeriod,
  AnalyticsReport,
  ArticleViewCount,
} from '~/shared/schemas/analytics';
import type { Db } from '../../db/client';
import {
  analyticsArticleViews,
  analyticsDayVisitors,
  analyticsEvents,
  analyticsSalts,
  analyticsSummaries,
  articles,
} from '../../db/schema';
import { isPublicArticle } from '../articles/article-rows';
import {
  type DayActivity,
  dayHasEvents,
  EVENT_TYPES,
  PAGE_VIEW,
  readDayActivity,
  SEARCH,
} from './day-activity';
import {
  addCount,
  addSearch,
  periodBounceRate,
  REPORT_LIST_LENGTH,
  ranked,
  rankedSearches,
  referrerList,
  type SearchTally,
  SUMMARY_LIST_LENGTH,
  sectionList,
  unansweredList,
} from './summary-lists';

/** An event as the collector took it, before it is stored. */
export type CollectedEvent =
  | {
      type: typeof PAGE_VIEW;
      time: number;
      /** The day's keyed hash of the reader (visitor-hash.ts); stored only while the day lasts. */
      visitor: string;
      /** An article's slug or id, as its URL named it. */
      articleReference?: string;
      section?: string;
      referrer: string | null;
    }
  | { type: typeof SEARCH; time: number; query: string; results: number };

/** An analytics_events row as the batch insert binds it. */
type EventRow = [
  type: string,
  articleId: number | null,
  referrer: string | null,
  searchQuery: string | null,
  timestamp: number,
  metadata: string | null,
];

/** Rows per insert statement: well under SQLite's limit of bound values. */
const INSERT_CHUNK = 500;
/** Raw events deleted per statement, so other writers get the lock in between. */
const DELETE_CHUNK = 5000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    parts.push(items.slice(start, start + size));
  }
  return parts;
}

/**
 * Runs deletes with SQLite's secure_delete on: the deleted rows' bytes are
 * overwritten with zeros, free pages included, instead of lingering in the
 * file until reused. Only for what could link a reader to a hash (the day's
 * visitors and salt); every other delete keeps the cheaper default.
 */
function erasing(db: Db, erase: () => void): void {
  db.$client.run('PRAGMA secure_delete = ON');
  try {
    erase();
  } finally {
    db.$client.run('PRAGMA secure_delete = OFF');
  }
}

export interface MaintenanceOptions {
  /** Days raw events are kept; the summaries are kept for good. */
  retentionDays: number;
}

/**
 * Readership counts in the site's own database: storing what the collector
 * took, rolling each finished day up into its summary (and forgetting the
 * day's visitors and salt), deleting raw events past their retention, and
 * the dashboard's figures.
 */
/** `now`: the clock that says which scheduled articles are out, so views count only those. */
export function createAnalyticsService(db: Db, now: () => number = Date.now) {
  // The batch write is the one hot path: plain statements (compiled once and
  // cached by the driver) cost a few microseconds a row where the query
  // builder costs tens.
  const statements = () => ({
    insertEvent: db.$client.query<unknown, EventRow>(
      `INSERT INTO analytics_events (type, article_id, referrer, search_query, timestamp, metadata)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    countVisitor: db.$client.query<unknown, [string, string, number]>(
      `INSERT INTO analytics_day_visitors (date, visitor, page_views) VALUES (?, ?, ?)
       ON CONFLICT (date, visitor) DO UPDATE SET page_views = page_views + excluded.page_views`,
    ),
  });

  /** Public articles named by the page views' URLs, by slug or else by id. */
  function resolveArticles(references: Set<string>) {
    const found = new Map<string, { id: number; section: string }>();
    if (references.size === 0) return found;
    const list = [...references];
    for (const part of chunks(list, INSERT_CHUNK)) {
      const rows = db
        .select({ id: articles.id, slug: articles.slug, section: articles.section })
        .from(articles)
        .where(and(inArray(articles.slug, part), isPublicArticle(now())))
        .all();
      for (const row of rows) found.set(row.slug, row);
    }
    const ids = list.filter((reference) => !found.has(reference) && /^\d{1,15}$/.test(reference));
    for (const part of chunks(ids, INSERT_CHUNK)) {
      const rows = db
        .select({ id: articles.id, section: articles.section })
        .from(articles)
        .where(and(inArray(articles.id, part.map(Number)), isPublicArticle(now())))
        .all();
      for (const row of rows) found.set(String(row.id), row);
    }
    return found;
  }

  function summaryExists(tx: Pick<Db, 'select'>, day: string): boolean {
    return (
      tx
        .select({ id: analyticsSummaries.id })
        .from(analyticsSummaries)
        .where(eq(analyticsSummaries.date, day))
        .get() !== undefined
    );
  }

  /** Titles of the given articles, for the lists that name them. */
  function titlesOf(ids: number[]): Map<number, string> {
    const titles = new Map<number, string>();
    for (const part of chunks(ids, INSERT_CHUNK)) {
      for (const row of db
        .select({ id: articles.id, title: articles.title })
        .from(articles)
        .where(inArray(articles.id, part))
        .all()) {
        titles.set(row.id, row.title);
      }
    }
    return titles;
  }

  /**
   * Writes `day`'s summary and its articles' views from its raw events and
   * visitors (unless a summary is already there, imported say), then
   * forgets the day's visitors. One transaction, so two processes rolling
   * up the same day cannot both write it.
   */
  function rollUp(day: string): void {
    db.transaction(
      (tx) => {
        if (!summaryExists(tx, day)) {
          const activity = readDayActivity(tx, day);
          const top = ranked(activity.articles, SUMMARY_LIST_LENGTH);
          const titles = titlesOf(top.map(([id]) => id));
          tx.insert(analyticsSummaries)
            .values({
              date: day,
              totalViews: activity.totalViews,
              uniqueVisitors: activity.uniqueVisitors,
              bounceRate:
                activity.uniqueVisitors === 0
                  ? 0
                  : activity.bouncedVisitors / activity.uniqueVisitors,
              topArticles: top.map(([articleId, views]) => ({
                articleId,
                title: titles.get(articleId) ?? '',
                views,
              })),
              topSearches: rankedSearches(activity.searches, SUMMARY_LIST_LENGTH),
              unansweredSearches: unansweredList(activity.unanswered, SUMMARY_LIST_LENGTH),
              topReferrers: referrerList(activity.referrers, SUMMARY_LIST_LENGTH),
              topSections: sectionList(activity.sections, SUMMARY_LIST_LENGTH),
            })
            .run();
          const rows = [...activity.articles].map(([articleId, views]) => ({
            articleId,
            date: day,
            views,
          }));
          for (const part of chunks(rows, INSERT_CHUNK)) {
            tx.insert(analyticsArticleViews).values(part).onConflictDoNothing().run();
          }
        }
        erasing(db, () => {
          tx.delete(analyticsDayVisitors).where(eq(analyticsDayVisitors.date, day)).run();
        });
      },
      { behavior: 'immediate' },
    );
  }

  /** Finished days that still hold visitors, or events and no summary. */
  function daysToRollUp(today: string, retentionDays: number): string[] {
    const days = new Set(
      db
        .selectDistinct({ date: analyticsDayVisitors.date })
        .from(analyticsDayVisitors)
        .where(lt(analyticsDayVisitors.date, today))
        .all()
        .map((row) => row.date),
    );
    for (let back = 1; back <= retentionDays; back += 1) {
      const day = addDays(today, -back);
      if (!days.has(day) && !summaryExists(db, day) && dayHasEvents(db, day)) days.add(day);
    }
    return [...days].sort();
  }

  /** Days of the period with no summary (today, or a day not rolled up yet) read from raw events. */
  function liveActivity(days: string[], summarized: Set<string>, today: string) {
    const live = new Map<string, DayActivity>();
    for (const day of days) {
      if (summarized.has(day)) continue;
      if (day === today || dayHasEvents(db, day)) live.set(day, readDayActivity(db, day));
    }
    return live;
  }

  return {
    /**
     * The secret of `day` that visitor hashes are keyed with: created by
     * whichever process asks first, the same for all of them.
     */
    saltFor(day: string): string {
      const fresh = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');
      db.insert(analyticsSalts).values({ date: day, salt: fresh }).onConflictDoNothing().run();
      return db
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(eq(analyticsSalts.date, day))
        .get()!.salt;
    },

    /**
     * Stores a batch the collector took, in one transaction: the events,
     * with the articles their URLs name, and each visitor's page views of
     * the day. Nothing that names a reader goes into the events.
     */
    recordEvents(events: readonly CollectedEvent[]): void {
      if (events.length === 0) return;
      const references = new Set<string>();
      for (const event of events) {
        if (event.type === PAGE_VIEW && event.articleReference) {
          references.add(event.articleReference);
        }
      }
      const found = resolveArticles(references);
      const visitors = new Map<string, { date: string; visitor: string; pageViews: number }>();
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
        const date = utcDay(event.time);
        const key = `${date} ${event.visitor}`;
        const known = visitors.get(key);
        if (known) known.pageViews += 1;
        else visitors.set(key, { date, visitor: event.visitor, pageViews: 1 });
        const article = event.articleReference ? found.get(event.articleReference) : undefined;
        const section = article?.section ?? event.section;
        return [
          PAGE_VIEW,
          article?.id ?? null,
          event.referrer,
          null,
          event.time,
          section ? JSON.stringify({ section }) : null,
        ];
      });
      const { insertEvent, countVisitor } = statements();
      db.$client.transaction(() => {
        for (const row of rows) insertEvent.run(...row);
        for (const { date, visitor, pageViews } of visitors.values()) {
          countVisitor.run(date, visitor, pageViews);
        }
      })();
    },

    /**
     * What the end of a day does, for every day that has ended since it
     * last ran: its summary written, its visitors and salt deleted; then
     * raw events older than the retention deleted. Safe to run any time and
     * from several processes at once.
     */
    maintain(now: number, { retentionDays }: MaintenanceOptions): void {
      const today = utcDay(now);
      for (const day of daysToRollUp(today, retentionDays)) rollUp(day);
      erasing(db, () => {
        db.delete(analyticsSalts).where(lt(analyticsSalts.date, today)).run();
      });
      const cutoff = new Date(dayStart(addDays(today, -retentionDays)));
      for (;;) {
        const { changes } = db.$client
          .query(
            `DELETE FROM analytics_events WHERE id IN (
               SELECT id FROM analytics_events WHERE type IN (${EVENT_TYPES.map(() => '?').join(', ')}) AND timestamp < ? LIMIT ${DELETE_CHUNK})`,
          )
          .run(...EVENT_TYPES, cutoff.getTime());
        if (changes < DELETE_CHUNK) break;
      }
    },

    /** The dashboard: the `period` days that end today, and their top lists. */
    report(period: AnalyticsPeriod, now: number): AnalyticsReport {
      const today = utcDay(now);
      const days = daysEndingWith(today, period);
      const first = days[0]!;
      const summaries = db
        .select()
        .from(analyticsSummaries)
        .where(and(gte(analyticsSummaries.date, first), lte(analyticsSummaries.date, today)))
        .all();
      const summaryOf = new Map(summaries.map((row) => [row.date, row]));
      const live = liveActivity(days, new Set(summaryOf.keys()), today);

      const articleViews = new Map<number, number>();
      const summarizedArticles = db
        .select({
          articleId: analyticsArticleViews.articleId,
          views: sum(analyticsArticleViews.views),
        })
        .from(analyticsArticleViews)
        .where(and(gte(analyticsArticleViews.date, first), lte(analyticsArticleViews.date, today)))
        .groupBy(analyticsArticleViews.articleId)
        .all();
      for (const row of summarizedArticles)
        addCount(articleViews, row.articleId, Number(row.views));
      const searches = new Map<string, SearchTally>();
      const unanswered = new Map<string, number>();
      const referrers = new Map<string, number>();
      const sections = new Map<string, number>();
      const bounce: Array<{ visitors: number; bounceRate: number }> = [];

      const perDay = days.map((date) => {
        const summary = summaryOf.get(date);
        if (summary) {
          const seen = dayStart(date);
          for (const search of summary.topSearches) {
            addSearch(searches, search.query, { ...search, lastSeen: seen });
          }
          for (const search of summary.unansweredSearches) {
            addCount(unanswered, search.query, search.count);
          }
          for (const row of summary.topReferrers) addCount(referrers, row.referrer, row.views);
          for (const row of summary.topSections) addCount(sections, row.section, row.views);
          bounce.push({ visitors: summary.uniqueVisitors, bounceRate: summary.bounceRate });
          return {
            date,
            totalViews: summary.totalViews,
            uniqueVisitors: summary.uniqueVisitors,
          };
        }
        const activity = live.get(date);
        if (!activity) return { date, totalViews: 0, uniqueVisitors: 0 };
        for (const [id, views] of activity.articles) addCount(articleViews, id, views);
        for (const [query, tally] of activity.searches) addSearch(searches, query, tally);
        for (const [query, times] of activity.unanswered) addCount(unanswered, query, times);
        for (const [host, views] of activity.referrers) addCount(referrers, host, views);
        for (const [section, views] of activity.sections) addCount(sections, section, views);
        bounce.push({
          visitors: activity.uniqueVisitors,
          bounceRate:
            activity.uniqueVisitors === 0 ? 0 : activity.bouncedVisitors / activity.uniqueVisitors,
        });
        return {
          date,
          totalViews: activity.totalViews,
          uniqueVisitors: activity.uniqueVisitors,
        };
      });

      // Articles deleted since are left out: there is nothing left to open.
      const titles = titlesOf([...articleViews.keys()]);
      for (const id of articleViews.keys()) if (!titles.has(id)) articleViews.delete(id);
      return {
        days: perDay,
        topArticles: ranked(articleViews, REPORT_LIST_LENGTH).map(([articleId, views]) => ({
          articleId,
          title: titles.get(articleId)!,
          views,
        })),
        topSearches: rankedSearches(searches, REPORT_LIST_LENGTH),
        unansweredSearches: unansweredList(unanswered, REPORT_LIST_LENGTH),
        referrers: referrerList(referrers, REPORT_LIST_LENGTH),
        sections: sectionList(sections, REPORT_LIST_LENGTH),
        bounceRate: periodBounceRate(bounce),
      };
    },

    /**
     * Every view each article has had: its finished days' counts, and the
     * raw events of the days since the last summary.
     */
    articleViews(ids: readonly number[]): ArticleViewCount[] {
      const views = new Map<number, number>(ids.map((id) => [id, 0]));
      const summarized = db
        .select({
          articleId: analyticsArticleViews.articleId,
          views: sum(analyticsArticleViews.views),
        })
        .from(analyticsArticleViews)
        .where(inArray(analyticsArticleViews.articleId, [...ids]))
        .groupBy(analyticsArticleViews.articleId)
        .all();
      for (const row of summarized) addCount(views, row.articleId, Number(row.views));
      const latest = db
        .select({ date: max(analyticsSummaries.date) })
        .from(analyticsSummaries)
        .get();
      const since = latest?.date ? dayStart(addDays(latest.date, 1)) : 0;
      const recent = db
        .select({ articleId: analyticsEvents.articleId, views: sql<number>`count(*)` })
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.type, PAGE_VIEW),
            gte(analyticsEvents.timestamp, new Date(since)),
            inArray(analyticsEvents.articleId, [...ids]),
          ),
        )
        .groupBy(analyticsEvents.articleId)
        .all();
      for (const row of recent) addCount(views, row.articleId!, row.views);
      return ids.map((articleId) => ({ articleId, views: views.get(articleId) ?? 0 }));
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
