import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest } from '@tests/support/admin-session';
import { uploadOk } from '@tests/support/media-upload';
import { type NewsroomUser, signInAs } from '@tests/support/newsroom-users';
import { phonePhoto } from '@tests/support/phone-photo';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import type { PublicArticle } from '~/shared/schemas/article';
import type { MediaItem } from '~/shared/schemas/media';

let t: TestApp;
let editor: NewsroomUser;
let author: NewsroomUser;
let used: MediaItem;
let spare: MediaItem;
let authorsOwn: MediaItem;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signInAs(t, 'editor');
  author = await signInAs(t, 'author');
  used = await uploadOk(
    t,
    editor.cookie,
    await phonePhoto({ width: 300, height: 200 }),
    'harbour.jpg',
    {
      alt: 'The harbour at dawn',
      caption: 'Photo: night desk',
    },
  );
  spare = await uploadOk(
    t,
    editor.cookie,
    await phonePhoto({ width: 320, height: 200 }),
    'spare.jpg',
    {
      alt: 'An unused picture',
    },
  );
  authorsOwn = await uploadOk(
    t,
    author.cookie,
    await phonePhoto({ width: 340, height: 200 }),
    'mine.jpg',
    {
      alt: 'An author’s own picture',
    },
  );
  await createArticle(
    t.services,
    buildArticle({
      slug: 'harbour-story',
      title: 'Harbour Story',
      status: 'published',
      image: used.url,
    }),
  );
});
afterAll(() => t.close());

async function list(cookie: string, q = ''): Promise<MediaItem[]> {
  const response = await adminRequest(
    t,
    'GET',
    `/api/admin/media${q ? `?q=${encodeURIComponent(q)}` : ''}`,
    { cookie },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as MediaItem[];
}

describe('the media library', () => {
  test('lists every image newest first, with who uploaded it and where it is used', async () => {
    const items = await list(editor.cookie);
    expect(items.map((item) => item.fileName)).toEqual(['mine.jpg', 'spare.jpg', 'harbour.jpg']);
    const harbour = items.find((item) => item.id === used.id)!;
    expect(harbour.uploadedBy).toBe(editor.username);
    expect(harbour.usedBy).toEqual([
      { kind: 'article', id: expect.any(Number), title: 'Harbour Story', slug: 'harbour-story' },
    ]);
    expect(items.find((item) => item.id === spare.id)!.usedBy).toEqual([]);
  });

  test('searches file names, alt text and captions', async () => {
    expect((await list(editor.cookie, 'spare')).map((item) => item.id)).toEqual([spare.id]);
    expect((await list(editor.cookie, 'dawn')).map((item) => item.id)).toEqual([used.id]);
    expect((await list(editor.cookie, 'night desk')).map((item) => item.id)).toEqual([used.id]);
    expect(await list(editor.cookie, '100%_')).toEqual([]);
  });

  test('the article page gets the alt text and caption, and a new alt text everywhere', async () => {
    const before = (await (await t.request('/api/articles/harbour-story')).json()) as PublicArticle;
    expect(before.imageTexts[used.url]).toEqual({
      alt: 'The harbour at dawn',
      caption: 'Photo: night desk',
    });
    const html = await (await t.request('/article/harbour-story')).text();
    expect(html).toContain('alt="The harbour at dawn"');
    const patched = await adminRequest(t, 'PATCH', `/api/admin/media/${used.id}`, {
      cookie: editor.cookie,
      body: { alt: 'The harbour under a red dawn' },
    });
    expect(patched.status).toBe(200);
    const after = (await (await t.request('/api/articles/harbour-story')).json()) as PublicArticle;
    expect(after.imageTexts[used.url]!.alt).toBe('The harbour under a red dawn');
    // The cached page was dropped: readers see the new text at once.
    expect(await (await t.request('/article/harbour-story')).text()).toContain(
      'alt="The harbour under a red dawn"',
    );
  });

  test('an image in use is not deleted, alone or in a selection; unused ones are', async () => {
    const single = await adminRequest(t, 'DELETE', `/api/admin/media/${used.id}`, {
      cookie: editor.cookie,
    });
    expect(single.status).toBe(409);
    expect(((await single.json()) as { message: string }).message).toContain('Harbour Story');
    const bulk = await adminRequest(t, 'POST', '/api/admin/media/delete', {
      cookie: editor.cookie,
      body: { ids: [spare.id, used.id] },
    });
    expect(bulk.status).toBe(409);
    // All or nothing: the unused one is still there.
    expect((await list(editor.cookie)).map((item) => item.id)).toContain(spare.id);
    const ok = await adminRequest(t, 'POST', '/api/admin/media/delete', {
      cookie: editor.cookie,
      body: { ids: [spare.id] },
    });
    expect(ok.status).toBe(200);
    expect((await list(editor.cookie)).map((item) => item.id)).not.toContain(spare.id);
    expect((await t.request(spare.url)).status).toBe(404);
  });

  test('an author changes and deletes their own images only', async () => {
    const others = await adminRequest(t, 'PATCH', `/api/admin/media/${used.id}`, {
      cookie: author.cookie,
      body: { alt: 'Hijacked' },
    });
    expect(others.status).toBe(403);
    const own = await adminRequest(t, 'PATCH', `/api/admin/media/${authorsOwn.id}`, {
      cookie: author.cookie,
      body: { caption: 'Photo: me' },
    });
    expect(own.status).toBe(200);
    expect(((await own.json()) as MediaItem).caption).toBe('Photo: me');
    const deleted = await adminRequest(t, 'DELETE', `/api/admin/media/${authorsOwn.id}`, {
      cookie: author.cookie,
    });
    expect(deleted.status).toBe(204);
  });
});
