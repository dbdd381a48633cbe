import { and, asc, count, eq, ne } from 'drizzle-orm';
import { isUserRole, type UserRole } from '~/shared/roles';
import type { UserAccount } from '~/shared/schemas/user';
import { sessions, users } from '../../db/schema';
import type { Store } from '../../db/store';
import { hashPassword } from '../auth/password';

const accountColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  active: users.active,
  mustChangePassword: users.mustChangePassword,
  lastLogin: users.lastLogin,
  createdAt: users.createdAt,
};

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
  return {
    count(): number {
      return db.select({ total: count() }).from(users).get()?.total ?? 0;
    },

    /** Stores an argon2id hash of the password, never the password. */
    async create(input: {
      username: string;
      password: string;
      role: string;
      mustChangePassword?: boolean;
    }) {
      const passwordHash = await hashPassword(input.password);
      return db
        .insert(users)
        .values({
          username: input.username,
          passwordHash,
          role: input.role,
          mustChangePassword: input.mustChangePassword ?? false,
        })
        .returning({ id: users.id, username: users.username, role: users.role })
        .get();
    },

    /** Every account, oldest first: the first admin heads the list. */
    list(): UserAccount[] {
      return db
        .select(accountColumns)
        .from(users)
        .orderBy(asc(users.createdAt), asc(users.username))
        .all()
        .map(toAccount);
    },

    findById(id: string): UserAccount | null {
      const row = db.select(accountColumns).from(users).where(eq(users.id, id)).get();
      return row ? toAccount(row) : null;
    },

    /** A new account with a temporary password, changed at its first sign-in. */
    async createAccount(input: {
      username: string;
      password: string;
      role: UserRole;
    }): Promise<AccountCreateResult> {
      const taken = db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, input.username))
        .get();
      if (taken) return { ok: false, reason: 'taken' };
      try {
        const { id } = await this.create({ ...input, mustChangePassword: true });
        return { ok: true, user: this.findById(id)! };
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
     * check and the write share one immediate transaction, so two admins
     * demoting each other at once cannot both succeed.
     */
    async update(id: string, change: AccountChange): Promise<AccountChangeResult> {
      const passwordHash =
        change.temporaryPassword === undefined
          ? undefined
          : await hashPassword(change.temporaryPassword);
      return db.transaction(
        (tx): AccountChangeResult => {
          const row = tx.select(accountColumns).from(users).where(eq(users.id, id)).get();
          if (!row) return { ok: false, reason: 'not-found' };
          const before = toAccount(row);
          const stillAdmin = (change.role ?? before.role) === 'admin';
          const stillActive = change.active ?? before.active;
          if (before.role === 'admin' && before.active && !(stillAdmin && stillActive)) {
            const otherAdmins =
              tx
                .select({ total: count() })
                .from(users)
                .where(and(eq(users.role, 'admin'), eq(users.active, true), ne(users.id, id)))
                .get()?.total ?? 0;
            if (otherAdmins === 0) return { ok: false, reason: 'last-admin' };
          }
          tx.update(users)
            .set({
              ...(change.role === undefined ? {} : { role: change.role }),
              ...(change.active === undefined ? {} : { active: change.active }),
              ...(passwordHash === undefined ? {} : { passwordHash, mustChangePassword: true }),
            })
            .where(eq(users.id, id))
            .run();
          if (change.active === false || passwordHash !== undefined) {
            tx.delete(sessions).where(eq(sessions.userId, id)).run();
          }
          const after = tx.select(accountColumns).from(users).where(eq(users.id, id)).get()!;
          return { ok: true, user: toAccount(after), before };
        },
        { behavior: 'immediate' },
      );
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
