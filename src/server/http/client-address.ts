/** What the server knows of a request's peer: Bun's `server.requestIP`. */
export interface PeerLookup {
  requestIP(request: Request): { address: string } | null;
}

export interface ClientAddressOptions {
  /**
   * The server sits behind one reverse proxy: the client is the right-most
   * X-Forwarded-For entry, the one that proxy appended. Off, the header is
   * ignored, since any client can send it.
   */
  trustProxy: boolean;
}

/** The address of a request that did not come over the network (in-process calls, tests). */
export const LOCAL_ADDRESS = 'local';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** One spelling per client: an IPv4 client of a dual-stack socket reads as plain IPv4. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return IPV4_MAPPED.exec(trimmed)?.[1] ?? trimmed;
}

/**
 * The client's address as the socket or the proxy gave it (the right-most
 * X-Forwarded-For entry behind a trusted proxy), not yet in its one spelling:
 * a page view's address is only read when its batch is written, once per
 * reader, so it skips normalizeAddress until then.
 */
export function clientAddressAsSent(
  request: Request,
  server: PeerLookup | undefined,
  { trustProxy }: ClientAddressOptions,
): string {
  if (trustProxy) {
    // Repeated headers arrive joined with ", ", in the order they were added;
    // the last entry is cut out without splitting the list (every page view reads it).
    const forwarded = request.headers.get('x-forwarded-for');
    const last = forwarded?.slice(forwarded.lastIndexOf(',') + 1).trim();
    if (last) return last;
  }
  return server?.requestIP(request)?.address || LOCAL_ADDRESS;
}

/** The client's address in its one spelling. */
export function resolveClientAddress(
  request: Request,
  server: PeerLookup | undefined,
  options: ClientAddressOptions,
): string {
  return normalizeAddress(clientAddressAsSent(request, server, options));
}

// Routes see the Request object, not the server, so the address travels with it.
const addresses = new WeakMap<Request, string>();

/** Called once per request by the network handler, before the app sees it. */
export function rememberClientAddress(
  request: Request,
  server: PeerLookup | undefined,
  options: ClientAddressOptions,
): void {
  addresses.set(request, resolveClientAddress(request, server, options));
}

/** The client's address as remembered for this request; LOCAL_ADDRESS when none was. */
export function clientAddress(request: Request): string {
  return addresses.get(request) ?? LOCAL_ADDRESS;
}
