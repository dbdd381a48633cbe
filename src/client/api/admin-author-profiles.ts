import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AuthorProfile, ValidAuthorProfileInput } from '~/shared/schemas/author-profile';
import { authorsQuery } from './authors';
import { apiRequest } from './transport';

export const ADMIN_AUTHOR_PROFILES_KEY = '/api/admin/author-profiles';

/** Every author profile, active or not, by name. */
export const adminAuthorProfilesQuery = queryOptions<AuthorProfile[]>({
  queryKey: [ADMIN_AUTHOR_PROFILES_KEY],
});

export async function createAuthorProfile(input: ValidAuthorProfileInput): Promise<AuthorProfile> {
  const response = await apiRequest('POST', ADMIN_AUTHOR_PROFILES_KEY, input);
  return (await response.json()) as AuthorProfile;
}

export async function updateAuthorProfile(
  id: number,
  input: ValidAuthorProfileInput,
): Promise<AuthorProfile> {
  const response = await apiRequest('PATCH', `${ADMIN_AUTHOR_PROFILES_KEY}/${id}`, input);
  return (await response.json()) as AuthorProfile;
}

export async function deleteAuthorProfile(id: number): Promise<void> {
  await apiRequest('DELETE', `${ADMIN_AUTHOR_PROFILES_KEY}/${id}`);
}

/** After a change: the admin list, the public newsroom list and every public profile. */
export function invalidateAuthorProfiles(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminAuthorProfilesQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: authorsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/author-profiles'] }),
  ]).then(() => undefined);
}
