import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type RunningServer, startServer } from '@tests/support/server-process';

/**
 * The W3C HTML checker (the Nu Html Checker, from the vnu-jar package; needs
 * Java, which .ci/run installs) over every kind of page the server renders,
 * the admin's included, as served by a freshly started server. One Java
 * start checks every saved page.
 */
const VNU_JAR = join(dirname(Bun.resolveSync('vnu-jar', import.meta.dir)), 'build/dist/vnu.jar');

let server: RunningServer;
const saved = mkdtempSync(join(tmpdir(), 'gazette-html-'));
/** Each checked page's file name and path, in the order they were fetched. */
const pages: Array<{ file: string; path: string; html: string }> = [];

async function save(path: string, expectedStatus = 200) {
  const response = await fetch(`${server.url}${path}`);
  expect({ path, status: response.status }).toEqual({ path, status: expectedStatus });
  const html = await response.text();
  const file = `${String(pages.length).padStart(2, '0')}.html`;
  writeFileSync(join(saved, file), html);
  pages.push({ file, path, html });
  return html;
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

beforeAll(async () => {
  server = await startServer();
  // The admin first: its page code has not been loaded by any request yet.
  await save('/admin');
  await save('/admin/login');
  await save('/admin');
  const api = async <T>(path: string) => (await (await fetch(`${server.url}${path}`)).json()) as T;
  const [article] = await api<Array<{ slug: string; author: string }>>('/api/articles?limit=1');
  const [memorial] = await api<Array<{ slug: string }>>(
    '/api/articles?section=obituaries-legacy&limit=1',
  );
  for (const path of [
    '/',
    '/?page=2',
    '/sections',
    '/section/cosmic-watch',
    '/section/cosmic-watch?page=2',
    '/section/obituaries-legacy',
    `/article/${article!.slug}`,
    `/article/${memorial!.slug}`,
    `/author/${encodeURIComponent(article!.author)}`,
    '/authors',
    '/search',
    '/search?q=rift',
    '/about',
    '/editorial-standards',
    '/corrections',
    '/privacy-policy',
    '/terms-of-service',
  ]) {
    await save(path);
  }
  await save('/nowhere', 404);
  await save('/article/no-such-story', 404);
  await save('/section/no-such-desk', 404);
  await save('/author/Nobody%20Writes%20Here', 404);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(saved, { recursive: true, force: true });
});

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

describe('the W3C HTML checker', () => {
  test('the admin’s title and robots tag are in <head>, on the first request and after', () => {
    for (const page of pages.filter(({ path }) => path.startsWith('/admin'))) {
      const head = headOf(page.html);
      expect({ path: page.path, title: head.includes('<title>') }).toEqual({
        path: page.path,
        title: true,
      });
      expect(head).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(page.html.slice(page.html.indexOf('</head>'))).not.toContain('<title>');
    }
  });

  test('finds no error on any kind of page', () => {
    const run = Bun.spawnSync(
      ['java', '-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', saved],
      { stdout: 'pipe', stderr: 'pipe' },
    );
    const report = run.stderr.toString();
    if (!report.trimStart().startsWith('{')) {
      throw new Error(`The HTML checker did not run (is Java installed?):\n${report}`);
    }
    const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
    const pathOf = (url = '') => pages.find((page) => url.endsWith(`/${page.file}`))?.path;
    const errors = messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => ({
        page: pathOf(message.url),
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      }));
    expect(errors).toEqual([]);
    console.log(
      `The HTML checker found 0 errors in ${pages.length} pages (${messages.length} notes and warnings).`,
    );
  }, 120_000);
});
