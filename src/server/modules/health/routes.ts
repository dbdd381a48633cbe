import { Elysia } from 'elysia';
import { DATABASE_BUSY_RETRY_AFTER } from '../../http/database-busy';
import { databaseUnavailable } from '../../http/database-unavailable';
import type { Services } from '../../services';

/**
 * Liveness and readiness in one: the process answers and the database is
 * readable. A load balancer takes a server whose database cannot answer out
 * of rotation on the 503, and the engine is named either way.
 */
export function healthRoutes(services: Services) {
  const { health } = services;
  return new Elysia({ name: 'health' }).get('/healthz', async ({ set }) => {
    set.headers['cache-control'] = 'no-store';
    try {
      await health.probe();
    } catch (error) {
      const unavailable = databaseUnavailable(error);
      // Anything else is a fault the error handler logs and answers.
      if (!unavailable) throw error;
      set.status = 503;
      set.headers['retry-after'] = String(DATABASE_BUSY_RETRY_AFTER);
      return { status: 'unavailable', database: health.database, message: unavailable.message };
    }
    return { status: 'ok', database: health.database };
  });
}
