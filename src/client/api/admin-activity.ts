import { queryOptions } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE, type AuditEvent } from '~/shared/schemas/audit';
import { queryKeyUrl } from './query-client';
import { apiRequest } from './transport';

export interface ActivityPage {
  events: AuditEvent[];
  total: number;
}

/** One page of the audit trail, newest first (page 1 is the newest). */
export function activityQuery(page: number) {
  return queryOptions({
    queryKey: [
      '/api/admin/activity',
      { limit: ACTIVITY_PAGE_SIZE, offset: (page - 1) * ACTIVITY_PAGE_SIZE },
    ] as const,
    queryFn: async ({ queryKey }): Promise<ActivityPage> => {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      const events = (await response.json()) as AuditEvent[];
      return { events, total: Number(response.headers.get('x-total-count') ?? events.length) };
    },
  });
}
