import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import fc from 'fast-check';
import { createFuzzApp, type FuzzApp, PROFILE_NAME } from './fuzz-app';
import { hostileBody, hostilePathSegment, hostileQuery, hostileUrlValue } from './hostile-input';

/**
 * Every public endpoint under hostile query strings, path segments and
 * headers (and bodies, on methods they do not take): never a 5xx, always
 * JSON with the error shape when refused, and the database untouched.
 */

let app: FuzzApp;

beforeAll(async () => {
  app = await createFuzzApp();
});

afterAll(() => {
  app.report('Public API fuzz');
  app.close();
});

const FUZZ_TIMEOUT = 60_000;

const headers = () => app.hostileHeaders();

/** A GET of `path` with a hostile query string and headers. */
function queried(label: string, path: string, params: readonly string[], numRuns: number) {
  return app.fuzz({
    label,
    numRuns,
    cases: fc.tuple(hostileQuery(params), headers(), fc.constantFrom('GET', 'GET', 'GET', 'HEAD')),
    request: ([query, headers, method]) => ({
      method,
      path: query ? `${path}?${query}` : path,
      headers,
    }),
  });
}

/** A GET of `template` with its `:param` replaced by hostile or real references. */
function referenced(
  label: string,
  template: (segment: string) => string,
  real: string[],
  numRuns: number,
) {
  return app.fuzz({
    label,
    numRuns,
    cases: fc.tuple(
      fc.oneof(hostilePathSegment, fc.constantFrom(...real)),
      fc.option(hostileQuery([]), { freq: 3 }),
      headers(),
    ),
    request: ([segment, query, headers]) => ({
      method: 'GET',
      path: query ? `${template(segment)}?${query}` : template(segment),
      headers,
    }),
  });
}

describe('the fuzz harness', () => {
  test('catches a refused request that writes, and a 5xx', async () => {
    const writes = app.fuzz({
      label: 'harness check: a refusal that writes',
      numRuns: 3,
      cases: fc.constant('/api/nothing-here'),
      request: (path) => ({ method: 'GET', path }),
      settle: async () => {
        await app.t.services.breakingNews.create({
          text: 'Sneaky',
          link: '',
          priority: 1,
          active: false,
        });
      },
    });
    await expect(writes).rejects.toThrow('a refused request changed the database');
    app.resnapshot();

    const logged = spyOn(console, 'error').mockImplementation(() => {});
    const { listActive } = app.t.services.editorialTeam;
    app.t.services.editorialTeam.listActive = () => {
      throw new Error('boom');
    };
    try {
      await expect(
        app.fuzz({
          label: 'harness check: a 5xx',
          numRuns: 3,
          cases: fc.constant('/api/editorial-team'),
          request: (path) => ({ method: 'GET', path }),
        }),
      ).rejects.toThrow('server error: 500');
    } finally {
      app.t.services.editorialTeam.listActive = listActive;
      logged.mockRestore();
    }
  });
});

describe('public API under hostile input', () => {
  test(
    'GET /api/articles',
    () =>
      queried(
        'GET /api/articles',
        '/api/articles',
        ['author', 'section', 'status', 'featured', 'q', 'sort', 'limit', 'offset', 'omit'],
        700,
      ),
    FUZZ_TIMEOUT,
  );

  test(
    'GET /api/search',
    () =>
      queried('GET /api/search', '/api/search', ['q', 'section', 'status', 'sort', 'limit'], 500),
    FUZZ_TIMEOUT,
  );

  test(
    'GET /api/author-stats',
    () => queried('GET /api/author-stats', '/api/author-stats', ['author'], 250),
    FUZZ_TIMEOUT,
  );

  test(
    'GET /api/articles/:reference and /related',
    async () => {
      const real = [
        app.ids.publicSlug,
        app.ids.draftSlug,
        String(app.ids.articles[0]),
        String(app.ids.draftId),
      ];
      await referenced('GET /api/articles/:reference', (ref) => `/api/articles/${ref}`, real, 300);
      await referenced(
        'GET /api/articles/:reference/related',
        (ref) => `/api/articles/${ref}/related`,
        real,
        200,
      );
    },
    FUZZ_TIMEOUT,
  );

  test(
    'GET /api/author-profiles/:name',
    () =>
      referenced(
        'GET /api/author-profiles/:name',
        (name) => `/api/author-profiles/${name}`,
        [encodeURIComponent(PROFILE_NAME), 'Retired%20Reporter'],
        300,
      ),
    FUZZ_TIMEOUT,
  );

  test(
    'lists without parameters: authors, breaking news, editorial team, health',
    async () => {
      for (const path of [
        '/api/authors',
        '/api/breaking-news',
        '/api/editorial-team',
        '/healthz',
      ]) {
        await queried(`GET ${path}`, path, [], 120);
      }
    },
    FUZZ_TIMEOUT,
  );

  test(
    'other methods, with bodies, and unknown /api paths',
    () =>
      app.fuzz({
        label: 'other methods and unknown /api paths',
        numRuns: 400,
        cases: fc.tuple(
          fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'GET'),
          fc.oneof(
            fc.constantFrom(
              '/api/articles',
              '/api/search',
              '/api/authors',
              '/api/breaking-news',
              '/api/editorial-team',
              `/api/articles/${'1'}`,
              '/api/author-profiles/x',
            ),
            hostileUrlValue.map((segment) => `/api/${segment}`),
            hostilePathSegment.map((segment) => `/api/articles/${segment}/${segment}`),
          ),
          hostileBody({ text: 'Portal sighted', priority: 3 }),
          headers(),
        ),
        request: ([method, path, body, headers]) => ({
          method,
          path,
          headers,
          body: method === 'GET' ? undefined : body,
        }),
      }),
    FUZZ_TIMEOUT,
  );
});
