import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../db/client';
import { createSqliteStore } from '../db/store';
import { createSignInLockout } from '../modules/auth/sign-in-lockout';
import { OperationError } from './operation-error';

export interface UnlockResult {
  path: string;
  username: string;
  /** Client addresses that were locked out of the account. */
  released: number;
}

/**
 * Lifts every sign-in lock on the account named `username` in the database
 * at `path` and clears its count of misses: the operator's way back when no
 * one can sign in to the admin. Safe while the site runs (one short write
 * transaction). Throws OperationError when there is no such file or user.
 */
export async function unlockAccount(path: string, username: string): Promise<UnlockResult> {
  const absolute = resolve(path);
  if (!existsSync(absolute)) throw new OperationError(`There is no database at ${absolute}.`);
  // Checked and brought up to date as the server would open it: the lock
  // table may be newer than the file.
  const db = openDatabase(absolute);
  const store = createSqliteStore(db);
  try {
    const result = await createSignInLockout(store).unlock(username, Date.now());
    if (!result) throw new OperationError(`There is no user named "${username}" in ${absolute}.`);
    return { path: absolute, ...result };
  } finally {
    // Not a checkpoint: a running server may hold the log; closing the last
    // connection folds it in.
    store.close();
    db.$client.close();
  }
}

/** The one line `gazette unlock` prints. */
export function unlockReport({ path, username, released }: UnlockResult): string {
  const addresses =
    released === 0
      ? 'no address was locked out'
      : `${released} locked-out ${released === 1 ? 'address' : 'addresses'} may sign in again`;
  return `Unlocked "${username}" in ${path}: ${addresses}, and its count of failed sign-ins is reset.`;
}
