import { Elysia } from 'elysia';
import { analyticsReportQuerySchema, articleViewsQuerySchema } from '~/shared/schemas/analytics';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';
import type { AnalyticsCollector } from './collector';

/** The readership dashboard's figures, and each article's views for its row and its editor. */
export function adminAnalyticsRoutes(services: Services, collector: AnalyticsCollector) {
  return (
    new Elysia({ name: 'admin-analytics' })
      .use(adminSession(services))
      // What waits in memory is written first, so the figures count every beacon received.
      .get(
        '/api/admin/analytics',
        async ({ query }) => {
          await collector.flush();
          return services.analytics.report(query.days, collector.now());
        },
        { query: analyticsReportQuerySchema },
      )
      .get(
        '/api/admin/analytics/article-views',
        async ({ query }) => {
          await collector.flush();
          return services.analytics.articleViews(query.ids);
        },
        { query: articleViewsQuerySchema },
      )
  );
}
