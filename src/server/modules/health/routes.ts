import { Elysia } from 'elysia';
import type { Services } from '../../services';

/** Liveness and readiness in one: the process answers and the database is readable. */
export function healthRoutes(services: Services) {
  return new Elysia({ name: 'health' }).get('/healthz', async ({ set }) => {
    set.headers['cache-control'] = 'no-store';
    await services.adminArticles.count();
    return { status: 'ok' };
  });
}
