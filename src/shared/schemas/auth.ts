import { z } from 'zod';

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});

export type LoginInput = z.input<typeof loginSchema>;

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be less than 50 characters');

export const userCreationSchema = z.object({
  username: usernameSchema,
  password: z
    .string()
    .min(6, 'Password must be at least 6 characters')
    .max(100, 'Password must be less than 100 characters'),
  role: z.string().trim().min(1).default('author'),
});

export const usernameChangeSchema = z.object({
  newUsername: usernameSchema,
  currentPassword: z.string().min(1, 'Current password is required'),
});

export type UsernameChangeInput = z.input<typeof usernameChangeSchema>;

/** GET /api/admin/auth/session: whether someone is signed in, and who. */
export interface SessionResponse {
  authenticated: boolean;
  user: {
    username: string;
    role: string;
    lastLogin: string | null;
    /** Present (true) only while a temporary password must still be changed. */
    mustChangePassword?: true;
  } | null;
}

/** POST /api/admin/users/unlock: the account whose sign-in locks are lifted. */
export const userUnlockSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
});

/** What lifting the locks did: how many client addresses were locked out of the account. */
export interface UserUnlockResponse {
  username: string;
  released: number;
}
