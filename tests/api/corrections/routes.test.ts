import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { FakeClock } from '@tests/support/fake-clock';
import { type NewsroomUser, signInAs } from '@tests/support/newsroom-users';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { formatDateTime } from '~/shared/dates';
import type { ArticleCorrection, RecentCorrection } from '~/shared/schemas/correction';
import type { DatabaseExport } from '~/shared/schemas/database-export';

const DAY = 86_400_000;
const clock = new FakeClock();
let t: TestApp;
let editor: NewsroomUser;
let articleId: number;

beforeAll(async () => {
  // Weeks pass in this test: the server looks for new schedules daily, not each minute.
  t = await createTestApp({ now: clock.now, timers: clock.timers, maxSleepMs: DAY });
  editor = await signInAs(t, 'editor');
  articleId = (
    await createArticle(
      t.services,
      buildArticle({
        slug: 'bridge-count',
        title: 'Seven Bridges Reopen',
        status: 'published',
        author: 'Priya Castellanos',
        date: '2026-11-01T10:00:00Z',
      }),
    )
  ).id;
});

afterAll(() => t.close());

function correct(id: number, body: unknown, as = editor) {
  return adminRequest(t, 'POST', `/api/admin/articles/${id}/corrections`, {
    cookie: as.cookie,
    body,
  });
}

const NO_CORRECTIONS = 'No corrections have been published in the last 30 days.';

describe('corrections', () => {
  test('/corrections says there were none when there were none', async () => {
    expect(await (await t.request('/api/corrections')).json()).toEqual([]);
    expect(await (await t.request('/corrections')).text()).toContain(NO_CORRECTIONS);
  });

  test('an editor appends a dated correction; readers see it under the article, with the Updated time and dateModified', async () => {
    const before = (await t.services.adminArticles.findById(articleId))!;
    const response = await correct(articleId, {
      kind: 'correction',
      text: 'An earlier version said six bridges reopened; it was seven.',
    });
    expect(response.status).toBe(201);
    const correction = (await response.json()) as ArticleCorrection;
    expect(correction).toMatchObject({
      kind: 'correction',
      createdAt: new Date(clock.time).toISOString(),
    });

    const after = (await t.services.adminArticles.findById(articleId))!;
    expect(after.updatedAt).toBe(correction.createdAt);
    expect(after.version).toBe(before.version);

    expect(await (await t.request('/api/articles/bridge-count/corrections')).json()).toEqual([
      correction,
    ]);
    const page = await (await t.request('/article/bridge-count')).text();
    expect(page).toContain(
      `Correction, ${formatDateTime(correction.createdAt)}:</strong> An earlier version said six bridges reopened; it was seven.`,
    );
    expect(page).toContain(`Updated <time dateTime="${correction.createdAt}">`);
    expect(page).toContain(`"dateModified":"${correction.createdAt}"`);

    await correct(articleId, { kind: 'update', text: 'The eighth bridge opens on Monday.' });
    const recent = (await (await t.request('/api/corrections')).json()) as RecentCorrection[];
    expect(recent.map(({ kind, article }) => [kind, article.slug])).toEqual([
      ['update', 'bridge-count'],
      ['correction', 'bridge-count'],
    ]);
    const listing = await (await t.request('/corrections')).text();
    expect(listing).not.toContain(NO_CORRECTIONS);
    expect(listing).toContain('Seven Bridges Reopen');
    expect(listing).toContain('Update, ');
  });

  test('after 30 days they leave /corrections on time, cached page included, and stay under the article', async () => {
    expect(await (await t.request('/corrections')).text()).toContain('Seven Bridges Reopen');
    await clock.advance(30 * DAY + 1);
    // Waking, the server reads what readers see before it refreshes the pages.
    await t.scheduler.settled;
    expect(await (await t.request('/corrections')).text()).toContain(NO_CORRECTIONS);
    expect(await (await t.request('/api/corrections')).json()).toEqual([]);
    expect(
      ((await (await t.request('/api/articles/bridge-count/corrections')).json()) as unknown[])
        .length,
    ).toBe(2);
  });

  test('only for published articles; the rules of the text; 404 for no article', async () => {
    const draft = await createArticle(t.services, buildArticle({ status: 'draft' }));
    const refused = await correct(draft.id, { text: 'Not out yet.' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      status: 409,
      message: 'Corrections are for published articles; this one is a draft or not out yet',
    });
    expect((await correct(articleId, { text: '  ' })).status).toBe(422);
    expect((await correct(articleId, { kind: 'retraction', text: 'x' })).status).toBe(422);
    expect((await correct(999999, { text: 'Nothing there.' })).status).toBe(404);
    const author = await signInAs(t, 'author');
    expect((await correct(articleId, { text: 'Mine now.' }, author)).status).toBe(403);
  });
});

test('an export carries each article’s corrections', async () => {
  const source = await createTestApp();
  const target = await createTestApp();
  try {
    await createAdmin(source, 'chief');
    const chief = await signIn(source, 'chief');
    const { id } = await createArticle(source.services, buildArticle({ slug: 'corrected-story' }));
    await adminRequest(source, 'POST', `/api/admin/articles/${id}/corrections`, {
      cookie: chief,
      body: { text: 'The mayor is named Ilse, not Else.' },
    });
    const file = (await (
      await adminRequest(source, 'GET', '/api/admin/export-database', { cookie: chief })
    ).json()) as DatabaseExport;
    await createAdmin(target, 'other');
    const cookie = await signIn(target, 'other');
    expect(
      (await adminRequest(target, 'POST', '/api/admin/import-database', { cookie, body: file }))
        .status,
    ).toBe(200);
    const notes = (await (
      await target.request('/api/articles/corrected-story/corrections')
    ).json()) as ArticleCorrection[];
    expect(notes.map((note) => note.text)).toEqual(['The mayor is named Ilse, not Else.']);
  } finally {
    source.close();
    target.close();
  }
});
