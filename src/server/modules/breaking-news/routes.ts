import { Elysia } from 'elysia';
import type { Services } from '../../services';

export function publicBreakingNewsRoutes(services: Services) {
  return new Elysia({ name: 'public-breaking-news' }).get('/api/breaking-news', async () =>
    (await services.breakingNews.listActive()).map(({ id, text, link, active, priority }) => ({
      id,
      text,
      link,
      active,
      priority,
    })),
  );
}
