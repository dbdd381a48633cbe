import { Elysia } from 'elysia';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';

/** The back office's author profile endpoints. */
export function adminAuthorProfileRoutes(services: Services) {
  return new Elysia({ name: 'admin-author-profiles' })
    .use(adminSession(services))
    .get('/api/admin/author-profiles', () => services.authors.listProfiles());
}
