import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { buildAuthorProfile } from '@tests/factories/author-profile';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import type { AuthorProfile } from '~/shared/schemas/author-profile';
import { adminRequest, createAdmin, signIn } from '../auth/test-session';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = createTestApp();
  t.services.authors.createProfile(buildAuthorProfile({ name: 'Zed Retired', isActive: false }));
  t.services.authors.createProfile(buildAuthorProfile({ name: 'Ada Active' }));
  await createAdmin(t, 'editor');
  cookie = await signIn(t);
});

afterAll(() => t.close());

describe('GET /api/admin/author-profiles', () => {
  test('lists every profile, inactive ones included, by name', async () => {
    const response = await adminRequest(t, 'GET', '/api/admin/author-profiles', { cookie });
    expect(response.status).toBe(200);
    const profiles = (await response.json()) as AuthorProfile[];
    expect(profiles.map((profile) => [profile.name, profile.isActive])).toEqual([
      ['Ada Active', true],
      ['Zed Retired', false],
    ]);
  });

  test('needs a session', async () => {
    expect((await t.request('/api/admin/author-profiles')).status).toBe(401);
  });
});
