import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { signInFailures } from '~/server/db/schema';
import { LOCAL_ADDRESS } from '~/server/http/client-address';
import { accountKey, addressKey, QUIET_PERIOD_MS } from '~/server/modules/auth/sign-in-lockout';

/** Test support: sign-in records written and read directly, without spending argon2 checks. */

export interface SignInRecord {
  failures: number;
  lockCount: number;
  lockedUntil: Date | null;
}

/**
 * Sets the record of `username` from `address` (the in-process address by
 * default), as if that address had missed that often.
 */
export function setSignInRecord(
  db: Db,
  username: string,
  record: Partial<SignInRecord> & { address?: string },
): void {
  const { address = LOCAL_ADDRESS, ...fields } = record;
  const now = Date.now();
  const values = {
    failures: fields.failures ?? 0,
    lockCount: fields.lockCount ?? 0,
    lockedUntil: fields.lockedUntil ?? null,
    lastFailureAt: new Date(now),
    forgetAt: new Date(Math.max(now, fields.lockedUntil?.getTime() ?? 0) + QUIET_PERIOD_MS),
  };
  db.insert(signInFailures)
    .values({ account: accountKey(username), address: addressKey(address), ...values })
    .onConflictDoUpdate({
      target: [signInFailures.account, signInFailures.address],
      set: values,
    })
    .run();
}

/** Locks `username` for `address` (the in-process address by default) until `until`. */
export function lockSignIn(db: Db, username: string, until: Date, address?: string): void {
  setSignInRecord(db, username, { address, failures: 5, lockCount: 1, lockedUntil: until });
}

/** The record of `username` from `address`, or undefined when it has none. */
export function signInRecord(
  db: Db,
  username: string,
  address = LOCAL_ADDRESS,
): SignInRecord | undefined {
  return db
    .select({
      failures: signInFailures.failures,
      lockCount: signInFailures.lockCount,
      lockedUntil: signInFailures.lockedUntil,
    })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.account, accountKey(username)),
        eq(signInFailures.address, addressKey(address)),
      ),
    )
    .get();
}

/** Forgets every sign-in record: no address is locked out of anything. */
export function clearSignInRecords(db: Db): void {
  db.delete(signInFailures).run();
}
