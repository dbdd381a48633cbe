/**
 * How API calls reach the server. In the browser that is fetch with the
 * session cookie; while the server renders a page it swaps in a transport that
 * answers from the services directly, with exactly the JSON shape the browser
 * would receive (server/ssr/page-data-reader.ts).
 */
export type ApiTransport = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * How long a read may take before the page gives up and offers "Try again":
 * on a train or in a lift a request can hang far longer than a reader waits.
 * Writes (a form, an upload) are never cut short.
 */
export const LOAD_TIMEOUT_MS = 10_000;

let transport: ApiTransport = (path, init) =>
  fetch(path, {
    credentials: 'include',
    signal: !init?.method || init.method === 'GET' ? AbortSignal.timeout(LOAD_TIMEOUT_MS) : null,
    ...init,
  });

export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Any non-OK response: "status: body text", or the status text when empty. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's own message from a JSON error body, for toasts and alerts. */
  get serverMessage(): string | null {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : null;
    } catch {
      return this.body || null;
    }
  }
}

/** One API call: JSON content type, a body only when there is a payload. */
export async function apiRequest(
  method: string,
  path: string,
  payload?: unknown,
): Promise<Response> {
  const response = await transport(path, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return response;
}
