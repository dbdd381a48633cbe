import { and, count, eq, gte, isNotNull, lt, max, sql } from 'drizzle-orm';
import { addDays, dayStart } from '~/shared/calendar-days';
import type { Db } from '../../db/client';
import type { analyticsEvents } from '../../db/schema';
import type { Store } from '../../db/store';
import { addCount, addSearch, type SearchTally } from './summary-lists';

export const PAGE_VIEW = 'pageview';
export const SEARCH = 'search';
/** Every event type there is (deletes name them all, so they can use the type-and-time index). */
export const EVENT_TYPES = [PAGE_VIEW, SEARCH] as const;

/** Everything one day's raw events and visitors say, every count whole (nothing cut to a top list). */
export interface DayActivity {
  totalViews: number;
  uniqueVisitors: number;
  /** Visitors who viewed one page only. */
  bouncedVisitors: number;
  /** Views per article id. */
  articles: Map<number, number>;
  /** Views per section slug. */
  sections: Map<string, number>;
  /** Views per referring host. */
  referrers: Map<string, number>;
  searches: Map<string, SearchTally>;
  /** Searches that found nothing, per query. */
  unanswered: Map<string, number>;
}

type Reader = Pick<Db, 'select'>;

/**
 * The page views a set of events stands for: an event of repeated views (a
 * reader reloading a page within a minute) carries its count in its
 * metadata's `views`; any other event is one view.
 */
export function viewsOf({ tables, fragments }: Pick<Store, 'tables' | 'fragments'>) {
  const views = fragments.jsonNumber(tables.analyticsEvents.metadata, 'views');
  return sql<number>`coalesce(sum(coalesce(${views}, 1)), 0)`.mapWith(Number);
}

function inDay(day: string, column: typeof analyticsEvents.timestamp) {
  return and(gte(column, new Date(dayStart(day))), lt(column, new Date(dayStart(addDays(day, 1)))));
}

/** Whether any event was recorded on `day` (an index probe: cheap however busy the day). */
export async function dayHasEvents(
  db: Reader,
  { analyticsEvents }: Store['tables'],
  day: string,
): Promise<boolean> {
  for (const type of EVENT_TYPES) {
    const [row] = await db
      .select({ id: analyticsEvents.id })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.type, type), inDay(day, analyticsEvents.timestamp)))
      .limit(1);
    if (row) return true;
  }
  return false;
}

/** A day's activity from its raw events and its visitors (still there until the day is rolled up). */
export async function readDayActivity(
  db: Reader,
  { tables, fragments }: Pick<Store, 'tables' | 'fragments'>,
  day: string,
): Promise<DayActivity> {
  const { analyticsDayVisitors, analyticsEvents } = tables;
  const section = fragments.jsonText(analyticsEvents.metadata, 'section');
  const results = fragments.jsonNumber(analyticsEvents.metadata, 'results');
  const activity: DayActivity = {
    totalViews: 0,
    uniqueVisitors: 0,
    bouncedVisitors: 0,
    articles: new Map(),
    sections: new Map(),
    referrers: new Map(),
    searches: new Map(),
    unanswered: new Map(),
  };

  // One pass over the day's page views, grouped by everything a list ranks.
  const views = await db
    .select({
      articleId: analyticsEvents.articleId,
      section,
      referrer: analyticsEvents.referrer,
      views: viewsOf({ tables, fragments }),
    })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.type, PAGE_VIEW), inDay(day, analyticsEvents.timestamp)))
    .groupBy(analyticsEvents.articleId, section, analyticsEvents.referrer);
  for (const row of views) {
    activity.totalViews += row.views;
    if (row.articleId !== null) addCount(activity.articles, row.articleId, row.views);
    if (row.section !== null) addCount(activity.sections, row.section, row.views);
    if (row.referrer !== null) addCount(activity.referrers, row.referrer, row.views);
  }

  // Per query and result count: the latest group of a query gives its results.
  const searches = await db
    .select({
      query: analyticsEvents.searchQuery,
      results,
      count: count(),
      lastSeen: max(analyticsEvents.timestamp),
    })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.type, SEARCH),
        isNotNull(analyticsEvents.searchQuery),
        inDay(day, analyticsEvents.timestamp),
      ),
    )
    .groupBy(analyticsEvents.searchQuery, results);
  for (const row of searches) {
    const query = row.query!;
    const found = row.results ?? 0;
    addSearch(activity.searches, query, {
      count: row.count,
      results: found,
      lastSeen: row.lastSeen?.getTime() ?? 0,
    });
    if (found === 0) addCount(activity.unanswered, query, row.count);
  }

  const [visitors] = await db
    .select({
      visitors: count(),
      bounced: sql<
        number | null
      >`sum(CASE WHEN ${analyticsDayVisitors.pageViews} = 1 THEN 1 ELSE 0 END)`.mapWith(Number),
    })
    .from(analyticsDayVisitors)
    .where(eq(analyticsDayVisitors.date, day));
  activity.uniqueVisitors = visitors?.visitors ?? 0;
  activity.bouncedVisitors = visitors?.bounced ?? 0;
  return activity;
}
