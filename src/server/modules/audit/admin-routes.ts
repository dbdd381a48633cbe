import { Elysia } from 'elysia';
import { type AuditEvent, activityQuerySchema } from '~/shared/schemas/audit';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';

/** The audit trail for admins: newest first, paged, the total in X-Total-Count. */
export function adminActivityRoutes(services: Services) {
  return new Elysia({ name: 'admin-activity' }).use(adminSession(services)).get(
    '/api/admin/activity',
    async ({ query, set }): Promise<AuditEvent[]> => {
      const { events, total } = await services.audit.list(query);
      set.headers['x-total-count'] = String(total);
      return events;
    },
    { query: activityQuerySchema },
  );
}
