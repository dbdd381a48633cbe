import { and, eq, gte, inArray, lte, max, sum } from 'drizzle-orm';
import { addDays, dayStart, daysEndingWith, utcDay } from '~/shared/calendar-days';
import type {
  AnalyticsPeriod,
  AnalyticsReport,
  ArticleViewCount,
} from '~/shared/schemas/analytics';
import type { Store } from '../../db/store';
import { titlesOf } from './article-titles';
import {
  type DayActivity,
  dayHasEvents,
  PAGE_VIEW,
  readDayActivity,
  viewsOf,
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
  sectionList,
  unansweredList,
} from './summary-lists';

/**
 * The dashboard's figures: finished days from their summaries, the days
 * not rolled up yet from their raw events.
 */
export function createReadershipReports(store: Store) {
  const { db, tables } = store;
  const { analyticsArticleViews, analyticsEvents, analyticsSummaries } = tables;
  /** Days of the period with no summary (today, or a day not rolled up yet) read from raw events. */
  async function liveActivity(days: string[], summarized: Set<string>, today: string) {
    const live = new Map<string, DayActivity>();
    for (const day of days) {
      if (summarized.has(day)) continue;
      if (day === today || (await dayHasEvents(db, tables, day))) {
        live.set(day, await readDayActivity(db, store, day));
      }
    }
    return live;
  }

  return {
    /** The dashboard: the `period` days that end today, and their top lists. */
    async report(period: AnalyticsPeriod, now: number): Promise<AnalyticsReport> {
      const today = utcDay(now);
      const days = daysEndingWith(today, period);
      const first = days[0]!;
      const summaries = await db
        .select()
        .from(analyticsSummaries)
        .where(and(gte(analyticsSummaries.date, first), lte(analyticsSummaries.date, today)));
      const summaryOf = new Map(summaries.map((row) => [row.date, row]));
      const live = await liveActivity(days, new Set(summaryOf.keys()), today);

      const articleViews = new Map<number, number>();
      const summarizedArticles = await db
        .select({
          articleId: analyticsArticleViews.articleId,
          views: sum(analyticsArticleViews.views),
        })
        .from(analyticsArticleViews)
        .where(and(gte(analyticsArticleViews.date, first), lte(analyticsArticleViews.date, today)))
        .groupBy(analyticsArticleViews.articleId);
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
      const titles = await titlesOf(db, tables, [...articleViews.keys()]);
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
    async articleViews(ids: readonly number[]): Promise<ArticleViewCount[]> {
      const views = new Map<number, number>(ids.map((id) => [id, 0]));
      const summarized = await db
        .select({
          articleId: analyticsArticleViews.articleId,
          views: sum(analyticsArticleViews.views),
        })
        .from(analyticsArticleViews)
        .where(inArray(analyticsArticleViews.articleId, [...ids]))
        .groupBy(analyticsArticleViews.articleId);
      for (const row of summarized) addCount(views, row.articleId, Number(row.views));
      const [latest] = await db
        .select({ date: max(analyticsSummaries.date) })
        .from(analyticsSummaries);
      const since = latest?.date ? dayStart(addDays(latest.date, 1)) : 0;
      const recent = await db
        .select({ articleId: analyticsEvents.articleId, views: viewsOf(store) })
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.type, PAGE_VIEW),
            gte(analyticsEvents.timestamp, new Date(since)),
            inArray(analyticsEvents.articleId, [...ids]),
          ),
        )
        .groupBy(analyticsEvents.articleId);
      for (const row of recent) addCount(views, row.articleId!, row.views);
      return ids.map((articleId) => ({ articleId, views: views.get(articleId) ?? 0 }));
    },
  };
}
