import type { DatabaseSettings } from '../env';
import { createSignInLockout } from '../modules/auth/sign-in-lockout';
import { openCommandStore } from './command-database';
import { OperationError } from './operation-error';

export interface UnlockResult {
  /** The database, as the lines name it. */
  name: string;
  username: string;
  /** Client addresses that were locked out of the account. */
  released: number;
}

/**
 * Lifts every sign-in lock on the account named `username` in the configured
 * database and clears its count of misses: the operator's way back when no
 * one can sign in to the admin. Safe while the site runs (one short write
 * transaction). Throws OperationError when there is no such database or user.
 */
export async function unlockAccount(
  settings: DatabaseSettings,
  username: string,
  onWait?: (line: string) => void,
): Promise<UnlockResult> {
  // Brought up to date as the server would open it: the lock table may be
  // newer than the database.
  const { name, store, close } = await openCommandStore(settings, { create: false, onWait });
  try {
    const result = await createSignInLockout(store).unlock(username, Date.now());
    if (!result) throw new OperationError(`There is no user named "${username}" in ${name}.`);
    return { name, ...result };
  } finally {
    await close();
  }
}

/** The one line `gazette unlock` prints. */
export function unlockReport({ name, username, released }: UnlockResult): string {
  const addresses =
    released === 0
      ? 'no address was locked out'
      : `${released} locked-out ${released === 1 ? 'address' : 'addresses'} may sign in again`;
  return `Unlocked "${username}" in ${name}: ${addresses}, and its count of failed sign-ins is reset.`;
}
