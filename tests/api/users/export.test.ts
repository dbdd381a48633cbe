import { expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { signInAs } from '@tests/support/newsroom-users';
import { createTestApp } from '@tests/support/test-app';
import { buildArticle } from '~/server/db/seed/factories/article';
import type { DatabaseExport } from '~/shared/schemas/database-export';

test('an export carries disabled accounts, temporary passwords and who created each article', async () => {
  const source = await createTestApp();
  const target = await createTestApp();
  try {
    await createAdmin(source, 'chief');
    const chief = await signIn(source, 'chief');
    const author = await signInAs(source, 'author', 'stringer');
    const created = await adminRequest(source, 'POST', '/api/admin/articles', {
      cookie: author.cookie,
      body: buildArticle({ slug: 'stringers-story', status: 'draft' }),
    });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { createdBy: string }).createdBy).toBe('stringer');
    const { id: leaverId } = await source.services.users.create({
      username: 'leaver',
      password: 'whatever-it-was',
      role: 'editor',
    });
    await adminRequest(source, 'PATCH', `/api/admin/users/${leaverId}`, {
      cookie: chief,
      body: { active: false },
    });
    await adminRequest(source, 'POST', '/api/admin/users', {
      cookie: chief,
      body: { username: 'trainee', password: 'temporary-for-now', role: 'author' },
    });

    const file = (await (
      await adminRequest(source, 'GET', '/api/admin/export-database', { cookie: chief })
    ).json()) as DatabaseExport;
    const byName = new Map(file.data.users.map((user) => [user.username, user]));
    expect(byName.get('leaver')).toMatchObject({ active: false });
    expect(byName.get('trainee')).toMatchObject({ mustChangePassword: true });
    // Defaults are not written: an ordinary account looks as it always did.
    expect(byName.get('chief')).not.toHaveProperty('active');
    expect(byName.get('chief')).not.toHaveProperty('mustChangePassword');
    expect(file.data.articles[0]!.createdBy).toBe(author.id);

    await createAdmin(target, 'target-admin');
    const cookie = await signIn(target, 'target-admin');
    const imported = await adminRequest(target, 'POST', '/api/admin/import-database', {
      cookie,
      body: file,
    });
    expect(imported.status).toBe(200);
    const users = await target.services.users.list();
    expect(users.find((user) => user.username === 'leaver')?.active).toBe(false);
    expect(users.find((user) => user.username === 'trainee')?.mustChangePassword).toBe(true);
    const list = (await (
      await adminRequest(target, 'GET', '/api/admin/articles', { cookie })
    ).json()) as Array<{ slug: string; createdBy: string | null }>;
    expect(list.find((article) => article.slug === 'stringers-story')?.createdBy).toBe('stringer');
  } finally {
    await source.close();
    await target.close();
  }
  // Several accounts signed in on two sites: each a password hash, seconds on a busy machine.
}, 30_000);
