import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export function createUserService(db: Db) {
  return {
    count(): number {
      return db.select({ total: count() }).from(users).get()?.total ?? 0;
    },

    /** Stores an argon2id hash of the password, never the password. */
    async create(input: { username: string; password: string; role: string }) {
      const passwordHash = await Bun.password.hash(input.password, { algorithm: 'argon2id' });
      return db
        .insert(users)
        .values({ username: input.username, passwordHash, role: input.role })
        .returning({ id: users.id, username: users.username, role: users.role })
        .get();
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
