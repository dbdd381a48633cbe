import type { PeerLookup } from '~/server/http/client-address';
import { SESSION_COOKIE } from '~/server/modules/auth/session-token';
import type { TestApp } from './test-app';

/** Test support: requests as the admin's own pages send them. */

export const DEFAULT_PASSWORD = 'correct-horse-battery';

/** The `name=value` pair to send back, from a response's Set-Cookie; null when cleared or absent. */
export function sessionCookieOf(response: Response): string | null {
  for (const cookie of response.headers.getSetCookie()) {
    if (!cookie.startsWith(`${SESSION_COOKIE}=`)) continue;
    const pair = cookie.split(';', 1)[0]!;
    return pair === `${SESSION_COOKIE}=` ? null : pair;
  }
  return null;
}

export interface AdminRequestOptions {
  cookie?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
  /** The peer address the request arrives from; without it, the in-process fallback. */
  address?: string;
}

/** A stand-in for Bun's server that reports `address` as the peer of every request. */
export function peerAt(address: string): PeerLookup {
  return { requestIP: () => ({ address }) };
}

/** A same-origin JSON request, with the session cookie when given. */
export function adminInit(
  t: TestApp,
  method: string,
  { cookie, body, headers = {} }: AdminRequestOptions = {},
): RequestInit {
  return {
    method,
    headers: {
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json', Origin: t.siteUrl }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

export function adminRequest(
  t: TestApp,
  method: string,
  path: string,
  options?: AdminRequestOptions,
) {
  const init = adminInit(t, method, options);
  if (options?.address === undefined) return t.request(path, init);
  return t.fetch(new Request(`${t.siteUrl}${path}`, init), peerAt(options.address));
}

export function postLogin(
  t: TestApp,
  username: string,
  password: string,
  cookie?: string | null,
  address?: string,
) {
  return adminRequest(t, 'POST', '/api/admin/auth/login', {
    body: { username, password },
    cookie,
    address,
  });
}

export async function createAdmin(t: TestApp, username: string, password = DEFAULT_PASSWORD) {
  return t.services.users.create({ username, password, role: 'admin' });
}

/** Creates the user if needed and signs in; returns the Cookie header value. */
export async function signIn(t: TestApp, username = 'editor', password = DEFAULT_PASSWORD) {
  const response = await postLogin(t, username, password);
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}
