import { z } from 'zod';

/** Longest search query kept; longer ones are cut, as the search box itself caps them. */
export const MAX_SEARCH_QUERY_LENGTH = 200;
const MAX_URL_LENGTH = 2048;

/** The collector's body (sent as text by navigator.sendBeacon, parsed as JSON). */
export const analyticsBeaconSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('pageview'),
      path: z
        .string()
        .max(MAX_URL_LENGTH, `must be at most ${MAX_URL_LENGTH} characters`)
        .regex(/^\/(?!\/)/, 'must be a path on this site'),
      referrer: z
        .string()
        .max(MAX_URL_LENGTH, `must be at most ${MAX_URL_LENGTH} characters`)
        .optional(),
    }),
    z.object({
      type: z.literal('search'),
      query: z.string().max(1000, 'must be at most 1000 characters'),
      results: z
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(0, 'must be 0 or more'),
    }),
  ],
  { error: 'must be a page view or a search' },
);

export type ValidAnalyticsBeacon = z.output<typeof analyticsBeaconSchema>;

/** The dashboard's periods, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** GET /api/admin/analytics?days=7|30|90 (7 when left out). */
export const analyticsReportQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], { error: 'must be 7, 30 or 90' })
    .default('7')
    .transform((value) => Number(value) as AnalyticsPeriod),
});

/** Most ids one views request may ask for: a page of the admin list. */
export const MAX_VIEWS_IDS = 100;

/** GET /api/admin/analytics/article-views?ids=1,2,3 */
export const articleViewsQuerySchema = z.object({
  ids: z
    .string({ error: 'is required' })
    .transform((value) => value.split(',').map((id) => id.trim()))
    .pipe(
      z
        .array(z.string().regex(/^[1-9]\d{0,15}$/, 'must be article ids separated by commas'))
        .min(1, 'must name at least one article')
        .max(MAX_VIEWS_IDS, `must name at most ${MAX_VIEWS_IDS} articles`),
    )
    .transform((ids) => [...new Set(ids.map(Number))]),
});

export interface AnalyticsDay {
  /** YYYY-MM-DD, a UTC calendar day. */
  date: string;
  totalViews: number;
  uniqueVisitors: number;
}

/** GET /api/admin/analytics: the period's days, oldest first, and its top lists. */
export interface AnalyticsReport {
  days: AnalyticsDay[];
  topArticles: Array<{ articleId: number; title: string; views: number }>;
  /** `results`: what the query found the last time it was run. */
  topSearches: Array<{ query: string; count: number; results: number }>;
  /** Searches that found nothing, most frequent first. */
  unansweredSearches: Array<{ query: string; count: number }>;
  referrers: Array<{ referrer: string; views: number }>;
  sections: Array<{ section: string; views: number }>;
  /** Share of visitors who viewed one page only, from 0 to 1, over the whole period. */
  bounceRate: number;
}

/** GET /api/admin/analytics/article-views: every view each article has had. */
export interface ArticleViewCount {
  articleId: number;
  views: number;
}
