import { queryOptions } from '@tanstack/react-query';
import {
  type AnalyticsPeriod,
  type AnalyticsReport,
  type ArticleViewCount,
  MAX_VIEWS_IDS,
} from '~/shared/schemas/analytics';
import { queryKeyUrl } from './query-client';
import { apiRequest } from './transport';

export const ADMIN_ANALYTICS_KEY = '/api/admin/analytics';
const ARTICLE_VIEWS_PATH = `${ADMIN_ANALYTICS_KEY}/article-views`;

/** The dashboard's figures for the `days` that end today. */
export function analyticsReportQuery(days: AnalyticsPeriod) {
  return queryOptions({
    queryKey: [ADMIN_ANALYTICS_KEY, { days }] as const,
    queryFn: async ({ queryKey }): Promise<AnalyticsReport> => {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      return (await response.json()) as AnalyticsReport;
    },
  });
}

type Waiting = { resolve: (views: number) => void; reject: (error: unknown) => void };

let waiting = new Map<number, Waiting[]>();

/** Asks once for every article whose views were wanted in the same moment (a page of cards). */
async function askForWaitingViews(): Promise<void> {
  const batch = waiting;
  waiting = new Map();
  const ids = [...batch.keys()];
  for (let start = 0; start < ids.length; start += MAX_VIEWS_IDS) {
    const part = ids.slice(start, start + MAX_VIEWS_IDS);
    try {
      const response = await apiRequest('GET', `${ARTICLE_VIEWS_PATH}?ids=${part.join(',')}`);
      const counts = (await response.json()) as ArticleViewCount[];
      const views = new Map(counts.map((count) => [count.articleId, count.views]));
      for (const id of part) {
        for (const { resolve } of batch.get(id) ?? []) resolve(views.get(id) ?? 0);
      }
    } catch (error) {
      for (const id of part) for (const { reject } of batch.get(id) ?? []) reject(error);
    }
  }
}

function viewsOf(articleId: number): Promise<number> {
  return new Promise((resolve, reject) => {
    if (waiting.size === 0) setTimeout(() => void askForWaitingViews(), 0);
    const list = waiting.get(articleId) ?? [];
    list.push({ resolve, reject });
    waiting.set(articleId, list);
  });
}

/**
 * Every view one article has had. Each card asks for its own; the asks of
 * one render go out as one request.
 */
export function articleViewsQuery(articleId: number) {
  return queryOptions({
    queryKey: [ARTICLE_VIEWS_PATH, articleId] as const,
    queryFn: () => viewsOf(articleId),
  });
}
