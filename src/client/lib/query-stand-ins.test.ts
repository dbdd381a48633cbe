import { afterEach, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { focusManager } from './focus-without-refetch';
import * as standIn from './no-suspense-queries';

const modules = join(import.meta.dir, '../../../node_modules/@tanstack');
const reactQueryBuild = join(modules, 'react-query/build/modern');
const { FocusManager } = (await import(
  join(modules, 'query-core/build/modern/focusManager.js')
)) as {
  FocusManager: new () => { isFocused(): boolean };
};
const real = {
  ...(await import(join(reactQueryBuild, 'suspense.js'))),
  ...(await import(join(reactQueryBuild, 'errorBoundaryUtils.js'))),
} as Record<
  'ensureSuspenseTimers' | 'ensurePreventErrorBoundaryRetry' | 'shouldSuspend' | 'getHasError',
  (...args: never[]) => unknown
>;

/** The options a site query reaches useBaseQuery with: no suspense, no error boundary. */
const siteOptions = () => ({ staleTime: 30_000, retry: false, gcTime: 300_000 });
const resetBoundary = { clearReset() {}, reset() {}, isReset: () => false };
const results = [
  { isPending: true, isError: false, isFetching: true, data: undefined, error: null },
  { isPending: false, isError: true, isFetching: false, data: undefined, error: new Error('x') },
  { isPending: false, isError: false, isFetching: false, data: { a: 1 }, error: null },
];

describe("the browser build's stand-ins for TanStack Query's suspense and error boundaries", () => {
  test('leave a site query as the real helpers leave it', () => {
    const viaReal = siteOptions();
    const viaStandIn = siteOptions();
    real.ensureSuspenseTimers(viaReal as never);
    real.ensurePreventErrorBoundaryRetry(
      viaReal as never,
      resetBoundary as never,
      undefined as never,
    );
    standIn.ensureSuspenseTimers(viaStandIn as never);
    standIn.ensurePreventErrorBoundaryRetry(viaStandIn as never);
    expect(viaStandIn).toEqual(viaReal);
  });

  test('neither suspend nor throw where the real helpers do not', () => {
    const query = { state: { data: undefined } };
    for (const result of results) {
      expect(Boolean(real.shouldSuspend(siteOptions() as never, result as never))).toBe(false);
      expect(
        Boolean(real.getHasError({ result, errorResetBoundary: resetBoundary, query } as never)),
      ).toBe(false);
      expect(standIn.shouldSuspend()).toBe(false);
      expect(standIn.getHasError()).toBe(false);
    }
  });

  test('refuse a query that asks to suspend or to throw to a boundary', () => {
    expect(() => standIn.ensureSuspenseTimers({ suspense: true })).toThrow(/not part of/);
    expect(() => standIn.ensurePreventErrorBoundaryRetry({ throwOnError: true })).toThrow(
      /not part of/,
    );
    expect(() => standIn.fetchOptimistic()).toThrow(/not part of/);
    expect(standIn.useQueryErrorResetBoundary().isReset()).toBe(false);
  });
});

describe("the browser build's focus manager", () => {
  const visibility = Object.getOwnPropertyDescriptor(globalThis, 'document');
  afterEach(() => {
    if (visibility) Object.defineProperty(globalThis, 'document', visibility);
    else delete (globalThis as { document?: unknown }).document;
  });

  test('tells a visible tab from a hidden one as the real one does', () => {
    for (const visibilityState of ['visible', 'hidden', undefined]) {
      Object.defineProperty(globalThis, 'document', {
        value: visibilityState === undefined ? undefined : { visibilityState },
        configurable: true,
      });
      expect(focusManager.isFocused()).toBe(new FocusManager().isFocused());
    }
  });

  test('hands its subscribers nothing to clean up after', () => {
    const unsubscribe = focusManager.subscribe(() => {
      throw new Error('never called');
    });
    expect(unsubscribe()).toBeUndefined();
  });
});
