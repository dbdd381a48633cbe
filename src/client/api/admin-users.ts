import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { UserUnlockResponse } from '~/shared/schemas/auth';
import type {
  NewUserInput,
  PasswordChangeInput,
  UserAccount,
  UserUpdateInput,
} from '~/shared/schemas/user';
import { queryKeyUrl } from './query-client';
import { apiRequest } from './transport';

export const ADMIN_USERS_KEY = '/api/admin/users';

/** Every account, the first admin first. */
export const adminUsersQuery = queryOptions({
  queryKey: [ADMIN_USERS_KEY] as const,
  queryFn: async ({ queryKey }): Promise<UserAccount[]> => {
    const response = await apiRequest('GET', queryKeyUrl(queryKey));
    return (await response.json()) as UserAccount[];
  },
});

export async function createUser(input: NewUserInput): Promise<UserAccount> {
  const response = await apiRequest('POST', ADMIN_USERS_KEY, input);
  return (await response.json()) as UserAccount;
}

export async function updateUser(id: string, change: UserUpdateInput): Promise<UserAccount> {
  const response = await apiRequest(
    'PATCH',
    `${ADMIN_USERS_KEY}/${encodeURIComponent(id)}`,
    change,
  );
  return (await response.json()) as UserAccount;
}

export async function unlockUser(username: string): Promise<UserUnlockResponse> {
  const response = await apiRequest('POST', `${ADMIN_USERS_KEY}/unlock`, { username });
  return (await response.json()) as UserUnlockResponse;
}

/** The signed-in user's own password. */
export async function changePassword(input: PasswordChangeInput): Promise<void> {
  await (await apiRequest('PATCH', '/api/admin/auth/password', input)).text();
}

export function invalidateUsers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_KEY] });
}
