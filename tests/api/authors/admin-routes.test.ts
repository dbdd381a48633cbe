import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { buildAuthorProfile } from '~/server/db/seed/factories/author-profile';
import type { AuthorProfile, AuthorProfileInput } from '~/shared/schemas/author-profile';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.services.authors.createProfile(
    buildAuthorProfile({ name: 'Zed Retired', isActive: false }),
  );
  await t.services.authors.createProfile(buildAuthorProfile({ name: 'Ada Active' }));
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

const PROFILES = '/api/admin/author-profiles';

async function saveProfile(method: 'POST' | 'PATCH', path: string, body: AuthorProfileInput) {
  const response = await adminRequest(t, method, path, { cookie, body });
  expect(response.status).toBe(method === 'POST' ? 201 : 200);
  return (await response.json()) as AuthorProfile;
}

async function adminProfiles(): Promise<AuthorProfile[]> {
  const response = await adminRequest(t, 'GET', PROFILES, { cookie });
  return (await response.json()) as AuthorProfile[];
}

function publicProfile(name: string) {
  return t.request(`/api/author-profiles/${encodeURIComponent(name)}`);
}

describe('POST /api/admin/author-profiles', () => {
  test('creates a profile with the defaults filled in and shows it publicly', async () => {
    const profile = await saveProfile('POST', PROFILES, {
      name: '  Mira Okafor ',
      title: 'Cosmic Desk Editor',
      socialTwitter: 'miraokafor',
      socialLinkedin: 'https://www.linkedin.com/in/mira-okafor',
      expertise: ['Rifts', 'Treaties'],
    });
    expect(profile).toMatchObject({
      name: 'Mira Okafor',
      title: 'Cosmic Desk Editor',
      bio: '',
      avatar: '',
      socialTwitter: 'miraokafor',
      expertise: ['Rifts', 'Treaties'],
      isActive: true,
    });
    expect(Number.isNaN(Date.parse(profile.joinedDate))).toBe(false);
    const response = await publicProfile('Mira Okafor');
    expect(response.status).toBe(200);
    expect(((await response.json()) as AuthorProfile).id).toBe(profile.id);
  });

  test('a name already in use is a 409 with a clear message, and nothing is added', async () => {
    const before = await adminProfiles();
    const response = await adminRequest(t, 'POST', PROFILES, {
      cookie,
      body: { name: 'Ada Active', title: 'Impostor' },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      status: 409,
      message: 'An author profile named "Ada Active" already exists',
    });
    expect(await adminProfiles()).toEqual(before);
  });
});

describe('PATCH /api/admin/author-profiles/:id', () => {
  test('replaces the fields, keeps the joined date, and a deactivated profile leaves the public site', async () => {
    const created = await saveProfile('POST', PROFILES, {
      name: 'Tomas Reyes',
      joinedDate: '2024-03-01T09:00:00.000Z',
    });
    const updated = await saveProfile('PATCH', `${PROFILES}/${created.id}`, {
      name: 'Tomás Reyes',
      title: 'Street-Level Reporter',
      bio: 'Walks the beat.',
      avatar: '/images/avatars/tomas.svg',
      socialTwitter: 'treyes',
      socialLinkedin: '',
      expertise: ['Courts'],
      isActive: false,
    });
    expect(updated).toMatchObject({
      id: created.id,
      name: 'Tomás Reyes',
      title: 'Street-Level Reporter',
      avatar: '/images/avatars/tomas.svg',
      expertise: ['Courts'],
      isActive: false,
      joinedDate: '2024-03-01T09:00:00.000Z',
      createdAt: created.createdAt,
    });
    expect((await publicProfile('Tomas Reyes')).status).toBe(404);
    expect((await publicProfile('Tomás Reyes')).status).toBe(404);
    const listed = (await adminProfiles()).find((profile) => profile.id === created.id);
    expect(listed?.isActive).toBe(false);

    await saveProfile('PATCH', `${PROFILES}/${created.id}`, { name: 'Tomás Reyes' });
    expect((await publicProfile('Tomás Reyes')).status).toBe(200);
  });

  test("taking another profile's name is a 409; keeping its own name is fine", async () => {
    const profile = await saveProfile('POST', PROFILES, { name: 'Lena Park' });
    const response = await adminRequest(t, 'PATCH', `${PROFILES}/${profile.id}`, {
      cookie,
      body: { name: 'Ada Active' },
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      'An author profile named "Ada Active" already exists',
    );
    const renamed = await saveProfile('PATCH', `${PROFILES}/${profile.id}`, {
      name: 'Lena Park',
      title: 'Science Desk',
    });
    expect(renamed.title).toBe('Science Desk');
  });
});

describe('DELETE /api/admin/author-profiles/:id', () => {
  test("removes the profile and keeps the author's articles, unlinked", async () => {
    const profile = await saveProfile('POST', PROFILES, { name: 'Gone Reporter' });
    const article = await createArticle(
      t.services,
      buildArticle({ author: 'Gone Reporter', status: 'published' }),
    );
    expect((await t.services.adminArticles.findById(article.id))?.authorId).toBe(profile.id);

    const response = await adminRequest(t, 'DELETE', `${PROFILES}/${profile.id}`, { cookie });
    expect(response.status).toBe(204);
    expect((await adminProfiles()).some((entry) => entry.id === profile.id)).toBe(false);
    expect((await publicProfile('Gone Reporter')).status).toBe(404);
    const kept = await t.services.adminArticles.findById(article.id);
    expect(kept?.author).toBe('Gone Reporter');
    expect(kept?.authorId).toBeNull();
  });
});

describe('admin author profile errors', () => {
  test('an unknown id is a 404 with a JSON message', async () => {
    for (const method of ['PATCH', 'DELETE']) {
      const response = await adminRequest(t, method, `${PROFILES}/999999`, {
        cookie,
        body: method === 'PATCH' ? { name: 'Nobody Here' } : undefined,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: 404, message: 'Author profile not found' });
    }
  });

  test.each([
    ['an empty name', { name: '' }, 'name: Name is required'],
    ['a blank name', { name: '   ' }, 'name: Name is required'],
    ['a long name', { name: 'n'.repeat(101) }, 'name: Name must be less than 100 characters'],
    [
      'a long bio',
      { name: 'Bio', bio: 'b'.repeat(1001) },
      'bio: Bio must be less than 1000 characters',
    ],
    [
      'a long title',
      { name: 'T', title: 't'.repeat(101) },
      'title: Title must be less than 100 characters',
    ],
    ['a bad avatar', { name: 'A', avatar: 'avatar.png' }, 'avatar: Please enter a valid URL'],
    [
      'a long Twitter handle',
      { name: 'Tw', socialTwitter: 'x'.repeat(51) },
      'socialTwitter: Twitter handle must be less than 50 characters',
    ],
    [
      'a bad LinkedIn URL',
      { name: 'Li', socialLinkedin: 'linkedin mira' },
      'socialLinkedin: Please enter a valid LinkedIn URL',
    ],
  ])('%s is a 422 with the spec message, and changes nothing', async (_case, body, message) => {
    const before = await adminProfiles();
    const created = await adminRequest(t, 'POST', PROFILES, { cookie, body });
    expect(created.status).toBe(422);
    expect(((await created.json()) as { message: string }).message).toBe(message);
    const patched = await adminRequest(t, 'PATCH', `${PROFILES}/${before[0]!.id}`, {
      cookie,
      body,
    });
    expect(patched.status).toBe(422);
    expect(((await patched.json()) as { message: string }).message).toBe(message);
    expect(await adminProfiles()).toEqual(before);
  });

  test('writes need a session', async () => {
    const before = await adminProfiles();
    const target = `${PROFILES}/${before[0]!.id}`;
    const body = { name: 'Anonymous Edit' };
    expect((await adminRequest(t, 'POST', PROFILES, { body })).status).toBe(401);
    expect((await adminRequest(t, 'PATCH', target, { body })).status).toBe(401);
    expect((await adminRequest(t, 'DELETE', target, { body: {} })).status).toBe(401);
    expect(await adminProfiles()).toEqual(before);
  });
});
