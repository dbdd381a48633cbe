import { Elysia } from 'elysia';
import { type UserUnlockResponse, userUnlockSchema } from '~/shared/schemas/auth';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';

/**
 * Accounts, as the admin manages them. For now one action: lifting an
 * account's sign-in locks (every address locked out of it may try again, and
 * its count of misses starts afresh). By username, the name the admin knows;
 * there is no users page yet, and `gazette unlock USERNAME` does the same.
 */
export function adminUserRoutes(services: Services) {
  return new Elysia({ name: 'admin-users' }).use(adminSession(services)).post(
    '/api/admin/users/unlock',
    ({ body }): UserUnlockResponse => {
      const result = services.auth.unlock(body.username);
      if (!result) throw new HttpError(404, `There is no user named "${body.username}"`);
      return result;
    },
    { body: userUnlockSchema },
  );
}
