import { afterAll, beforeAll, describe, test } from 'bun:test';
import fc from 'fast-check';
import type { z } from 'zod';
import { articleInputSchema } from '~/shared/schemas/article';
import { authorProfileInputSchema } from '~/shared/schemas/author-profile';
import { breakingNewsInputSchema } from '~/shared/schemas/breaking-news';
import { createFuzzApp, type FuzzApp } from './fuzz-app';
import { hostileBody, hostilePathSegment, hostileQuery } from './hostile-input';

/**
 * The back office's article, author profile and breaking news endpoints
 * under hostile bodies, ids, query strings and headers, signed in and not.
 */

let app: FuzzApp;

beforeAll(async () => {
  app = await createFuzzApp();
});

afterAll(() => {
  app.report('Admin content API fuzz');
  app.close();
});

const FUZZ_TIMEOUT = 60_000;

interface Resource {
  name: string;
  path: string;
  schema: z.ZodType;
  /** A valid payload; `n` makes unique what must be unique (slugs, names). */
  valid: (n: number) => Record<string, unknown>;
  /** Ids of seeded records, so some updates reach a real one. */
  ids: () => number[];
  listQuery: string[];
}

const resources: Resource[] = [
  {
    name: 'articles',
    path: '/api/admin/articles',
    schema: articleInputSchema,
    valid: (n) => ({
      title: 'Portal Commission Reports Findings',
      slug: `fuzz-article-${n}`,
      section: 'global-affairs',
      summary: 'What the commission found.',
      content: '<p>The commission met in closed session.</p>',
      author: 'Priya Castellanos',
      date: '2026-10-01T12:00:00.000Z',
      image: '',
      imagePosition: 'center',
      status: 'draft',
      tags: ['portal'],
      featured: false,
      readTime: 3,
      additionalImages: [],
    }),
    ids: () => app.ids.articles,
    listQuery: ['q', 'status', 'section'],
  },
  {
    name: 'author profiles',
    path: '/api/admin/author-profiles',
    schema: authorProfileInputSchema,
    valid: (n) => ({
      name: `Fuzz Reporter ${n}`,
      bio: 'Covers the seams between realities.',
      title: 'Correspondent',
      avatar: '',
      socialTwitter: '@fuzz',
      socialLinkedin: '',
      expertise: ['portals'],
      isActive: true,
    }),
    ids: () => [app.ids.profile],
    listQuery: [],
  },
  {
    name: 'breaking news',
    path: '/api/admin/breaking-news',
    schema: breakingNewsInputSchema,
    valid: () => ({
      text: 'Portal sighted over the harbour',
      link: '/section/cosmic-watch',
      priority: 3,
      active: true,
    }),
    ids: () => app.ids.breakingNews,
    listQuery: [],
  },
];

/** Hostile bodies around a valid payload; a small `n` range keeps some of them colliding. */
function bodies(resource: Resource) {
  return fc.nat({ max: 50 }).chain((n) => hostileBody(resource.valid(n)));
}

const headers = (signedIn: boolean) => app.hostileHeaders(signedIn);

/** An id segment: a real one, one that is not there, or anything. */
function idSegment(ids: number[]) {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...ids.map(String)), weight: 2 },
    {
      arbitrary: fc.constantFrom('999999', '0', '-1', '1.5', '1e3', '0x1', '+1', ' 1', '1 ', '01'),
      weight: 2,
    },
    { arbitrary: hostilePathSegment, weight: 3 },
  );
}

describe.each(resources)('admin $name endpoints under hostile input', (resource) => {
  test(
    `POST ${resource.path}`,
    () =>
      app.fuzz({
        label: `POST ${resource.path}`,
        numRuns: 350,
        bodySchema: resource.schema,
        cases: fc.tuple(bodies(resource), headers(true)),
        request: ([body, headers]) => ({ method: 'POST', path: resource.path, headers, body }),
      }),
    FUZZ_TIMEOUT,
  );

  test(
    `PATCH ${resource.path}/:id`,
    () =>
      app.fuzz({
        label: `PATCH ${resource.path}/:id`,
        numRuns: 300,
        bodySchema: resource.schema,
        cases: fc.tuple(idSegment(resource.ids()), bodies(resource), headers(true)),
        request: ([id, body, headers]) => ({
          method: 'PATCH',
          path: `${resource.path}/${id}`,
          headers,
          body,
        }),
      }),
    FUZZ_TIMEOUT,
  );

  test(
    `GET ${resource.path} and ${resource.path}/:id`,
    async () => {
      await app.fuzz({
        label: `GET ${resource.path}`,
        numRuns: 150,
        cases: fc.tuple(hostileQuery(resource.listQuery), headers(true)),
        request: ([query, headers]) => ({
          method: 'GET',
          path: query ? `${resource.path}?${query}` : resource.path,
          headers,
        }),
      });
      await app.fuzz({
        label: `GET ${resource.path}/:id`,
        numRuns: 150,
        cases: fc.tuple(idSegment(resource.ids()), headers(true)),
        request: ([id, headers]) => ({ method: 'GET', path: `${resource.path}/${id}`, headers }),
      });
    },
    FUZZ_TIMEOUT,
  );

  test(
    'every method without a valid session is refused and changes nothing',
    () =>
      app.fuzz({
        label: `${resource.path} without a session`,
        numRuns: 300,
        refuseAll: true,
        cases: fc.tuple(
          fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT'),
          fc.oneof(
            fc.constant(''),
            idSegment(resource.ids()).map((id) => `/${id}`),
          ),
          bodies(resource),
          headers(false),
        ),
        request: ([method, suffix, body, headers]) => ({
          method,
          path: `${resource.path}${suffix}`,
          headers,
          body: method === 'GET' ? undefined : body,
        }),
      }),
    FUZZ_TIMEOUT,
  );

  // Last: a generated id may name a seeded record, which is then really deleted.
  test(
    `DELETE ${resource.path}/:id`,
    () =>
      app.fuzz({
        label: `DELETE ${resource.path}/:id`,
        numRuns: 150,
        cases: fc.tuple(idSegment(resource.ids()), fc.option(bodies(resource)), headers(true)),
        request: ([id, body, headers]) => ({
          method: 'DELETE',
          path: `${resource.path}/${id}`,
          headers,
          body: body ?? undefined,
        }),
      }),
    FUZZ_TIMEOUT,
  );
});
