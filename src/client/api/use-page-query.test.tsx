import { afterAll, describe, expect, test } from 'bun:test';
import {
  dehydrate,
  hydrate,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { Window } from 'happy-dom';
import { act, StrictMode, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from './query-client';
import { usePageQuery } from './use-page-query';

// A DOM for this file only (bunfig.toml: no global DOM for the other tests).
const window = new Window();
const globals = globalThis as Record<string, unknown>;
const saved = { window: globals.window, document: globals.document };
Object.assign(globals, { window, document: window.document, IS_REACT_ACT_ENVIRONMENT: true });
const { createRoot } = await import('react-dom/client');
afterAll(() => {
  Object.assign(globals, saved, { IS_REACT_ACT_ENVIRONMENT: undefined });
  void window.happyDOM.close();
});

/**
 * Lets TanStack's notifications (scheduled with a timer) reach React within
 * `act`. An answer sets off a chain of timers, each scheduled as the one
 * before runs: waiting one turn per link, rather than a fixed time, keeps the
 * chain's end inside `act` however late a loaded machine runs the timers.
 */
async function settle() {
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The fields of a result the reader pages read, as one comparable value. */
const fieldsOf = (result: {
  status: string;
  fetchStatus: string;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  data: unknown;
  error: unknown;
}) => ({
  status: result.status,
  fetchStatus: result.fetchStatus,
  isPending: result.isPending,
  isError: result.isError,
  isSuccess: result.isSuccess,
  isFetching: result.isFetching,
  data: result.data,
  error: result.error instanceof Error ? result.error.message : result.error,
});
type Fields = ReturnType<typeof fieldsOf>;

/** A query whose answers the test hands out one by one, counting the loads. */
function scriptedQuery() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  let loads = 0;
  const definition = (key: string) =>
    queryOptions({
      queryKey: ['/api/scripted', key] as const,
      queryFn: () =>
        new Promise<string>((resolve, reject) => {
          loads += 1;
          pending.push({ resolve, reject });
        }),
    });
  return {
    definition,
    loads: () => loads,
    answer: async (value: string | Error) => {
      const next = pending.shift();
      if (!next) throw new Error('No load is waiting for an answer');
      await act(async () => {
        if (value instanceof Error) next.reject(value);
        else next.resolve(value);
        await settle();
      });
    },
  };
}

interface ReadResult extends Fields {
  refetch: () => Promise<unknown>;
}
type Definition = ReturnType<ReturnType<typeof scriptedQuery>['definition']>;
/** Reads a query the way a reader page does, through one of the two hooks. */
type ReadQuery = (options: Definition) => ReadResult;

function useRealQuery(options: Definition): ReadResult {
  return useQuery(options) as ReadResult;
}
function useLightQuery(options: Definition): ReadResult {
  return usePageQuery(options) as ReadResult;
}

interface HarnessProps {
  read: ReadQuery;
  query: ReturnType<typeof scriptedQuery>;
  onResult: (result: ReadResult) => void;
  controls: { set?: (props: { key: string; enabled: boolean; mounted: boolean }) => void };
}

function Reader({
  read,
  query,
  onResult,
  id,
  enabled,
}: HarnessProps & { id: string; enabled: boolean }) {
  const result = read({ ...query.definition(id), enabled });
  onResult(result);
  return <p>{String(result.data ?? result.status)}</p>;
}

function Harness(props: HarnessProps) {
  const [shown, set] = useState({ key: 'a', enabled: true, mounted: true });
  props.controls.set = set;
  return shown.mounted ? <Reader {...props} id={shown.key} enabled={shown.enabled} /> : null;
}

type Step = (controls: {
  set: (props: { key: string; enabled: boolean; mounted: boolean }) => Promise<void>;
  query: ReturnType<typeof scriptedQuery>;
  refetch: () => Promise<void>;
}) => Promise<void>;

/**
 * Runs one scenario with a hook and returns the distinct results it rendered
 * in order (a change of render count is not a change of behaviour) and how
 * many loads ran.
 */
async function run(read: ReadQuery, prepare: (client: QueryClient) => void, steps: Step) {
  const client = createQueryClient();
  prepare(client);
  const query = scriptedQuery();
  const seen: Fields[] = [];
  let latest: ReadResult | undefined;
  const onResult = (result: ReadResult) => {
    const fields = fieldsOf(result);
    if (JSON.stringify(seen.at(-1)) !== JSON.stringify(fields)) seen.push(fields);
    latest = result;
  };
  const controls: HarnessProps['controls'] = {};

  const container = window.document.createElement('div');
  const root = createRoot(container as never);
  await act(async () => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={client}>
          <Harness read={read} query={query} onResult={onResult} controls={controls} />
        </QueryClientProvider>
      </StrictMode>,
    );
    await settle();
  });
  await steps({
    set: async (props) =>
      act(async () => {
        controls.set?.(props);
        await settle();
      }),
    query,
    refetch: async () => {
      await act(async () => {
        void latest?.refetch();
        await settle();
      });
    },
  });
  await act(async () => root.unmount());
  client.clear();
  return { seen, loads: query.loads() };
}

function ServerReader({ read }: { read: ReadQuery }) {
  const result = read(scriptedQuery().definition('a'));
  return <p data-status={result.status}>{String(result.data ?? '')}</p>;
}

/** The same scenario through TanStack's `useQuery` and through `usePageQuery`. */
async function expectSameAsUseQuery(prepare: (client: QueryClient) => void, steps: Step) {
  const real = await run(useRealQuery, prepare, steps);
  const light = await run(useLightQuery, prepare, steps);
  expect(light).toEqual(real);
  return real;
}

const withData = (value: string, age: number) => (client: QueryClient) => {
  const server = new QueryClient();
  server.setQueryData(['/api/scripted', 'a'], value, { updatedAt: Date.now() - age });
  hydrate(client, JSON.parse(JSON.stringify(dehydrate(server))));
};
const nothing = () => {};

describe('usePageQuery behaves as useQuery for the reader pages', () => {
  test('fresh hydrated data: shown at once, not loaded again', async () => {
    const { seen, loads } = await expectSameAsUseQuery(withData('served', 1_000), async () => {});
    expect(loads).toBe(0);
    expect(seen.map((fields) => fields.data)).toEqual(['served']);
  });

  test('stale hydrated data: shown, then loaded again in the background', async () => {
    const { seen, loads } = await expectSameAsUseQuery(
      withData('served', 60_000),
      async ({ query }) => {
        await query.answer('newer');
      },
    );
    expect(loads).toBe(1);
    expect(seen.at(-1)?.data).toBe('newer');
  });

  test('no data: pending, then the answer', async () => {
    await expectSameAsUseQuery(nothing, async ({ query }) => {
      await query.answer('first');
    });
  });

  test('a failed load, then "Try again"', async () => {
    const { seen } = await expectSameAsUseQuery(nothing, async ({ query, refetch }) => {
      await query.answer(new Error('offline'));
      await refetch();
      await query.answer('second');
    });
    expect(seen.map((fields) => fields.status)).toContain('error');
  });

  test('disabled, then enabled', async () => {
    await expectSameAsUseQuery(nothing, async ({ query, set }) => {
      await set({ key: 'a', enabled: false, mounted: true });
      await query.answer('a');
      await set({ key: 'b', enabled: false, mounted: true });
      await set({ key: 'b', enabled: true, mounted: true });
      await query.answer('b');
    });
  });

  test("a new key is pending, never the previous key's data", async () => {
    const { seen } = await expectSameAsUseQuery(nothing, async ({ query, set }) => {
      await query.answer('a');
      await set({ key: 'b', enabled: true, mounted: true });
      await query.answer('b');
      await set({ key: 'a', enabled: true, mounted: true });
    });
    const pendingAfterA = seen.findIndex((fields, at) => at > 0 && fields.isPending);
    expect(seen[pendingAfterA]?.data).toBeUndefined();
  });

  test('a failed query shown again loads again, pending meanwhile', async () => {
    await expectSameAsUseQuery(nothing, async ({ query, set }) => {
      await query.answer(new Error('offline'));
      await set({ key: 'a', enabled: true, mounted: false });
      await set({ key: 'a', enabled: true, mounted: true });
      await query.answer('back');
    });
  });

  test('a failed query loads again when the connection comes back', async () => {
    const { loads } = await expectSameAsUseQuery(nothing, async ({ query }) => {
      await query.answer(new Error('offline'));
      await act(async () => {
        onlineManager.setOnline(false);
        onlineManager.setOnline(true);
        await settle();
      });
      await query.answer('reconnected');
    });
    expect(loads).toBe(2);
  });

  test('the server draws the same markup with either', () => {
    const draw = (read: ReadQuery, prepare: (client: QueryClient) => void) => {
      const client = createQueryClient();
      prepare(client);
      return renderToString(
        <QueryClientProvider client={client}>
          <ServerReader read={read} />
        </QueryClientProvider>,
      );
    };
    for (const prepare of [withData('served', 1_000), withData('served', 60_000), nothing]) {
      expect(draw(useLightQuery, prepare)).toBe(draw(useRealQuery, prepare));
    }
  });
});
