import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { type NewsroomUser, signInAs } from '@tests/support/newsroom-users';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle } from '~/server/db/seed/factories/article';
import type { AdminArticle, ValidArticleInput } from '~/shared/schemas/article';
import type { ArticleRevision, ArticleRevisionSummary } from '~/shared/schemas/article-revision';
import type { DatabaseExport } from '~/shared/schemas/database-export';

let t: TestApp;
let ada: NewsroomUser;
let bo: NewsroomUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signInAs(t, 'editor', 'ada');
  bo = await signInAs(t, 'editor', 'bo');
});

afterAll(() => t.close());

async function create(input: ValidArticleInput, as = ada): Promise<AdminArticle> {
  const response = await adminRequest(t, 'POST', '/api/admin/articles', {
    cookie: as.cookie,
    body: input,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as AdminArticle;
}

function save(id: number, body: unknown, as = ada) {
  return adminRequest(t, 'PATCH', `/api/admin/articles/${id}`, { cookie: as.cookie, body });
}

async function history(id: number, as = ada): Promise<ArticleRevisionSummary[]> {
  const response = await adminRequest(t, 'GET', `/api/admin/articles/${id}/revisions`, {
    cookie: as.cookie,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ArticleRevisionSummary[];
}

describe('revisions', () => {
  test('every save is a version: who saved it, when and why, newest first', async () => {
    const input = buildArticle({
      slug: 'harbor-rift',
      title: 'Rift over the harbor',
      summary: 'A rift opened.',
      content: '<p>The rift opened at dawn.</p>',
    });
    const created = await create({ ...input, changeNote: 'First filing' });
    expect(created).toMatchObject({
      version: 1,
      createdBy: 'ada',
      savedBy: 'ada',
      changeNote: 'First filing',
    });

    const second = await save(
      created.id,
      { ...input, title: 'Rift over the harbor widens', version: 1, changeNote: 'Later numbers' },
      bo,
    );
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ version: 2, createdBy: 'ada', savedBy: 'bo' });

    const list = await history(created.id);
    expect(
      list.map(({ version, title, savedBy, changeNote, current }) => ({
        version,
        title,
        savedBy,
        changeNote,
        current,
      })),
    ).toEqual([
      {
        version: 2,
        title: 'Rift over the harbor widens',
        savedBy: 'bo',
        changeNote: 'Later numbers',
        current: true,
      },
      {
        version: 1,
        title: 'Rift over the harbor',
        savedBy: 'ada',
        changeNote: 'First filing',
        current: false,
      },
    ]);
    expect(list[1]!.createdAt).toBe(created.updatedAt);
    expect(list[0]).not.toHaveProperty('content');

    const v1 = await adminRequest(t, 'GET', `/api/admin/articles/${created.id}/revisions/1`, {
      cookie: ada.cookie,
    });
    expect((await v1.json()) as ArticleRevision).toMatchObject({
      version: 1,
      title: 'Rift over the harbor',
      summary: 'A rift opened.',
      content: '<p>The rift opened at dawn.</p>',
      savedBy: 'ada',
    });
    const missing = await adminRequest(t, 'GET', `/api/admin/articles/${created.id}/revisions/3`, {
      cookie: ada.cookie,
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 404, message: 'This article has no version 3' });
    const noArticle = await adminRequest(t, 'GET', '/api/admin/articles/999999/revisions', {
      cookie: ada.cookie,
    });
    expect(noArticle.status).toBe(404);
  });

  test('change notes are the newsroom’s own: readers never see them', async () => {
    const created = await create({
      ...buildArticle({ slug: 'quiet-note', status: 'published' }),
      changeNote: 'Lawyer asked us to soften the lede',
    });
    const text = await (await t.request(`/api/articles/${created.slug}`)).text();
    expect(text).not.toContain('soften the lede');
    expect(text).not.toContain('savedBy');
    expect(text).not.toContain('createdBy');
  });
});

describe('no lost edits', () => {
  test('a save from a stale version is refused with 409 naming who saved since and when', async () => {
    const input = buildArticle({ slug: 'contested-story' });
    const created = await create(input);
    expect(
      (await save(created.id, { ...input, title: 'Bo got there first', version: 1 }, bo)).status,
    ).toBe(200);
    const stale = await save(created.id, { ...input, title: 'Ada’s take', version: 1 });
    expect(stale.status).toBe(409);
    const { status, message } = (await stale.json()) as { status: number; message: string };
    expect(status).toBe(409);
    expect(message).toMatch(
      /^This article was saved by bo on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC \(version 2\) after you opened it\./,
    );
    const stored = (await t.services.adminArticles.findById(created.id))!;
    expect(stored.title).toBe('Bo got there first');
    expect(stored.version).toBe(2);
    // Having compared, Ada saves on top of version 2: nothing is lost, both are in the history.
    expect((await save(created.id, { ...input, title: 'Ada’s take', version: 2 })).status).toBe(
      200,
    );
    expect((await history(created.id)).map((entry) => entry.title)).toEqual([
      'Ada’s take',
      'Bo got there first',
      input.title,
    ]);
  });

  test('a save that names no version is taken as before', async () => {
    const input = buildArticle({ slug: 'versionless-save' });
    const created = await create(input);
    expect((await save(created.id, { ...input, title: 'No version sent' })).status).toBe(200);
  });
});

describe('restore', () => {
  test('restores an old text as a new version; the history is never rewritten', async () => {
    const input = buildArticle({
      slug: 'restorable',
      title: 'Original headline',
      summary: 'Original summary.',
      content: '<p>Original body.</p>',
      status: 'published',
      tags: ['kept'],
    });
    const created = await create(input);
    await save(created.id, {
      ...input,
      title: 'Worse headline',
      summary: 'Worse summary.',
      content: '<p>Worse body.</p>',
      tags: ['kept', 'new-tag'],
      version: 1,
    });
    const restored = await adminRequest(
      t,
      'POST',
      `/api/admin/articles/${created.id}/revisions/1/restore`,
      { cookie: bo.cookie, body: { version: 2 } },
    );
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({
      version: 3,
      title: 'Original headline',
      summary: 'Original summary.',
      content: '<p>Original body.</p>',
      // Only the text goes back: the rest stays as the latest version had it.
      tags: ['kept', 'new-tag'],
      savedBy: 'bo',
      changeNote: 'Restored version 1',
    });
    expect((await history(created.id)).map(({ version, title }) => [version, title])).toEqual([
      [3, 'Original headline'],
      [2, 'Worse headline'],
      [1, 'Original headline'],
    ]);

    const stale = await adminRequest(
      t,
      'POST',
      `/api/admin/articles/${created.id}/revisions/2/restore`,
      { cookie: ada.cookie, body: { version: 2 } },
    );
    expect(stale.status).toBe(409);
    const missing = await adminRequest(
      t,
      'POST',
      `/api/admin/articles/${created.id}/revisions/9/restore`,
      { cookie: ada.cookie, body: {} },
    );
    expect(missing.status).toBe(404);
  });
});

test('an export carries the history, who saved each version and why', async () => {
  const source = await createTestApp();
  const target = await createTestApp();
  try {
    await createAdmin(source, 'chief');
    const chief = await signIn(source, 'chief');
    const input = buildArticle({ slug: 'travelling-history' });
    const created = (await (
      await adminRequest(source, 'POST', '/api/admin/articles', {
        cookie: chief,
        body: { ...input, changeNote: 'Filed' },
      })
    ).json()) as AdminArticle;
    await adminRequest(source, 'PATCH', `/api/admin/articles/${created.id}`, {
      cookie: chief,
      body: { ...input, title: 'Second take', version: 1, changeNote: 'Rewrote the top' },
    });
    const file = (await (
      await adminRequest(source, 'GET', '/api/admin/export-database', { cookie: chief })
    ).json()) as DatabaseExport;
    await createAdmin(target, 'other-admin');
    const cookie = await signIn(target, 'other-admin');
    expect(
      (await adminRequest(target, 'POST', '/api/admin/import-database', { cookie, body: file }))
        .status,
    ).toBe(200);
    const [imported] = (await target.services.adminArticles.listAdmin({ q: 'Second take' }))
      .articles;
    const list = (await (
      await adminRequest(target, 'GET', `/api/admin/articles/${imported!.id}/revisions`, { cookie })
    ).json()) as ArticleRevisionSummary[];
    expect(
      list.map(({ version, savedBy, changeNote }) => ({ version, savedBy, changeNote })),
    ).toEqual([
      { version: 2, savedBy: 'chief', changeNote: 'Rewrote the top' },
      { version: 1, savedBy: 'chief', changeNote: 'Filed' },
    ]);
  } finally {
    source.close();
    target.close();
  }
});
