import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { eq } from 'drizzle-orm';
import { buildBreakingNews } from '~/server/db/seed/factories/breaking-news';
import type { BreakingNewsInput, BreakingNewsItem } from '~/shared/schemas/breaking-news';

let t: TestApp;
let cookie: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await createAdmin(t, 'editor')).id;
  cookie = await signIn(t);
});

afterAll(() => t.close());

const PATH = '/api/admin/breaking-news';

function send(method: string, path: string, body?: unknown) {
  return adminRequest(t, method, path, { cookie, body });
}

async function create(input: BreakingNewsInput): Promise<BreakingNewsItem> {
  const response = await send('POST', PATH, input);
  expect(response.status).toBe(201);
  return (await response.json()) as BreakingNewsItem;
}

async function adminList(): Promise<BreakingNewsItem[]> {
  const response = await send('GET', PATH);
  expect(response.status).toBe(200);
  return (await response.json()) as BreakingNewsItem[];
}

async function publicTexts(): Promise<string[]> {
  const response = await t.request('/api/breaking-news');
  return ((await response.json()) as BreakingNewsItem[]).map((item) => item.text);
}

async function authorIdOf(id: number): Promise<string | null> {
  const { breakingNews } = t.store.tables;
  const [row] = await t.db
    .select({ authorId: breakingNews.authorId })
    .from(breakingNews)
    .where(eq(breakingNews.id, id));
  return row?.authorId ?? null;
}

describe('admin breaking news', () => {
  test('POST creates an item as the signed-in user, with the defaults filled in', async () => {
    const item = await create({ text: '  Rift widens over the harbour  ' });
    expect(item).toMatchObject({
      text: 'Rift widens over the harbour',
      link: null,
      priority: 1,
      active: true,
    });
    expect(typeof item.id).toBe('number');
    expect(Number.isNaN(Date.parse(item.createdAt))).toBe(false);
    expect(await authorIdOf(item.id)).toBe(adminId);
    expect(await publicTexts()).toContain('Rift widens over the harbour');
  });

  test('GET lists every item, inactive ones included, by priority then newest', async () => {
    const low = await create({ text: 'Low and old', priority: 2 });
    const off = await create({ text: 'Switched off', priority: 10, active: false });
    const high = await create({ text: 'Critical incursion', priority: 9, link: '/section/x' });
    const sameHighNewer = await create({ text: 'Critical and newer', priority: 9 });
    const ids = (await adminList()).map((item) => item.id);
    expect(ids.indexOf(off.id)).toBe(0);
    expect(ids.indexOf(sameHighNewer.id)).toBeLessThan(ids.indexOf(high.id));
    expect(ids.indexOf(high.id)).toBeLessThan(ids.indexOf(low.id));
    // The public ticker hides the inactive item.
    const ticker = await publicTexts();
    expect(ticker).not.toContain('Switched off');
    expect(ticker[0]).toBe('Critical and newer');
  });

  test('PATCH replaces an item and the public ticker follows', async () => {
    const item = await create({ text: 'Draft headline', priority: 5 });
    const response = await send('PATCH', `${PATH}/${item.id}`, {
      text: 'Corrected headline',
      link: 'https://gazette.example/rift',
      priority: 10,
      active: true,
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as BreakingNewsItem;
    expect(updated).toMatchObject({
      id: item.id,
      text: 'Corrected headline',
      link: 'https://gazette.example/rift',
      priority: 10,
      active: true,
      createdAt: item.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(item.updatedAt));
    expect((await publicTexts())[0]).toBe('Corrected headline');

    const off = await send('PATCH', `${PATH}/${item.id}`, {
      text: 'Corrected headline',
      link: '',
      priority: 10,
      active: false,
    });
    expect(((await off.json()) as BreakingNewsItem).link).toBeNull();
    expect(await publicTexts()).not.toContain('Corrected headline');
    expect((await adminList()).find((entry) => entry.id === item.id)?.active).toBe(false);
  });

  test('DELETE removes an item from both lists', async () => {
    const item = await create({ text: 'Short-lived alert', priority: 8 });
    const response = await send('DELETE', `${PATH}/${item.id}`);
    expect(response.status).toBe(204);
    expect((await adminList()).some((entry) => entry.id === item.id)).toBe(false);
    expect(await publicTexts()).not.toContain('Short-lived alert');
  });

  test('an unknown id is a 404 with a JSON message, and changes nothing', async () => {
    const before = await adminList();
    for (const method of ['PATCH', 'DELETE']) {
      const response = await send(method, `${PATH}/999999`, buildBreakingNews());
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        status: 404,
        message: 'Breaking news item not found',
      });
    }
    expect(await adminList()).toEqual(before);
    expect((await send('DELETE', `${PATH}/not-a-number`)).status).toBe(400);
  });

  test.each([
    ['empty text', { text: '' }, 'text: Breaking news text is required'],
    ['blank text', { text: '   ' }, 'text: Breaking news text is required'],
    ['201 characters', { text: 'x'.repeat(201) }, 'text: Text must be less than 200 characters'],
    ['a bad link', { text: 'Alert', link: 'not a url' }, 'link: Please enter a valid URL'],
    ['priority 0', { text: 'Alert', priority: 0 }, 'priority: Priority must be at least 1'],
    ['priority 11', { text: 'Alert', priority: 11 }, 'priority: Priority must be 10 or less'],
  ])('%s is a 422 with the spec message', async (_case, body, message) => {
    const before = await adminList();
    const created = await send('POST', PATH, body);
    expect(created.status).toBe(422);
    expect(((await created.json()) as { message: string }).message).toBe(message);

    const target = before[0]!;
    const patched = await send('PATCH', `${PATH}/${target.id}`, body);
    expect(patched.status).toBe(422);
    expect(((await patched.json()) as { message: string }).message).toBe(message);
    expect(await adminList()).toEqual(before);
  });

  test('200 characters of text is allowed', async () => {
    await create({ text: 'x'.repeat(200), priority: 1, active: false });
  });

  test('needs a session for every endpoint', async () => {
    const item = (await adminList())[0]!;
    const anonymous = (method: string, path: string) =>
      adminRequest(t, method, path, { body: method === 'GET' ? undefined : buildBreakingNews() });
    expect((await anonymous('GET', PATH)).status).toBe(401);
    expect((await anonymous('POST', PATH)).status).toBe(401);
    expect((await anonymous('PATCH', `${PATH}/${item.id}`)).status).toBe(401);
    expect((await anonymous('DELETE', `${PATH}/${item.id}`)).status).toBe(401);
    expect((await adminList())[0]).toEqual(item);
  });
});
