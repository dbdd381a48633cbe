import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { buildAuthorProfile } from '~/server/db/seed/factories/author-profile';
import { buildBreakingNews } from '~/server/db/seed/factories/breaking-news';
import { buildEditorialTeamMember } from '~/server/db/seed/factories/editorial-team';
import { sections } from '~/shared/sections';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const { services } = t;
  await services.breakingNews.create(buildBreakingNews({ text: 'Low priority', priority: 2 }));
  await services.breakingNews.create(
    buildBreakingNews({ text: 'Critical incursion', priority: 9, link: '/section/cosmic-watch' }),
  );
  await services.breakingNews.create(
    buildBreakingNews({ text: 'Switched off', priority: 10, active: false }),
  );
  await services.authors.createProfile(
    buildAuthorProfile({
      name: 'Marcus Okafor',
      title: 'Bureau Chief',
      avatar: '/images/avatars/marcus-okafor.svg',
    }),
  );
  await services.authors.createProfile(
    buildAuthorProfile({ name: 'Old Sample', avatar: 'https://via.placeholder.com/150' }),
  );
  await services.authors.createProfile(
    buildAuthorProfile({ name: 'Retired Reporter', isActive: false }),
  );
  for (const status of ['published', 'verified', 'breaking', 'developing', 'draft'] as const) {
    await createArticle(services, buildArticle({ author: 'Marcus Okafor', status }));
  }
  await createArticle(services, buildArticle({ author: 'Old Sample', status: 'published' }));
  await createArticle(services, buildArticle({ author: 'Only Drafts', status: 'draft' }));
  await services.editorialTeam.create(
    buildEditorialTeamMember({ name: 'Second', displayOrder: 2 }),
  );
  await services.editorialTeam.create(buildEditorialTeamMember({ name: 'First', displayOrder: 1 }));
  await services.editorialTeam.create(
    buildEditorialTeamMember({ name: 'Hidden', isActive: false }),
  );
});

afterAll(() => t.close());

const json = async <T>(path: string) => {
  const response = await t.request(path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe('public endpoints', () => {
  test('GET /api/breaking-news lists active items, highest priority first', async () => {
    const items = await json<Array<Record<string, unknown>>>('/api/breaking-news');
    expect(items.map((item) => item.text)).toEqual(['Critical incursion', 'Low priority']);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      text: 'Critical incursion',
      link: '/section/cosmic-watch',
      active: true,
      priority: 9,
    });
    expect(items[1]!.link).toBeNull();
  });

  test('GET /api/authors counts verified, breaking and published work and drops placeholder avatars', async () => {
    const authors =
      await json<Array<{ name: string; avatar: string | null; articleCount: number }>>(
        '/api/authors',
      );
    expect(authors).toEqual([
      { name: 'Marcus Okafor', avatar: '/images/avatars/marcus-okafor.svg', articleCount: 3 },
      { name: 'Old Sample', avatar: null, articleCount: 1 },
    ]);
  });

  test('GET /api/author-profiles/:name finds an active profile by its URL-encoded name', async () => {
    const profile = await json<{ name: string; title: string; expertise: string[] }>(
      '/api/author-profiles/Marcus%20Okafor',
    );
    expect(profile).toMatchObject({ name: 'Marcus Okafor', title: 'Bureau Chief', expertise: [] });
    for (const name of ['Nobody%20Here', 'Retired%20Reporter']) {
      const response = await t.request(`/api/author-profiles/${name}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: 404, message: 'Author profile not found' });
    }
  });

  test('GET /api/editorial-team lists active members in display order with the public fields', async () => {
    const team = await json<Array<Record<string, unknown>>>('/api/editorial-team');
    expect(team.map((member) => member.name)).toEqual(['First', 'Second']);
    expect(Object.keys(team[0]!).sort()).toEqual(['background', 'expertise', 'id', 'name', 'role']);
  });

  test('GET /data/sections.json serves the ten sections', async () => {
    expect(await json<unknown[]>('/data/sections.json')).toEqual(sections);
  });

  test('GET /healthz answers ok and names the engine, without caching', async () => {
    const response = await t.request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      database: t.engine === 'postgres' ? 'postgresql' : 'sqlite',
    });
  });

  test('large JSON is gzip-compressed when the client accepts it', async () => {
    const response = await t.request('/api/articles', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const plain = await t.request('/api/articles');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
