import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  callToLeftOutMethod,
  UNUSED_QUERY_CLIENT_METHODS,
  withoutMethods,
} from '../../../scripts/unused-query-client-methods';

const source = readFileSync(
  join(import.meta.dir, '../../../node_modules/@tanstack/query-core/build/modern/queryClient.js'),
  'utf8',
);
const methodsOf = (code: string) =>
  new Set(
    [...code.matchAll(/\n\t(?:async )?([a-zA-Z#]+)\([^)]*\) \{\n/g)].map((match) => match[1]),
  );

describe("the browser build's QueryClient without its unused methods", () => {
  test('leaves out exactly the listed methods and keeps every other', () => {
    const before = methodsOf(source);
    const after = methodsOf(withoutMethods(source, UNUSED_QUERY_CLIENT_METHODS));
    for (const name of UNUSED_QUERY_CLIENT_METHODS) {
      expect(before.has(name)).toBe(true);
      expect(after.has(name)).toBe(false);
    }
    expect([...after].sort()).toEqual(
      [...before]
        .filter((name) => !UNUSED_QUERY_CLIENT_METHODS.some((left) => left === name))
        .sort(),
    );
    for (const kept of ['fetchQuery', 'prefetchQuery', 'invalidateQueries', 'defaultQueryOptions'])
      expect(after.has(kept)).toBe(true);
  });

  test('fails on a method it cannot find once', () => {
    expect(() => withoutMethods(source, ['noSuchMethod'])).toThrow(/found 0 times/);
  });

  test('finds a call to a left-out method in built code, and none to a kept one', () => {
    expect(callToLeftOutMethod('a.fetchQuery(b);a.ensureQueryData(c)')).toBe('ensureQueryData');
    expect(
      callToLeftOutMethod('a.fetchQuery(b);a.prefetchQuery(c);a.setQueryData(d)'),
    ).toBeUndefined();
  });

  test('the client build calls none of them', () => {
    const assets = join(import.meta.dir, '../../../dist/client/assets');
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dir, '../../../dist/client/manifest.json'), 'utf8'),
    ) as { entry: string; chunks: Record<string, string[]> };
    const files = new Set([manifest.entry, ...Object.values(manifest.chunks).flat()]);
    for (const url of files) {
      const code = readFileSync(join(assets, url.slice('/assets/'.length)), 'utf8');
      expect(callToLeftOutMethod(code)).toBeUndefined();
    }
  });
});
