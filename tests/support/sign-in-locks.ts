import { and, eq } from 'drizzle-orm';
import type { Store } from '~/server/db/store';
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
export async function setSignInRecord(
  store: Store,
  username: string,
  record: Partial<SignInRecord> & { address?: string },
): Promise<void> {
  const { signInFailures } = store.tables;
  const { address = LOCAL_ADDRESS, ...fields } = record;
  const now = Date.now();
  const values = {
    failures: fields.failures ?? 0,
    lockCount: fields.lockCount ?? 0,
    lockedUntil: fields.lockedUntil ?? null,
    lastFailureAt: new Date(now),
    forgetAt: new Date(Math.max(now, fields.lockedUntil?.getTime() ?? 0) + QUIET_PERIOD_MS),
  };
  await store.transaction((tx) =>
    tx
      .insert(signInFailures)
      .values({ account: accountKey(username), address: addressKey(address), ...values })
      .onConflictDoUpdate({
        target: [signInFailures.account, signInFailures.address],
        set: values,
      }),
  );
}

/** Locks `username` for `address` (the in-process address by default) until `until`. */
export function lockSignIn(
  store: Store,
  username: string,
  until: Date,
  address?: string,
): Promise<void> {
  return setSignInRecord(store, username, {
    address,
    failures: 5,
    lockCount: 1,
    lockedUntil: until,
  });
}

/** The record of `username` from `address`, or undefined when it has none. */
export async function signInRecord(
  store: Store,
  username: string,
  address = LOCAL_ADDRESS,
): Promise<SignInRecord | undefined> {
  const { signInFailures } = store.tables;
  const [row] = await store.db
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
    .limit(1);
  return row;
}

/** Forgets every sign-in record: no address is locked out of anything. */
export async function clearSignInRecords(store: Store): Promise<void> {
  await store.transaction((tx) => tx.delete(store.tables.signInFailures));
}
