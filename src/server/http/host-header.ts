import { jsonError } from './errors';
import { logClientError, quoted, requestLabel } from './server-log';

export const BAD_HOST_MESSAGE = 'The request needs a Host header with a valid host name';

/**
 * A request the server cannot form a URL for: HTTP/1.0 without a Host
 * header, an empty one, or one that is no host name (`Host: a b`). Bun then
 * hands over a bare path as the URL, which every route would fail to parse.
 * Such a request is the client's mistake: a 400 in the JSON error shape, one
 * log line. Null for a request with a proper URL.
 */
export function refuseBadHost(request: Request): Response | null {
  if (URL.canParse(request.url)) return null;
  const host = request.headers.get('host');
  logClientError(
    'bad host',
    `400 for ${requestLabel(request)}: ${host === null ? 'no Host header' : `Host ${quoted(host)} is not a host name`}`,
  );
  return jsonError(400, { message: BAD_HOST_MESSAGE });
}
