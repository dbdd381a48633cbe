import { z } from 'zod';
import { DEFAULT_USER_ROLE, USER_ROLES, type UserRole } from '../roles';
import { usernameSchema } from './auth';

/** A password as the spec's account rules allow it; the server also refuses the most common ones. */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(6, 'Password must be at least 6 characters')
  .max(100, 'Password must be less than 100 characters');

export const userRoleSchema = z.enum(USER_ROLES, {
  error: 'Role must be admin, editor or author',
});

/** POST /api/admin/users: the password given is a temporary one, changed at the first sign-in. */
export const newUserSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  role: userRoleSchema.default(DEFAULT_USER_ROLE),
});

export type NewUserInput = z.input<typeof newUserSchema>;

/** PATCH /api/admin/users/{id}: one change at a time, as the users page makes them. */
export const userUpdateSchema = z
  .object({
    role: userRoleSchema.optional(),
    active: z.boolean({ error: 'Active must be true or false' }).optional(),
    temporaryPassword: passwordSchema.optional(),
  })
  .refine(
    (change) =>
      change.role !== undefined ||
      change.active !== undefined ||
      change.temporaryPassword !== undefined,
    { message: 'Send a role, active or a temporaryPassword' },
  );

export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** PATCH /api/admin/auth/password: every user's own password, the current one required. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: passwordSchema,
});

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** An account as the users API answers it: never a password or its hash. */
export interface UserAccount {
  id: string;
  username: string;
  role: UserRole;
  active: boolean;
  mustChangePassword: boolean;
  lastLogin: string | null;
  createdAt: string;
}
