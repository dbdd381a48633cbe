import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest } from '@tests/support/admin-session';
import { FakeClock } from '@tests/support/fake-clock';
import { type NewsroomUser, signInAs } from '@tests/support/newsroom-users';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';

/**
 * What time alone changes for readers (a scheduled article coming out, a
 * correction leaving the 30-day list) renders again the pages it reaches,
 * as a write would, and no other.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = new FakeClock();
let t: TestApp;
let editor: NewsroomUser;
let publishAt: number;
let strangerId: number;

/** Pages the scheduled article comes out on: its section, its author, its own address, the front page, a related article. */
const REACHED = [
  '/',
  '/section/cosmic-watch',
  '/author/Odalys%20Ferran',
  '/article/timed-arrival',
  '/article/timed-neighbour',
];
/**
 * Pages it has nothing to do with. (The corrections page is reached too, as
 * by any new article: notes added before it came out appear there now.)
 */
const UNREACHED = [
  '/section/global-affairs',
  '/article/timed-stranger',
  '/author/Marcus%20Webb',
  '/about',
];

const text = async (path: string) => {
  const response = await t.request(path);
  return response.text();
};

async function warm(paths: string[]) {
  for (const path of paths) await text(path);
  await t.pages.refreshed();
}

beforeAll(async () => {
  // Weeks pass: the server looks for schedules made elsewhere daily, not each minute.
  t = await createTestApp({ now: clock.now, timers: clock.timers, maxSleepMs: 40 * DAY });
  editor = await signInAs(t, 'editor');
  await createArticle(
    t.services,
    buildArticle({
      slug: 'timed-neighbour',
      section: 'cosmic-watch',
      author: 'Marcus Webb',
      tags: ['comet'],
      status: 'published',
    }),
  );
  const stranger = await createArticle(
    t.services,
    buildArticle({
      slug: 'timed-stranger',
      title: 'Harbor Council Votes',
      section: 'global-affairs',
      author: 'Marcus Webb',
      tags: ['council'],
      status: 'published',
    }),
  );
  strangerId = stranger.id;
  publishAt = clock.time + HOUR;
  const response = await adminRequest(t, 'POST', '/api/admin/articles', {
    cookie: editor.cookie,
    body: {
      ...buildArticle({
        slug: 'timed-arrival',
        title: 'Comet Ardent Arrives on Time',
        section: 'cosmic-watch',
        author: 'Odalys Ferran',
        tags: ['comet'],
        status: 'published',
        date: new Date(clock.time).toISOString(),
      }),
      publishedAt: new Date(publishAt).toISOString(),
    },
  });
  expect(response.status).toBe(201);
});

afterAll(() => t.close());

describe('what time changes for readers', () => {
  test('a scheduled article coming out renders again the pages it appears on, and no other', async () => {
    await warm([...REACHED, ...UNREACHED]);
    for (const path of REACHED) expect(await text(path)).not.toContain('Comet Ardent');
    const rendersBefore = t.pages.renders();

    await clock.advance(HOUR);
    await t.scheduler.settled;

    for (const path of UNREACHED) expect(await text(path)).not.toContain('Comet Ardent');
    await t.pages.refreshed();
    expect(t.pages.renders()).toBe(rendersBefore);
    for (const path of REACHED) expect(await text(path)).toContain('Comet Ardent Arrives on Time');
    await t.pages.refreshed();
    expect(t.pages.renders()).toBe(rendersBefore + REACHED.length);
  });

  test('a correction leaving the 30-day list renders again the corrections page alone', async () => {
    const corrected = await adminRequest(
      t,
      'POST',
      `/api/admin/articles/${strangerId}/corrections`,
      {
        cookie: editor.cookie,
        body: { kind: 'correction', text: 'An earlier version gave the wrong vote count.' },
      },
    );
    expect(corrected.status).toBe(201);
    const others = ['/', '/section/global-affairs', '/article/timed-stranger', '/about'];
    await warm(['/corrections', ...others]);
    expect(await text('/corrections')).toContain('Harbor Council Votes');
    const rendersBefore = t.pages.renders();

    await clock.advance(30 * DAY + 1);
    await t.scheduler.settled;

    for (const path of others) await text(path);
    await t.pages.refreshed();
    expect(t.pages.renders()).toBe(rendersBefore);
    expect(await text('/corrections')).not.toContain('Harbor Council Votes');
    await t.pages.refreshed();
    expect(t.pages.renders()).toBe(rendersBefore + 1);
  });
});
