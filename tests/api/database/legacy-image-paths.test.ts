import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { buildAuthorProfile } from '~/server/db/seed/factories/author-profile';
import type { Article } from '~/shared/schemas/article';
import type { DatabaseExport } from '~/shared/schemas/database-export';
import { articleCard } from '~/shared/share-cards';

// The original system stored uploads as paths relative to the site root.
const HERO = 'attached_assets/rift-over-harbour.png';
const EXTRA = 'attached_assets/rift-crowd.jpg';
const AVATAR = 'attached_assets/ada-ng.png';

/**
 * An export as the original system writes it: taken from a real export,
 * with the image fields holding the old relative paths.
 */
async function legacyExport(): Promise<DatabaseExport> {
  const source = await createTestApp();
  try {
    await source.services.authors.createProfile(buildAuthorProfile({ name: 'Ada Ng', avatar: '' }));
    await createArticle(
      source.services,
      buildArticle({
        title: 'Harbour Rift Opens at Dawn',
        slug: 'harbour-rift-opens-at-dawn',
        author: 'Ada Ng',
        section: 'global-affairs',
      }),
    );
    await createAdmin(source, 'editor');
    const cookie = await signIn(source);
    const response = await adminRequest(source, 'GET', '/api/admin/export-database', { cookie });
    const file = (await response.json()) as DatabaseExport;
    const [article] = file.data.articles;
    const [author] = file.data.authorProfiles;
    Object.assign(article!, { image: HERO, additionalImages: [EXTRA] });
    Object.assign(author!, { avatar: AVATAR });
    file.data.users = [];
    return file;
  } finally {
    await source.close();
  }
}

let t: TestApp;
let cookie: string;
let article: Article;

beforeAll(async () => {
  // Built first: a server renders through the last app created in the process.
  const file = await legacyExport();
  t = await createTestApp();
  await createAdmin(t, 'editor');
  cookie = await signIn(t);
  const imported = await adminRequest(t, 'POST', '/api/admin/import-database', {
    cookie,
    body: file,
  });
  expect(imported.status).toBe(200);
  const list = await adminRequest(t, 'GET', '/api/admin/articles', { cookie });
  article = ((await list.json()) as Article[])[0]!;
  // Two sites, each with an admin signed in: seconds on PostgreSQL.
}, 60_000);

afterAll(() => t?.close());

async function page(path: string): Promise<string> {
  const response = await t.request(path);
  expect(response.status).toBe(200);
  return response.text();
}

describe('an export from the original system with relative image paths', () => {
  test('imports, and the paths are stored with their leading slash', async () => {
    expect(article.image).toBe(`/${HERO}`);
    expect(article.additionalImages).toEqual([`/${EXTRA}`]);
    const { avatar } = (await t.services.authors.listProfiles())[0]!;
    expect(avatar).toBe(`/${AVATAR}`);
  });

  test('reader pages show the images from the site root', async () => {
    for (const path of ['/', '/section/global-affairs', '/search?q=harbour']) {
      expect(await page(path)).toContain(`src="/${HERO}"`);
    }
    const articlePage = await page(`/article/${article.slug}`);
    expect(articlePage).toContain(`src="/${HERO}"`);
    expect(articlePage).toContain(`src="/${EXTRA}"`);
    expect(articlePage).toContain(`src="/${AVATAR}"`);
    expect(await page('/authors')).toContain(`src="/${AVATAR}"`);
  });

  test('JSON-LD, feeds and sitemaps carry the absolute address; the share card is absolute too', async () => {
    const absolute = `${t.siteUrl}/${HERO}`;
    const articlePage = await page(`/article/${article.slug}`);
    expect(articlePage).toContain(
      `<meta property="og:image" content="${t.siteUrl}${articleCard(article).path}"`,
    );
    expect(articlePage).toContain(`"image":["${absolute}"]`);
    expect(await page('/rss.xml')).toContain(`url="${absolute}"`);
    expect(await page('/sitemap-articles.xml')).toContain(`<image:loc>${absolute}</image:loc>`);
  });

  test('the public and admin APIs and a new export answer the slashed path', async () => {
    const publicList = (await (await t.request('/api/articles')).json()) as Article[];
    expect(publicList[0]!.image).toBe(`/${HERO}`);
    const response = await adminRequest(t, 'GET', '/api/admin/export-database', { cookie });
    const file = (await response.json()) as DatabaseExport;
    expect(file.data.articles[0]!.image).toBe(`/${HERO}`);
    expect(file.data.authorProfiles[0]!.avatar).toBe(`/${AVATAR}`);
  });
});

describe('the admin API', () => {
  test('accepts attached_assets paths on create and update', async () => {
    const created = await adminRequest(t, 'POST', '/api/admin/articles', {
      cookie,
      body: buildArticle({ image: 'attached_assets/new.png', additionalImages: [EXTRA] }),
    });
    expect(created.status).toBe(201);
    const saved = (await created.json()) as Article;
    expect(saved.image).toBe('/attached_assets/new.png');
    expect(saved.additionalImages).toEqual([`/${EXTRA}`]);

    const updated = await adminRequest(t, 'PATCH', `/api/admin/articles/${saved.id}`, {
      cookie,
      body: { ...saved, image: 'attached_assets/changed.webp' },
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as Article).image).toBe('/attached_assets/changed.webp');
  });

  test.each([
    'images/rift.png',
    'rift.png',
    '//evil.example/rift.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
  ])('still refuses %p, changing nothing', async (image) => {
    const before = await t.services.adminArticles.count();
    const response = await adminRequest(t, 'POST', '/api/admin/articles', {
      cookie,
      body: { ...buildArticle(), image },
    });
    expect(response.status).toBe(422);
    expect(await t.services.adminArticles.count()).toBe(before);
  });
});
