import { Elysia } from 'elysia';
import { z } from 'zod';
import type { AuditAction } from '~/shared/schemas/audit';
import { type UserUnlockResponse, userUnlockSchema } from '~/shared/schemas/auth';
import { newUserSchema, type UserAccount, userUpdateSchema } from '~/shared/schemas/user';
import { clientAddress } from '../../http/client-address';
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
 * re-enable, issue a new temporary password, and lift sign-in locks. Every
 * change goes on the audit trail.
 */
export function adminUserRoutes(services: Services) {
  return (
    new Elysia({ name: 'admin-users' })
      .use(adminSession(services))
      .get('/api/admin/users', (): Promise<UserAccount[]> => services.users.list())
      .post(
        '/api/admin/users',
        async ({ admin, body, request, set }): Promise<UserAccount> => {
          refuseCommonPassword(body.password, 'password');
          const result = await services.users.createAccount(body);
          if (!result.ok)
            throw new HttpError(409, `The username "${body.username}" is already taken`);
          await services.audit.record({
            actor: admin,
            action: 'user.create',
            target: result.user.username,
            detail: `role ${result.user.role}`,
            address: clientAddress(request),
          });
          set.status = 201;
          return result.user;
        },
        { body: newUserSchema },
      )
      // Literal before the parameter route: "unlock" is not a user id.
      .post(
        '/api/admin/users/unlock',
        async ({ admin, body, request }): Promise<UserUnlockResponse> => {
          const result = await services.auth.unlock(body.username);
          if (!result) throw new HttpError(404, `There is no user named "${body.username}"`);
          await services.audit.record({
            actor: admin,
            action: 'user.unlock',
            target: result.username,
            detail: `${result.released} locked ${result.released === 1 ? 'address' : 'addresses'} released`,
            address: clientAddress(request),
          });
          return result;
        },
        { body: userUnlockSchema },
      )
      .patch(
        '/api/admin/users/:id',
        async ({ admin, params, body, request }): Promise<UserAccount> => {
          if (body.temporaryPassword !== undefined) {
            refuseCommonPassword(body.temporaryPassword, 'temporaryPassword');
          }
          const result = await services.users.update(params.id, body);
          if (!result.ok) {
            if (result.reason === 'last-admin') throw new HttpError(409, LAST_ADMIN_MESSAGE);
            throw new HttpError(404, 'User not found');
          }
          const record = (action: AuditAction, detail?: string) =>
            services.audit.record({
              actor: admin,
              action,
              target: result.user.username,
              detail,
              address: clientAddress(request),
            });
          if (result.before.role !== result.user.role) {
            await record('user.role', `${result.before.role} to ${result.user.role}`);
          }
          if (result.before.active !== result.user.active) {
            await record(result.user.active ? 'user.enable' : 'user.disable');
          }
          if (body.temporaryPassword !== undefined) await record('user.temporary-password');
          return result.user;
        },
        { params: idParams, body: userUpdateSchema },
      )
  );
}
