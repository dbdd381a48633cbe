import { Elysia } from 'elysia';
import { z } from 'zod';
import { type UserUnlockResponse, userUnlockSchema } from '~/shared/schemas/auth';
import { newUserSchema, type UserAccount, userUpdateSchema } from '~/shared/schemas/user';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { adminSession } from '../auth/admin-gate';
import { refuseCommonPassword } from '../auth/common-passwords';

const idParams = z.object({ id: z.string().min(1).max(100) });

export const LAST_ADMIN_MESSAGE =
  'The last active admin cannot be disabled or lose the admin role; make another admin first';

/**
 * Accounts, as an admin manages them (the route policy lets no other role
 * in): list, create with a temporary password, change a role, disable and
 * re-enable, issue a new temporary password, and lift sign-in locks.
 */
export function adminUserRoutes(services: Services) {
  return (
    new Elysia({ name: 'admin-users' })
      .use(adminSession(services))
      .get('/api/admin/users', (): UserAccount[] => services.users.list())
      .post(
        '/api/admin/users',
        async ({ body, set }): Promise<UserAccount> => {
          refuseCommonPassword(body.password, 'password');
          const result = await services.users.createAccount(body);
          if (!result.ok)
            throw new HttpError(409, `The username "${body.username}" is already taken`);
          set.status = 201;
          return result.user;
        },
        { body: newUserSchema },
      )
      // Literal before the parameter route: "unlock" is not a user id.
      .post(
        '/api/admin/users/unlock',
        ({ body }): UserUnlockResponse => {
          const result = services.auth.unlock(body.username);
          if (!result) throw new HttpError(404, `There is no user named "${body.username}"`);
          return result;
        },
        { body: userUnlockSchema },
      )
      .patch(
        '/api/admin/users/:id',
        async ({ params, body }): Promise<UserAccount> => {
          if (body.temporaryPassword !== undefined) {
            refuseCommonPassword(body.temporaryPassword, 'temporaryPassword');
          }
          const result = await services.users.update(params.id, body);
          if (result.ok) return result.user;
          if (result.reason === 'last-admin') throw new HttpError(409, LAST_ADMIN_MESSAGE);
          throw new HttpError(404, 'User not found');
        },
        { params: idParams, body: userUpdateSchema },
      )
  );
}
