import { and, asc, count, eq, ne } from 'drizzle-orm';
import { isUserRole, type UserRole } from '~/shared/roles';
import type { UserAccount } from '~/shared/schemas/user';
import type { Store } from '../../db/store';
import { hashPassword } from '../auth/password';

/** The columns an account is shown with: never its password hash. */
function accountColumns({ users }: Store['tables']) {
  return {
    id: users.id,
    username: users.username,
    role: users.role,
    active: users.active,
    mustChangePassword: users.mustChangePassword,
    lastLogin: users.lastLogin,
    createdAt: users.createdAt,
  };
}

type AccountRow = {
  id: string;
  username: string;
  role: string;
  active: boolean;
  mustChangePassword: boolean;
  lastLogin: Date | null;
  createdAt: Date;
};

/** A role stored before roles were enforced, or by hand, counts as the least one. */
function knownRole(role: string): UserRole {
  return isUserRole(role) ? role : 'author';
}

function toAccount(row: AccountRow): UserAccount {
  return {
    ...row,
    role: knownRole(row.role),
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One change the users page makes to an account. */
export interface AccountChange {
  role?: UserRole;
  active?: boolean;
  temporaryPassword?: string;
}

export type AccountChangeResult =
  | { ok: true; user: UserAccount; before: UserAccount }
  | { ok: false; reason: 'not-found' | 'last-admin' };

export type AccountCreateResult = { ok: true; user: UserAccount } | { ok: false; reason: 'taken' };

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (/UNIQUE constraint failed: users\.username/.test(current.message)) return true;
  }
  return false;
}

/** The newsroom's accounts: who may sign in, with which role. */
export function createUserService(store: Store) {
  const { db } = store;
  const { sessions, users } = store.tables;
  const account = accountColumns(store.tables);
  return {
    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(users);
      return row?.total ?? 0;
    },

    /** Stores an argon2id hash of the password, never the password. */
    async create(input: {
      username: string;
      password: string;
      role: string;
      mustChangePassword?: boolean;
    }) {
      // Hashed before the transaction: the write lock is not held for argon2.
      const passwordHash = await hashPassword(input.password);
      const [created] = await store.transaction((tx) =>
        tx
          .insert(users)
          .values({
            username: input.username,
            passwordHash,
            role: input.role,
            mustChangePassword: input.mustChangePassword ?? false,
          })
          .returning({ id: users.id, username: users.username, role: users.role }),
      );
      return created!;
    },

    /** Every account, oldest first: the first admin heads the list. */
    async list(): Promise<UserAccount[]> {
      const rows = await db
        .select(account)
        .from(users)
        .orderBy(asc(users.createdAt), asc(users.username));
      return rows.map(toAccount);
    },

    async findById(id: string): Promise<UserAccount | null> {
      const [row] = await db.select(account).from(users).where(eq(users.id, id)).limit(1);
      return row ? toAccount(row) : null;
    },

    /** A new account with a temporary password, changed at its first sign-in. */
    async createAccount(input: {
      username: string;
      password: string;
      role: UserRole;
    }): Promise<AccountCreateResult> {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, input.username))
        .limit(1);
      if (taken) return { ok: false, reason: 'taken' };
      try {
        const { id } = await this.create({ ...input, mustChangePassword: true });
        return { ok: true, user: (await this.findById(id))! };
      } catch (error) {
        // Another request took the name while the password was hashed.
        if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
        throw error;
      }
    },

    /**
     * Changes an account's role, turns it off or on, or gives it a temporary
     * password. Disabling or a new password ends the account's sessions at
     * once. The last active admin can never be demoted or disabled: the
     * check and the write share one transaction, so two admins
     * demoting each other at once cannot both succeed.
     */
    async update(id: string, change: AccountChange): Promise<AccountChangeResult> {
      const passwordHash =
        change.temporaryPassword === undefined
          ? undefined
          : await hashPassword(change.temporaryPassword);
      return store.transaction(async (tx): Promise<AccountChangeResult> => {
        const [row] = await tx.select(account).from(users).where(eq(users.id, id)).limit(1);
        if (!row) return { ok: false, reason: 'not-found' };
        const before = toAccount(row);
        const stillAdmin = (change.role ?? before.role) === 'admin';
        const stillActive = change.active ?? before.active;
        if (before.role === 'admin' && before.active && !(stillAdmin && stillActive)) {
          const [others] = await tx
            .select({ total: count() })
            .from(users)
            .where(and(eq(users.role, 'admin'), eq(users.active, true), ne(users.id, id)));
          if ((others?.total ?? 0) === 0) return { ok: false, reason: 'last-admin' };
        }
        const [after] = await tx
          .update(users)
          .set({
            ...(change.role === undefined ? {} : { role: change.role }),
            ...(change.active === undefined ? {} : { active: change.active }),
            ...(passwordHash === undefined ? {} : { passwordHash, mustChangePassword: true }),
          })
          .where(eq(users.id, id))
          .returning(account);
        if (change.active === false || passwordHash !== undefined) {
          await tx.delete(sessions).where(eq(sessions.userId, id));
        }
        return { ok: true, user: toAccount(after!), before };
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
