import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { LoginInput, SessionResponse, UsernameChangeInput } from '~/shared/schemas/auth';
import { queryKeyUrl } from './query-client';
import { apiRequest } from './transport';

export const ADMIN_SESSION_KEY = ['/api/admin/auth/session'] as const;

export const SIGNED_OUT: SessionResponse = { authenticated: false, user: null };

/** Who is signed in. Any failure reads as signed out. */
export const adminSessionQuery = queryOptions({
  queryKey: ADMIN_SESSION_KEY,
  queryFn: async ({ queryKey }): Promise<SessionResponse> => {
    try {
      const response = await apiRequest('GET', queryKeyUrl(queryKey));
      return (await response.json()) as SessionResponse;
    } catch {
      return SIGNED_OUT;
    }
  },
});

export interface LoginResponse {
  user: { username: string };
}

export async function login(input: LoginInput): Promise<LoginResponse> {
  const response = await apiRequest('POST', '/api/admin/auth/login', input);
  return (await response.json()) as LoginResponse;
}

export async function logout(): Promise<void> {
  // Read to the end: an unread body shows as an aborted request in devtools.
  await (await apiRequest('POST', '/api/admin/auth/logout')).text();
}

export async function changeUsername(input: UsernameChangeInput): Promise<LoginResponse> {
  const response = await apiRequest('PATCH', '/api/admin/auth/username', input);
  return (await response.json()) as LoginResponse;
}

/** Asks the server again, ignoring the cache: after signing in or renaming. */
export function refreshAdminSession(queryClient: QueryClient): Promise<SessionResponse> {
  return queryClient.fetchQuery({ ...adminSessionQuery, staleTime: 0 });
}

/** After signing out: no admin data stays in memory. */
export function forgetAdminData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' &&
      query.queryKey[0].startsWith('/api/admin/') &&
      query.queryKey[0] !== ADMIN_SESSION_KEY[0],
  });
  queryClient.setQueryData(ADMIN_SESSION_KEY, SIGNED_OUT);
}
