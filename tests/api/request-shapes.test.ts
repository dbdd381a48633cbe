import { afterAll, beforeAll, describe, expect, type Mock, spyOn, test } from 'bun:test';
import { connect } from 'node:net';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { HttpError } from '~/server/http/errors';
import { BAD_HOST_MESSAGE } from '~/server/http/host-header';
import { firstQueryValues } from '~/server/http/query-params';
import { createLogLimit, LOG_LINES_PER_WINDOW } from '~/server/http/server-log';

/**
 * Requests of every shape answered well: a bad or missing Host, commas and
 * repeats in query strings, a page whose data failed, and what each of them
 * leaves in the log.
 */

let t: TestApp;
let cookie: string;
let server: ReturnType<typeof Bun.serve>;

/** A stack frame as Bun and V8 print them. */
const STACK_FRAME = /^\s+at .+(?:\(|:\d+:\d+)/m;

beforeAll(async () => {
  t = await createTestApp();
  await createArticle(
    t.services,
    buildArticle({ title: 'Portal, rift and the harbour', slug: 'portal-rift-harbour' }),
  );
  await createArticle(
    t.services,
    buildArticle({ title: 'Rift report', slug: 'rift-report', author: 'Smith, Jr.' }),
  );
  await createAdmin(t, 'editor');
  cookie = await signIn(t);
  server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: t.fetch });
});

afterAll(() => {
  server.stop(true);
  t.close();
});

/** Everything written to the log while `run` runs, as text. */
async function logOf(run: () => Promise<void>): Promise<string> {
  const spies: Mock<(...parts: unknown[]) => void>[] = [
    spyOn(console, 'error').mockImplementation(() => {}),
    spyOn(console, 'warn').mockImplementation(() => {}),
    spyOn(console, 'log').mockImplementation(() => {}),
  ];
  try {
    await run();
    return spies
      .flatMap((spy) => spy.mock.calls)
      .map((parts) =>
        parts.map((part) => (part instanceof Error ? (part.stack ?? '') : String(part))).join(' '),
      )
      .join('\n');
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

interface RawResponse {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends bytes as written over a socket: what curl -H 'Host: a b' or an HTTP/1.0 client sends. */
function rawRequest(text: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port!, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = new Map(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

describe('a bad or missing Host header', () => {
  const BAD_HOSTS: Array<[string, string]> = [
    ['HTTP/1.0 without a Host', 'GET / HTTP/1.0\r\n\r\n'],
    ['HTTP/1.0 with an empty Host', 'GET / HTTP/1.0\r\nHost: \r\n\r\n'],
    ['a Host with a space', 'GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n'],
    ['an API path', 'GET /api/articles HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n'],
    ['a write', 'POST /api/admin/auth/login HTTP/1.1\r\nHost: a/b\r\nConnection: close\r\n\r\n'],
    ['an unclosed IPv6 host', 'GET /search HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n'],
    ['a port out of range', 'GET / HTTP/1.1\r\nHost: x:99999\r\nConnection: close\r\n\r\n'],
  ];

  test.each(BAD_HOSTS)(
    '%s: 400 in the JSON error shape, with the security headers',
    async (_, raw) => {
      let response: RawResponse | undefined;
      const log = await logOf(async () => {
        response = await rawRequest(raw);
      });
      expect(response!.status).toBe(400);
      expect(JSON.parse(response!.body)).toEqual({ status: 400, message: BAD_HOST_MESSAGE });
      expect(response!.headers.get('content-type')).toStartWith('application/json');
      expect(response!.headers.get('cache-control')).toBe('no-store');
      expect(response!.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response!.headers.get('x-frame-options')).toBe('DENY');
      expect(response!.headers.get('content-security-policy')).toContain("default-src 'none'");
      // One line, no stack trace.
      expect(log.split('\n').filter(Boolean).length).toBeLessThanOrEqual(1);
      expect(log).not.toMatch(STACK_FRAME);
    },
  );

  test('a good Host over the same socket path is served as usual', async () => {
    const response = await rawRequest(
      'GET /api/articles?limit=1 HTTP/1.1\r\nHost: gazette.test\r\nConnection: close\r\n\r\n',
    );
    expect(response.status).toBe(200);
  });

  test('a flood of them logs a bounded number of lines', async () => {
    const log = await logOf(async () => {
      for (let i = 0; i < 3 * LOG_LINES_PER_WINDOW; i++) {
        expect((await rawRequest('GET / HTTP/1.0\r\n\r\n')).status).toBe(400);
      }
    });
    expect(log.split('\n').filter(Boolean).length).toBeLessThanOrEqual(LOG_LINES_PER_WINDOW);
  });
});

describe('a comma inside a text parameter is text', () => {
  test('q=portal%2C+rift searches for "portal, rift"', async () => {
    const response = await t.request('/api/search?q=portal%2C+rift');
    expect(response.status).toBe(200);
    const hits = (await response.json()) as Array<{ slug: string }>;
    expect(hits.map((hit) => hit.slug)).toContain('portal-rift-harbour');
  });

  test.each([
    ['/api/search?q=portal,rift', 200],
    ['/api/articles?q=portal,rift', 200],
    ['/api/articles?author=Smith,%20Jr.', 200],
    ['/api/author-stats?author=Smith,%20Jr.', 200],
    ['/api/search?q=%5B1,2%5D', 200],
    ['/api/search?q=%7B%22a%22:1%7D', 200],
  ])('%s answers %i, the value taken whole', async (path, status) => {
    const response = await t.request(path);
    expect(response.status).toBe(status);
  });

  test('an author with a comma in the name is found by that name', async () => {
    const response = await t.request('/api/articles?author=Smith,%20Jr.');
    const articles = (await response.json()) as Array<{ slug: string }>;
    expect(articles.map((article) => article.slug)).toEqual(['rift-report']);
    const stats = await t.request('/api/author-stats?author=Smith,%20Jr.');
    expect(await stats.json()).toMatchObject({ articleCount: 1 });
  });

  test('the admin list too', async () => {
    const response = await adminRequest(t, 'GET', '/api/admin/articles?q=portal,%20rift', {
      cookie,
    });
    expect(response.status).toBe(200);
  });

  test('the one list parameter, status, still splits at its commas', async () => {
    const response = await t.request('/api/articles?status=verified,breaking');
    expect(response.status).toBe(200);
  });

  test('the search page with a comma renders its results, cached as a whole page', async () => {
    const response = await t.request('/search?q=portal%2C+rift');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Portal, rift and the harbour');
    expect(html).not.toContain('Searching…');
    expect(html).not.toContain('The search could not be completed');
  });
});

describe('a repeated query parameter: the first value counts, on every route', () => {
  test.each([
    ['/api/articles?limit=1&limit=2', '/api/articles?limit=1'],
    ['/api/articles?limit=101&limit=1', '/api/articles?limit=101'],
    ['/api/search?q=portal&q=nothing-matches-this', '/api/search?q=portal'],
    ['/api/search?sort=oldest&sort=random&q=rift', '/api/search?sort=oldest&q=rift'],
    ['/api/search?sort=random&sort=oldest&q=rift', '/api/search?sort=random&q=rift'],
    ['/api/author-stats?author=Smith,%20Jr.&author=x', '/api/author-stats?author=Smith,%20Jr.'],
    ['/sitemap-articles.xml?page=1&page=x', '/sitemap-articles.xml?page=1'],
    ['/sitemap-articles.xml?page=x&page=1', '/sitemap-articles.xml?page=x'],
  ])('%s answers as %s', async (repeated, first) => {
    const [a, b] = await Promise.all([t.request(repeated), t.request(first)]);
    expect(a.status).toBe(b.status);
    expect(await a.text()).toBe(await b.text());
  });

  test('the admin list', async () => {
    const repeated = await adminRequest(t, 'GET', '/api/admin/articles?status=draft&status=x', {
      cookie,
    });
    const first = await adminRequest(t, 'GET', '/api/admin/articles?status=draft', { cookie });
    expect(repeated.status).toBe(200);
    expect(await repeated.text()).toBe(await first.text());
  });

  test('pages read the first value too', async () => {
    const page = await t.request('/search?q=portal%2C+rift&q=nothing');
    expect(await page.text()).toContain('Portal, rift and the harbour');
  });

  test('firstQueryValues: first wins, commas and brackets are text, no prototype keys', () => {
    const values = firstQueryValues(
      'http://x/?a=1&a=2&b=x,y&c=[1]&__proto__=p&constructor=c&d&e=%2C&f=%E0%A4%A',
    );
    expect(Object.entries(values)).toEqual([
      ['a', '1'],
      ['b', 'x,y'],
      ['c', '[1]'],
      ['__proto__', 'p'],
      ['constructor', 'c'],
      ['d', ''],
      ['e', ','],
      // A broken escape is kept as sent, never an error.
      ['f', '\ufffd%A'],
    ]);
    expect(Object.getPrototypeOf(values)).toBeNull();
    expect(firstQueryValues('http://x/path')).toEqual({});
  });
});

describe('only complete pages are cached', () => {
  test('a page whose data failed: 500, no-store, not kept; the next good render is cached', async () => {
    const { searchPublic } = t.services.articles;
    t.services.articles.searchPublic = () => {
      throw new Error('SQLITE_IOERR: disk I/O error');
    };
    const before = t.pages.cachedPages();
    let failed: Response | undefined;
    const log = await logOf(async () => {
      failed = await t.request('/search?q=harbour');
    });
    t.services.articles.searchPublic = searchPublic;
    expect(failed!.status).toBe(500);
    expect(failed!.headers.get('cache-control')).toBe('no-store');
    expect(failed!.headers.get('etag')).toBeNull();
    expect(t.pages.cachedPages()).toBe(before);
    // The operator learns what failed.
    expect(log).toContain('SQLITE_IOERR');

    const good = await t.request('/search?q=harbour');
    expect(good.status).toBe(200);
    expect(good.headers.get('cache-control')).toContain('s-maxage=60');
    expect(await good.text()).toContain('Portal, rift and the harbour');
    expect(t.pages.cachedPages()).toBe(before + 1);
  });

  test('a busy database: 503 with Retry-After and no-store', async () => {
    const { searchPublic } = t.services.articles;
    t.services.articles.searchPublic = () => {
      throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    };
    let response: Response | undefined;
    await logOf(async () => {
      response = await t.request('/search?q=busy-moment');
    });
    t.services.articles.searchPublic = searchPublic;
    expect(response!.status).toBe(503);
    expect(response!.headers.get('retry-after')).toBe('2');
    expect(response!.headers.get('cache-control')).toBe('no-store');
  });

  test('data the API refuses (4xx): that status, no-store, one log line without a stack', async () => {
    const { searchPublic } = t.services.articles;
    t.services.articles.searchPublic = () => {
      throw new HttpError(400, 'q: refused for this test');
    };
    let response: Response | undefined;
    const log = await logOf(async () => {
      response = await t.request('/search?q=refused-query');
    });
    t.services.articles.searchPublic = searchPublic;
    expect(response!.status).toBe(400);
    expect(response!.headers.get('cache-control')).toBe('no-store');
    expect(log.split('\n').filter(Boolean)).toHaveLength(1);
    expect(log).toContain('refused for this test');
    expect(log).not.toMatch(STACK_FRAME);
  });
});

describe('createLogLimit', () => {
  test('writes at most the limit per window, then says how many were left out', () => {
    let time = 0;
    const lines: string[] = [];
    const log = createLogLimit({
      linesPerWindow: 2,
      windowMs: 1000,
      now: () => time,
      write: (line) => lines.push(String(line)),
    });
    for (let i = 0; i < 5; i++) log('flood', `line ${i}`);
    log('other', 'another kind has its own count');
    expect(lines).toEqual(['line 0', 'line 1', 'another kind has its own count']);
    time = 1000;
    log('flood', 'next window');
    expect(lines.slice(3)).toEqual([
      '(3 more "flood" lines were left out of the log since 1970-01-01T00:00:00.000Z)',
      'next window',
    ]);
  });
});
