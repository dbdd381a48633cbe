import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import {
  adminRequest,
  createAdmin,
  DEFAULT_PASSWORD,
  postLogin,
  sessionCookieOf,
  signIn,
} from '@tests/support/admin-session';
import { signInAs } from '@tests/support/newsroom-users';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import type { UserAccount } from '~/shared/schemas/user';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t, 'editor');
  admin = await signIn(t, 'editor');
});

afterAll(() => t.close());

const TEMPORARY = 'first-day-at-the-desk';

async function createUser(username: string, role = 'author', password = TEMPORARY) {
  const response = await adminRequest(t, 'POST', '/api/admin/users', {
    cookie: admin,
    body: { username, password, role },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as UserAccount;
}

function patchUser(id: string, body: unknown, cookie = admin) {
  return adminRequest(t, 'PATCH', `/api/admin/users/${id}`, { cookie, body });
}

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

describe('GET and POST /api/admin/users', () => {
  test('creates an account that answers without any hash, and lists it', async () => {
    const user = await createUser('rookie', 'editor');
    expect(Object.keys(user).sort()).toEqual(
      ['active', 'createdAt', 'id', 'lastLogin', 'mustChangePassword', 'role', 'username'].sort(),
    );
    expect(user).toMatchObject({
      username: 'rookie',
      role: 'editor',
      active: true,
      mustChangePassword: true,
      lastLogin: null,
    });
    const list = await adminRequest(t, 'GET', '/api/admin/users', { cookie: admin });
    const users = (await list.json()) as UserAccount[];
    expect(users.map((entry) => entry.username)).toContain('rookie');
    expect(users[0]).toMatchObject({
      username: 'editor',
      role: 'admin',
      mustChangePassword: false,
    });
    expect(JSON.stringify(users)).not.toContain('$argon2');
  });

  test('the role defaults to author', async () => {
    const response = await adminRequest(t, 'POST', '/api/admin/users', {
      cookie: admin,
      body: { username: 'no-role-given', password: TEMPORARY },
    });
    expect(((await response.json()) as UserAccount).role).toBe('author');
  });

  test.each([
    [{ username: 'ab', password: TEMPORARY }, 'username: Username must be at least 3 characters'],
    [
      { username: 'x'.repeat(51), password: TEMPORARY },
      'username: Username must be less than 50 characters',
    ],
    [
      { username: 'short-pass', password: '12345' },
      'password: Password must be at least 6 characters',
    ],
    [
      { username: 'long-pass', password: 'x'.repeat(101) },
      'password: Password must be less than 100 characters',
    ],
    [
      { username: 'bad-role', password: TEMPORARY, role: 'owner' },
      'role: Role must be admin, editor or author',
    ],
    [
      { username: 'common-pass', password: 'password1' },
      'password: This password is one of the most common ones and easy to guess; choose another',
    ],
  ])('refuses %j', async (body, message) => {
    const response = await adminRequest(t, 'POST', '/api/admin/users', { cookie: admin, body });
    expect(response.status).toBe(422);
    expect(await messageOf(response)).toBe(message);
  });

  test('409 on a username already taken', async () => {
    await createUser('taken-name');
    const again = await adminRequest(t, 'POST', '/api/admin/users', {
      cookie: admin,
      body: { username: 'taken-name', password: TEMPORARY },
    });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('The username "taken-name" is already taken');
  });
});

describe('a temporary password', () => {
  test('signs in, but every admin call but the password change answers 403 until it is changed', async () => {
    await createUser('newcomer');
    const login = await postLogin(t, 'newcomer', TEMPORARY);
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({
      user: { username: 'newcomer', mustChangePassword: true },
    });
    const cookie = sessionCookieOf(login)!;
    const session = await adminRequest(t, 'GET', '/api/admin/auth/session', { cookie });
    expect(((await session.json()) as { user: unknown }).user).toMatchObject({
      username: 'newcomer',
      role: 'author',
      mustChangePassword: true,
    });
    for (const [method, path] of [
      ['GET', '/api/admin/articles'],
      ['GET', '/api/admin/author-profiles'],
      ['PATCH', '/api/admin/auth/username'],
    ] as const) {
      const refused = await adminRequest(t, method, path, {
        cookie,
        body: method === 'GET' ? undefined : {},
      });
      expect(refused.status).toBe(403);
      expect(await messageOf(refused)).toBe(
        'You must change your temporary password before you can do anything else',
      );
    }

    const common = await adminRequest(t, 'PATCH', '/api/admin/auth/password', {
      cookie,
      body: { currentPassword: TEMPORARY, newPassword: 'iloveyou' },
    });
    expect(common.status).toBe(422);
    const same = await adminRequest(t, 'PATCH', '/api/admin/auth/password', {
      cookie,
      body: { currentPassword: TEMPORARY, newPassword: TEMPORARY },
    });
    expect(same.status).toBe(422);
    const wrong = await adminRequest(t, 'PATCH', '/api/admin/auth/password', {
      cookie,
      body: { currentPassword: 'not-it-at-all', newPassword: 'a fresh start at the desk' },
    });
    expect(wrong.status).toBe(403);
    expect(await messageOf(wrong)).toBe('Current password is incorrect');

    const changed = await adminRequest(t, 'PATCH', '/api/admin/auth/password', {
      cookie,
      body: { currentPassword: TEMPORARY, newPassword: 'a fresh start at the desk' },
    });
    expect(changed.status).toBe(200);
    expect((await adminRequest(t, 'GET', '/api/admin/articles', { cookie })).status).toBe(200);
    const after = await adminRequest(t, 'GET', '/api/admin/auth/session', { cookie });
    expect(((await after.json()) as { user: object }).user).not.toHaveProperty(
      'mustChangePassword',
    );
    expect((await postLogin(t, 'newcomer', TEMPORARY)).status).toBe(401);
    expect((await postLogin(t, 'newcomer', 'a fresh start at the desk')).status).toBe(200);
  }, 30_000); // Several password hashes: seconds on a busy machine.

  test('a new temporary password ends the account’s sessions and must be changed again', async () => {
    const user = await signInAs(t, 'editor');
    const response = await patchUser(user.id, { temporaryPassword: 'issued-by-the-admin' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as UserAccount).mustChangePassword).toBe(true);
    expect(
      (await adminRequest(t, 'GET', '/api/admin/articles', { cookie: user.cookie })).status,
    ).toBe(401);
    expect((await postLogin(t, user.username, DEFAULT_PASSWORD)).status).toBe(401);
    const login = await postLogin(t, user.username, 'issued-by-the-admin');
    expect(await login.json()).toEqual({
      user: { username: user.username, mustChangePassword: true },
    });
  });

  test('a common temporary password is refused', async () => {
    const user = await signInAs(t, 'author');
    const response = await patchUser(user.id, { temporaryPassword: 'qwerty123' });
    expect(response.status).toBe(422);
  });
});

describe('PATCH /api/admin/auth/password', () => {
  test('every role changes its own password; other sessions end, this one stays', async () => {
    const user = await signInAs(t, 'author');
    const elsewhere = await signIn(t, user.username);
    const response = await adminRequest(t, 'PATCH', '/api/admin/auth/password', {
      cookie: user.cookie,
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: 'my own newsroom secret' },
    });
    expect(response.status).toBe(200);
    expect(
      (await adminRequest(t, 'GET', '/api/admin/articles', { cookie: user.cookie })).status,
    ).toBe(200);
    expect(
      (await adminRequest(t, 'GET', '/api/admin/articles', { cookie: elsewhere })).status,
    ).toBe(401);
  });

  test('the password rules apply', async () => {
    const user = await signInAs(t, 'author');
    const response = await adminRequest(t, 'PATCH', '/api/admin/auth/password', {
      cookie: user.cookie,
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: '12345' },
    });
    expect(response.status).toBe(422);
    expect(await messageOf(response)).toBe('newPassword: Password must be at least 6 characters');
  });
});

describe('roles and disabling', () => {
  test('a role change applies to the next request', async () => {
    const user = await signInAs(t, 'author');
    expect(
      (await adminRequest(t, 'GET', '/api/admin/breaking-news', { cookie: user.cookie })).status,
    ).toBe(403);
    const response = await patchUser(user.id, { role: 'editor' });
    expect(((await response.json()) as UserAccount).role).toBe('editor');
    expect(
      (await adminRequest(t, 'GET', '/api/admin/breaking-news', { cookie: user.cookie })).status,
    ).toBe(200);
  });

  test('a disabled user’s sessions end at once and they cannot sign in; re-enabled, they can', async () => {
    const user = await signInAs(t, 'editor');
    const disabled = await patchUser(user.id, { active: false });
    expect(disabled.status).toBe(200);
    expect(((await disabled.json()) as UserAccount).active).toBe(false);
    expect(
      (await adminRequest(t, 'GET', '/api/admin/articles', { cookie: user.cookie })).status,
    ).toBe(401);
    const refused = await postLogin(t, user.username, DEFAULT_PASSWORD);
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe(
      'This account has been disabled; ask an admin to enable it',
    );
    // A wrong password still gets the answer anyone gets: it tells nothing about the account.
    expect((await postLogin(t, user.username, 'not-the-password')).status).toBe(401);

    expect((await patchUser(user.id, { active: true })).status).toBe(200);
    expect((await postLogin(t, user.username, DEFAULT_PASSWORD)).status).toBe(200);
  });

  test('the last active admin can never be disabled or demoted', async () => {
    const fresh = await createTestApp();
    try {
      const { id } = await createAdmin(fresh, 'only-admin');
      const cookie = await signIn(fresh, 'only-admin');
      const patch = (body: unknown) =>
        adminRequest(fresh, 'PATCH', `/api/admin/users/${id}`, { cookie, body });
      for (const body of [{ active: false }, { role: 'editor' }, { role: 'author' }]) {
        const response = await patch(body);
        expect(response.status).toBe(409);
        expect(await messageOf(response)).toBe(
          'The last active admin cannot be disabled or lose the admin role; make another admin first',
        );
      }
      // A second admin, disabled, does not count: the first is still the last active one.
      const second = await fresh.services.users.create({
        username: 'second-admin',
        password: DEFAULT_PASSWORD,
        role: 'admin',
      });
      await adminRequest(fresh, 'PATCH', `/api/admin/users/${second.id}`, {
        cookie,
        body: { active: false },
      });
      expect((await patch({ role: 'editor' })).status).toBe(409);
      // Enabled again, it is: now the first may step down.
      await adminRequest(fresh, 'PATCH', `/api/admin/users/${second.id}`, {
        cookie,
        body: { active: true },
      });
      expect((await patch({ role: 'editor' })).status).toBe(200);
      // And the second, now the last, may not.
      const secondCookie = await signIn(fresh, 'second-admin');
      const last = await adminRequest(fresh, 'PATCH', `/api/admin/users/${second.id}`, {
        cookie: secondCookie,
        body: { active: false },
      });
      expect(last.status).toBe(409);
    } finally {
      fresh.close();
    }
  });

  test('404 for an unknown user; 422 for an empty change', async () => {
    expect((await patchUser('no-such-user', { active: false })).status).toBe(404);
    const user = await signInAs(t, 'author');
    const empty = await patchUser(user.id, {});
    expect(empty.status).toBe(422);
    expect(await messageOf(empty)).toBe('Send a role, active or a temporaryPassword');
  });
});
