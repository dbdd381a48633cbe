import { describe, expect, test } from 'bun:test';
import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createQueryClient } from '~/client/api/query-client';
import { ApiError } from '~/client/api/transport';
import { readQueriesDirectly } from '~/server/ssr/direct-reads';

/** A render's client as the server makes it, and one fetching through TanStack as before. */
function clients(): [direct: QueryClient, throughTanStack: QueryClient] {
  const direct = createQueryClient();
  readQueriesDirectly(direct);
  return [direct, createQueryClient()];
}

/** What a query's state is, without the clock's readings. */
function stateOf(client: QueryClient, queryKey: QueryKey) {
  const state = client.getQueryState(queryKey);
  return state && { ...state, dataUpdatedAt: 0, errorUpdatedAt: 0 };
}

/** The dehydrated cache, without the clock's readings. */
function dehydrated(client: QueryClient) {
  return JSON.parse(
    JSON.stringify(dehydrate(client)).replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0'),
  );
}

describe("a render's queries read directly", () => {
  test.each([
    ['an object', { articles: [{ id: 1, title: 'Rift' }], total: 1 }],
    ['a list', [{ id: 2 }, { id: 3 }]],
    ['null (no profile)', null],
  ])('answering %s: the query and the page data are as a fetch leaves them', async (_, answer) => {
    for (const client of clients()) {
      let reads = 0;
      const options = {
        queryKey: ['/api/articles', { page: 1 }],
        queryFn: async () => {
          reads += 1;
          return answer;
        },
      };
      expect(await client.fetchQuery(options)).toEqual(answer);
      // Fresh: asked again, the kept data, not read again.
      expect(await client.fetchQuery(options)).toEqual(answer);
      await client.prefetchQuery(options);
      expect(reads).toBe(1);
    }
    const [direct, throughTanStack] = clients();
    for (const client of [direct, throughTanStack]) {
      await client.prefetchQuery({ queryKey: ['/api/a'], queryFn: async () => answer });
      await client.fetchQuery({ queryKey: ['/api/b', { q: 'x' }], queryFn: async () => answer });
    }
    expect(stateOf(direct, ['/api/a'])).toEqual(stateOf(throughTanStack, ['/api/a']));
    expect(dehydrated(direct)).toEqual(dehydrated(throughTanStack));
  });

  test('a read that fails is the query error a fetch records, read once', async () => {
    const [direct, throughTanStack] = clients();
    const failures: unknown[] = [];
    for (const client of [direct, throughTanStack]) {
      let reads = 0;
      const options = {
        queryKey: ['/api/articles/gone'],
        queryFn: async () => {
          reads += 1;
          throw new ApiError(404, '{"message":"Article not found"}', 'Not Found');
        },
      };
      failures.push(await client.fetchQuery(options).catch((error: unknown) => error));
      expect(reads).toBe(1);
      // A prefetch swallows it.
      expect(await client.prefetchQuery({ ...options, queryKey: ['/api/other'] })).toBeUndefined();
    }
    expect(failures[0]).toBeInstanceOf(ApiError);
    expect(failures[0]).toEqual(failures[1]);
    expect((failures[0] as ApiError).status).toBe(404);
    expect(stateOf(direct, ['/api/articles/gone'])).toEqual(
      stateOf(throughTanStack, ['/api/articles/gone']),
    );
    expect(stateOf(direct, ['/api/articles/gone'])?.status).toBe('error');
    expect(dehydrated(direct)).toEqual(dehydrated(throughTanStack));
  });

  test('queries are in the page data in the order they were asked for, not answered', async () => {
    const [direct, throughTanStack] = clients();
    for (const client of [direct, throughTanStack]) {
      const slow = Promise.withResolvers<string>();
      const asked = Promise.all([
        client.prefetchQuery({ queryKey: ['/api/slow'], queryFn: () => slow.promise }),
        client.prefetchQuery({ queryKey: ['/api/quick'], queryFn: async () => 'quick' }),
      ]);
      await Bun.sleep(1);
      slow.resolve('slow');
      await asked;
    }
    const order = (client: QueryClient) =>
      dehydrated(client).queries.map((query: { queryHash: string }) => query.queryHash);
    expect(order(direct)).toEqual(['["/api/slow"]', '["/api/quick"]']);
    expect(dehydrated(direct)).toEqual(dehydrated(throughTanStack));
  });

  test("a read that succeeds never starts TanStack's fetch", async () => {
    const [direct, throughTanStack] = clients();
    const actions = new Map<QueryClient, string[]>();
    for (const client of [direct, throughTanStack]) {
      const seen: string[] = [];
      actions.set(client, seen);
      client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated') seen.push(event.action.type);
      });
      await client.fetchQuery({ queryKey: ['/api/breaking-news'], queryFn: async () => [] });
    }
    expect(actions.get(throughTanStack)).toEqual(['fetch', 'success']);
    expect(actions.get(direct)).toEqual(['success']);
  });

  test('a query function that throws at once fails as one that rejects', async () => {
    const [direct] = clients();
    const error = await direct
      .fetchQuery({
        queryKey: ['/api/thrown'],
        queryFn: () => {
          throw new Error('broken');
        },
      })
      .catch((failure: unknown) => failure);
    expect(error).toEqual(new Error('broken'));
    expect(direct.getQueryState(['/api/thrown'])?.status).toBe('error');
  });
});
