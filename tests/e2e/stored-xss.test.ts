import { beforeAll, describe, expect, test } from 'bun:test';
import { gotoLive, networkQuiet } from '@tests/support/browser';
import { findExecutableContent } from '@tests/support/executable-content';
import { siteAndBrowserForFile, TEST_ADMIN } from '@tests/support/site-and-browser';
import { XSS_PAYLOADS } from '@tests/support/xss-payloads';
import type { BrowserContext, Page } from 'playwright-core';
import { buildArticle } from '~/server/db/seed/factories/article';
import type { Article } from '~/shared/schemas/article';
import type { DatabaseExport } from '~/shared/schemas/database-export';

/**
 * Stored XSS, in Chromium: bodies full of known payloads, and titles, names
 * and ticker text made of markup, saved through the admin API and the
 * database import, then opened as a reader and as an editor.
 *
 * Pages are opened with the Content-Security-Policy bypassed: the policy
 * would stop inline handlers anyway, and the point here is that the stored
 * HTML itself cannot run.
 */

const site = siteAndBrowserForFile();

/** Shown as text wherever a title, name or ticker item appears; sets window.__xss if it ever runs. */
const MARKUP = '<img src=x onerror="window.__xss=1">';
const PAYLOADS_PER_PAGE = 20;

let cookie = '';
const stored = {
  payloadPages: [] as Article[],
  perPayload: [] as Article[],
  plainText: null as unknown as Article,
  markupTitle: null as unknown as Article,
};

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${site.server.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: site.server.url,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function createArticle(overrides: Parameters<typeof buildArticle>[0]): Promise<Article> {
  const response = await api('POST', '/api/admin/articles', buildArticle(overrides));
  expect(response.status).toBe(201);
  return (await response.json()) as Article;
}

beforeAll(async () => {
  const login = await api('POST', '/api/admin/auth/login', TEST_ADMIN);
  expect(login.status).toBe(200);
  cookie = login.headers.getSetCookie()[0]!.split(';', 1)[0]!;

  for (let start = 0; start < XSS_PAYLOADS.length; start += PAYLOADS_PER_PAGE) {
    const chunk = XSS_PAYLOADS.slice(start, start + PAYLOADS_PER_PAGE);
    stored.payloadPages.push(
      await createArticle({
        slug: `xss-payloads-${start}`,
        content: chunk.map((payload) => `<p>Lead.</p>${payload}`).join('\n'),
      }),
    );
  }
  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const response = await api(
      'POST',
      '/api/admin/articles',
      buildArticle({ slug: `xss-payload-${index}`, content: `<p>Lead.</p>${payload}` }),
    );
    if (response.status === 201) stored.perPayload.push((await response.json()) as Article);
  }
  stored.plainText = await createArticle({
    slug: 'xss-plain-text',
    content: `${MARKUP} is how the attack was written.\n\n<svg onload="window.__xss=1">\n\nNothing ran.`,
  });

  const author = `Reporter ${MARKUP}`;
  const profile = await api('POST', '/api/admin/author-profiles', {
    name: author,
    title: `Correspondent ${MARKUP}`,
    bio: `Writes about ${MARKUP} and more.`,
  });
  expect(profile.status).toBe(201);
  stored.markupTitle = await createArticle({
    slug: 'xss-markup-title',
    title: `Portal ${MARKUP} opens`,
    summary: `A summary with ${MARKUP} in it.`,
    author,
    tags: [`tag ${MARKUP}`],
    featured: true,
  });

  // The ticker shows the highest-priority active item: make it this one.
  const items = (await (await api('GET', '/api/admin/breaking-news')).json()) as Array<{
    id: number;
    text: string;
    link: string | null;
    priority: number;
  }>;
  for (const item of items) {
    const off = { text: item.text, link: item.link ?? '', priority: item.priority, active: false };
    expect((await api('PATCH', `/api/admin/breaking-news/${item.id}`, off)).status).toBe(200);
  }
  const ticker = await api('POST', '/api/admin/breaking-news', {
    text: `${MARKUP} Portal breach`,
    priority: 10,
    active: true,
  });
  expect(ticker.status).toBe(201);
});

/** A page that records dialogs, with the policy bypassed so only the stored HTML stands in the way. */
async function openPage(
  path: string,
): Promise<{ page: Page; dialogs: string[]; context: BrowserContext }> {
  const context = await site.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await gotoLive(page, `${site.server.url}${path}`);
  return { page, dialogs, context };
}

/**
 * Nothing ran: no window.__xss and no dialog. With a body selector, the
 * rendered article body also holds nothing executable, as Chromium parses it.
 */
async function expectNothingRan(page: Page, dialogs: string[], bodySelector?: string) {
  // Broken images report their error once loading settles: give them that time.
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  if (!bodySelector) return;
  const html = await page.locator(bodySelector).evaluate((element) => element.innerHTML);
  expect(await checkInChromium(page, [html])).toEqual([[]]);
}

/** findExecutableContent, run by Chromium's own HTML parser. */
function checkInChromium(page: Page, fragments: string[]): Promise<string[][]> {
  return page.evaluate(`(() => {
    const check = ${findExecutableContent.toString()};
    return ${JSON.stringify(fragments)}.map((html) => check(html, document));
  })()`) as Promise<string[][]>;
}

describe('stored XSS in Chromium', () => {
  test('the checks catch markup that does run', async () => {
    const { page, dialogs, context } = await openPage('/about');
    await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), MARKUP);
    await page.waitForFunction(() => (window as { __xss?: unknown }).__xss === 1);
    expect(await checkInChromium(page, [MARKUP])).toEqual([['onerror handler on <img>']]);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  test(`article pages with ${XSS_PAYLOADS.length} payloads in their bodies run none of them`, async () => {
    for (const article of stored.payloadPages) {
      const { page, dialogs, context } = await openPage(`/article/${article.slug}`);
      await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
      await expectNothingRan(page, dialogs, '.article-body');
      await context.close();
    }
  });

  test('each stored payload body, injected into a live page block by block, runs nothing', async () => {
    expect(stored.perPayload.length).toBeGreaterThan(XSS_PAYLOADS.length * 0.9);
    const { page, dialogs, context } = await openPage('/about');
    const contents = stored.perPayload.map((article) => article.content);
    // As the article page does: each block of the body becomes a div's innerHTML, in this live document.
    await page.evaluate((bodies) => {
      for (const body of bodies) {
        for (const block of body.split(/(?<=<\/(?:p|h[1-6]|blockquote|ul|ol|figure|table)>)/i)) {
          const holder = document.createElement('div');
          holder.innerHTML = block;
          document.body.append(holder);
        }
      }
    }, contents);
    await networkQuiet(page);
    expect(await checkInChromium(page, contents)).toEqual(contents.map(() => []));
    await expectNothingRan(page, dialogs);
    await context.close();
  });

  test('a plain-text body with markup in it shows the markup as text', async () => {
    const { page, dialogs, context } = await openPage(`/article/${stored.plainText.slug}`);
    await page.getByText(`${MARKUP} is how the attack was written.`, { exact: true }).waitFor();
    await page.getByText('<svg onload="window.__xss=1">', { exact: true }).waitFor();
    await expectNothingRan(page, dialogs, '.article-body');
    await context.close();
  });

  test('titles, names, summaries, tags and the ticker show markup as text', async () => {
    const article = stored.markupTitle;
    const { page, dialogs, context } = await openPage(`/article/${article.slug}`);
    await page.getByRole('heading', { level: 1, name: `Portal ${MARKUP} opens` }).waitFor();
    expect(await page.title()).toContain(`Portal ${MARKUP} opens`);
    await page.getByText(`Writes about ${MARKUP} and more.`).first().waitFor();
    await page.getByText(`#tag ${MARKUP}`).first().waitFor();
    await expectNothingRan(page, dialogs);

    await gotoLive(page, `${site.server.url}/`);
    const banner = page.getByRole('region', { name: 'Breaking news' });
    expect(await banner.textContent()).toContain(`${MARKUP} Portal breach`);
    await page.getByText(`Portal ${MARKUP} opens`).first().waitFor();
    await expectNothingRan(page, dialogs);

    await gotoLive(page, `${site.server.url}/author/${encodeURIComponent(article.author)}`);
    await page.getByRole('heading', { level: 1, name: article.author }).waitFor();
    await expectNothingRan(page, dialogs);
    await context.close();
  });

  test('the editor sees the same markup as text in the back office', async () => {
    const { page, dialogs, context } = await openPage('/admin');
    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(`Portal ${MARKUP} opens`).first().waitFor();
    await expectNothingRan(page, dialogs);

    await gotoLive(page, `${site.server.url}/admin/articles/${stored.payloadPages[0]!.id}`);
    await page.getByLabel('Content (HTML supported)').waitFor();
    await gotoLive(page, `${site.server.url}/admin/breaking-news`);
    await page.getByText(`${MARKUP} Portal breach`).first().waitFor();
    await gotoLive(page, `${site.server.url}/admin/authors`);
    await page.getByText(`Writes about ${MARKUP} and more.`).first().waitFor();
    await expectNothingRan(page, dialogs);
    await context.close();
  });

  test('an imported body, title and team member run nothing either', async () => {
    const file = (await (await api('GET', '/api/admin/export-database')).json()) as DatabaseExport;
    const base = file.data.articles[0]!;
    const member = file.data.editorialTeam[0]!;
    file.data.articles = [
      {
        ...base,
        id: 900_001,
        slug: 'imported-xss',
        status: 'published',
        title: `Imported ${MARKUP}`,
        content: `<p>Imported.</p>${MARKUP}<svg onload="window.__xss=1"></svg><a href="javascript:window.__xss=1">link</a>`,
        authorId: null,
      },
    ];
    file.data.articleRevisions = [];
    file.data.editorialTeam = [{ ...member, id: 900_001, name: `Editor ${MARKUP}` }];
    const imported = await api('POST', '/api/admin/import-database', file);
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({ imported: { articles: 1, editorialTeam: 1 } });

    const { page, dialogs, context } = await openPage('/article/imported-xss');
    await page.getByRole('heading', { level: 1, name: `Imported ${MARKUP}` }).waitFor();
    // The javascript: address was dropped: following the link leaves nothing to run.
    await page.locator('.article-body a', { hasText: 'link' }).click();
    await expectNothingRan(page, dialogs, '.article-body');

    await gotoLive(page, `${site.server.url}/about`);
    await page.getByText(`Editor ${MARKUP}`).first().waitFor();
    await expectNothingRan(page, dialogs);
    await context.close();
  });
});
