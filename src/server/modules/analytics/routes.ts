import { Elysia } from 'elysia';
import { ANALYTICS_COLLECT_PATH } from '~/shared/analytics-beacon';
import { clientAddress } from '../../http/client-address';
import type { BeaconEndpoint } from './beacon-endpoint';

/**
 * POST /api/analytics through the app's router. A browser's beacon is
 * answered before the router by the network handler (beacon-endpoint.ts);
 * this route gives the same answer to the rest (a query string, a chunked
 * body, a request made in-process).
 */
export function analyticsCollectRoutes(endpoint: BeaconEndpoint) {
  return new Elysia({ name: 'analytics-collect' }).post(
    ANALYTICS_COLLECT_PATH,
    ({ body, request }) =>
      endpoint.answerBody(request, typeof body === 'string' ? body : '', clientAddress(request)),
    // sendBeacon sends its JSON as text/plain; read every body as text, whatever it claims.
    { parse: 'text' },
  );
}
