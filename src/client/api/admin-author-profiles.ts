import { queryOptions } from '@tanstack/react-query';
import type { AuthorProfile } from '~/shared/schemas/author-profile';

export const ADMIN_AUTHOR_PROFILES_KEY = '/api/admin/author-profiles';

/** Every author profile, active or not, by name. */
export const adminAuthorProfilesQuery = queryOptions<AuthorProfile[]>({
  queryKey: [ADMIN_AUTHOR_PROFILES_KEY],
});
