import type { UserRole } from '~/shared/roles';
import { DEFAULT_PASSWORD, signIn } from './admin-session';
import type { TestApp } from './test-app';

/** A signed-in user of the newsroom: their id, name and session cookie. */
export interface NewsroomUser {
  id: string;
  username: string;
  cookie: string;
}

let created = 0;

/** Creates an account with this role (a password already its own) and signs it in. */
export async function signInAs(
  t: TestApp,
  role: UserRole,
  username = `${role}-${++created}`,
): Promise<NewsroomUser> {
  const { id } = await t.services.users.create({ username, password: DEFAULT_PASSWORD, role });
  return { id, username, cookie: await signIn(t, username) };
}
