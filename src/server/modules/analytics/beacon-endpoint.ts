import { ANALYTICS_COLLECT_PATH } from '~/shared/analytics-beacon';
import { analyticsBeaconSchema } from '~/shared/schemas/analytics';
import { HttpError, jsonError } from '../../http/errors';
import { withoutNul } from '../../http/nul-characters';
import type { Services } from '../../services';
import { isSameOrigin } from '../auth/admin-gate';
import { readSessionToken, SESSION_COOKIE } from '../auth/session-token';
import type { AnalyticsCollector } from './collector';
import { declinesTracking, isBotUserAgent } from './uncounted-readers';

/** A beacon is a few hundred bytes; anything much larger is not one. */
export const MAX_BEACON_BYTES = 4096;

/** What every beacon gets, counted or not: a reader's page learns nothing from the answer. */
const noContent = (headers: HeadersInit = { 'Cache-Control': 'no-store' }) =>
  new Response(null, { status: 204, headers });

function tooLarge(): never {
  throw new HttpError(413, `The request body must not exceed ${MAX_BEACON_BYTES} bytes`);
}

export function parseBeacon(text: string) {
  if (text.length > MAX_BEACON_BYTES) tooLarge();
  let value: unknown;
  try {
    value = withoutNul(JSON.parse(text));
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
 * to be tracked (DNT, GPC), is a bot, or is a signed-in editor; whatever the
 * case, the answer is an empty 204 at once. The request does only what must
 * read the request itself (its origin, body, headers and cookie); the
 * visitor's hash and the database write wait for the collector's batch.
 */
export function createBeaconEndpoint(
  services: Services,
  collector: AnalyticsCollector,
  {
    siteUrl,
    finish = (response) => response,
  }: {
    siteUrl: string;
    /** What the network handler adds to every response (security headers). */
    finish?: (response: Response) => Response;
  },
) {
  const siteOrigin = new URL(siteUrl).origin;
  // The 204's headers, finished once: each answer copies them rather than setting each again.
  const answeredHeaders = finish(noContent()).headers;

  async function answerBody(request: Request, text: string, address: string): Promise<Response> {
    // Another site's pages cannot count views here.
    if (!isSameOrigin(request, siteOrigin)) {
      throw new HttpError(403, 'Cross-origin requests are not allowed');
    }
    const beacon = parseBeacon(text);
    const headers = request.headers;
    const userAgent = headers.get('user-agent') ?? '';
    if (!collector.enabled || declinesTracking(headers) || isBotUserAgent(userAgent)) {
      return noContent();
    }
    const cookie = headers.get('cookie');
    if (
      cookie?.includes(SESSION_COOKIE) &&
      (await services.auth.isSignedIn(readSessionToken(cookie)))
    ) {
      return noContent();
    }
    collector.collect(beacon, { address, userAgent });
    return noContent();
  }

  return {
    /** The route's answer, for a body already read (the app's router reads it as text). */
    answerBody,

    /**
     * Whether the network handler can answer `request` itself, before the
     * app's router: a POST to exactly the beacon's path that declares its
     * length, as every browser's beacon does. Anything else (a query
     * string, a chunked body) goes through the router to the same answer.
     */
    handles(request: Request): boolean {
      const url = request.url;
      if (request.method !== 'POST' || !url.endsWith(ANALYTICS_COLLECT_PATH)) return false;
      // The whole path, not a longer one ending the same way: it starts after "http://host".
      const pathStart = url.indexOf('/', url.indexOf('//') + 2);
      return (
        url.length - pathStart === ANALYTICS_COLLECT_PATH.length &&
        request.headers.has('content-length')
      );
    },

    /** The whole answer to a request `handles` took, with the client's address, finished. */
    async answer(request: Request, address: string): Promise<Response> {
      try {
        // The declared length is checked before a byte is read.
        if (Number(request.headers.get('content-length')) > MAX_BEACON_BYTES) tooLarge();
        await answerBody(request, await request.text(), address);
        return noContent(answeredHeaders);
      } catch (error) {
        if (error instanceof HttpError) {
          return finish(jsonError(error.status, { message: error.message }));
        }
        throw error;
      }
    },
  };
}

export type BeaconEndpoint = ReturnType<typeof createBeaconEndpoint>;
