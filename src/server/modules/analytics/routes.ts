import { Elysia } from 'elysia';
import { ANALYTICS_COLLECT_PATH } from '~/shared/analytics-beacon';
import { analyticsBeaconSchema } from '~/shared/schemas/analytics';
import { clientAddress } from '../../http/client-address';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { isSameOrigin } from '../auth/admin-gate';
import { readSessionToken } from '../auth/session-token';
import type { AnalyticsCollector } from './collector';
import { declinesTracking, isBotUserAgent } from './uncounted-readers';

/** A beacon is a few hundred bytes; anything much larger is not one. */
const MAX_BEACON_BYTES = 4096;

/** What every beacon gets, counted or not: a reader's page learns nothing from the answer. */
const noContent = () =>
  new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

function parseBeacon(text: string) {
  if (text.length > MAX_BEACON_BYTES) {
    throw new HttpError(413, `The request body must not exceed ${MAX_BEACON_BYTES} bytes`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
  const beacon = analyticsBeaconSchema.safeParse(value);
  if (!beacon.success) {
    const issue = beacon.error.issues[0]!;
    const where = issue.path.join('.');
    throw new HttpError(422, where ? `${where}: ${issue.message}` : issue.message);
  }
  return beacon.data;
}

/**
 * POST /api/analytics: a reader's page view or search, sent by the page's
 * beacon (navigator.sendBeacon, as text). Counted unless the reader asks not
 * to be tracked (DNT, GPC), is a bot, or is a signed-in editor.
 */
export function analyticsCollectRoutes(
  services: Services,
  collector: AnalyticsCollector,
  { siteUrl }: { siteUrl: string },
) {
  const siteOrigin = new URL(siteUrl).origin;
  return new Elysia({ name: 'analytics-collect' }).post(
    ANALYTICS_COLLECT_PATH,
    ({ body, request }) => {
      // Another site's pages cannot count views here.
      if (!isSameOrigin(request, siteOrigin)) {
        throw new HttpError(403, 'Cross-origin requests are not allowed');
      }
      const beacon = parseBeacon(typeof body === 'string' ? body : '');
      const userAgent = request.headers.get('user-agent') ?? '';
      if (!collector.enabled || declinesTracking(request.headers) || isBotUserAgent(userAgent)) {
        return noContent();
      }
      const cookie = request.headers.get('cookie');
      if (cookie && services.auth.isSignedIn(readSessionToken(cookie))) return noContent();
      collector.collect(beacon, { address: clientAddress(request), userAgent });
      return noContent();
    },
    // sendBeacon sends its JSON as text/plain; read every body as text, whatever it claims.
    { parse: 'text' },
  );
}
