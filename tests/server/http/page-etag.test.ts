import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { pageEtag } from '~/server/http/page-etag';

/**
 * A kept page's ETag names what the page shows, not when it was rendered: a
 * page rendered again with the same content keeps it, so a browser holding
 * it still gets a 304 (from this process or another behind the same
 * balancer), and a page whose content changed gets another.
 */

const PATH = '/article/etag-story';

describe("a kept page's ETag", () => {
  let t: TestApp;
  let cookie: string;
  let edited: { id: number; input: ReturnType<typeof buildArticle> };

  beforeAll(async () => {
    t = await createTestApp();
    const input = buildArticle({ slug: 'etag-story', title: 'The story before' });
    edited = { id: (await createArticle(t.services, input)).id, input };
    await createAdmin(t, 'editor');
    cookie = await signIn(t);
  });
  afterAll(() => t.close());

  async function page(headers: Record<string, string> = {}) {
    const response = await t.request(PATH, { headers });
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      body: await response.text(),
    };
  }

  test('a page rendered again with the same content keeps its ETag, and a browser holding it gets a 304', async () => {
    const first = await page();
    expect(first.status).toBe(200);
    t.pages.clear();
    // Another millisecond: the boot data's clocks differ from the first render's.
    await Bun.sleep(5);
    const second = await page();
    expect(second.body).not.toBe(first.body);
    expect(second.etag).toBe(first.etag);
    expect((await page({ 'If-None-Match': first.etag! })).status).toBe(304);
  });

  test('a page whose content changed gets another ETag', async () => {
    const before = await page();
    const saved = await adminRequest(t, 'PATCH', `/api/admin/articles/${edited.id}`, {
      cookie,
      body: { ...edited.input, title: 'The story after' },
    });
    expect(saved.status).toBe(200);
    const after = await page({ 'If-None-Match': before.etag! });
    expect(after.status).toBe(200);
    expect(after.body).toContain('The story after');
    expect(after.etag).not.toBe(before.etag);
  });
});

describe('pageEtag', () => {
  const boot = (title: string, at: number) =>
    `<html><body><p>${title}</p><script>window.__GAZETTE__={"queryState":{"queries":[{"dehydratedAt":${at},"state":{"data":{"title":"${title}"},"dataUpdatedAt":${at},"errorUpdatedAt":0}}]}};</script></body></html>`;
  const etagOf = (html: string) => pageEtag(new TextEncoder().encode(html));

  test('leaves out only the boot data clocks', () => {
    expect(etagOf(boot('Rift', 1))).toBe(etagOf(boot('Rift', 1795948216606)));
    expect(etagOf(boot('Rift', 1))).not.toBe(etagOf(boot('Drift', 1)));
  });

  test('a page with no boot data is named by all its bytes', () => {
    expect(etagOf('<p>1</p>')).not.toBe(etagOf('<p>2</p>'));
    expect(etagOf('<p>1</p>')).toBe(
      `"${Bun.hash(new TextEncoder().encode('<p>1</p>')).toString(36)}"`,
    );
  });
});
