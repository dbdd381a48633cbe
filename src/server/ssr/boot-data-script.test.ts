import { describe, expect, test } from 'bun:test';
import type { BootData } from '~/client/boot-data';
import { serializeBootData } from './boot-data-script';

const bootWith = (title: string): BootData => ({
  assets: { css: '/assets/app.css', entry: '/assets/entry.js' },
  runtime: { siteUrl: 'http://gazette.test' },
  queryState: {
    mutations: [],
    queries: [
      {
        queryKey: ['/api/articles', 'x'],
        queryHash: 'x',
        dehydratedAt: 0,
        state: { data: { title } } as never,
      },
    ],
  },
});

describe('serializeBootData', () => {
  const hostile = '</script><script>alert(1)</script> & <!-- \u2028 \u2029 >';

  test('nothing in it can end the script element or start markup', () => {
    const script = serializeBootData(bootWith(hostile));
    for (const character of ['<', '>', '&', '\u2028', '\u2029']) {
      expect(script).not.toContain(character);
    }
  });

  test('the browser reads back exactly the data', () => {
    const script = serializeBootData(bootWith(hostile));
    const json = script.replace(/^window\.__GAZETTE__=/, '').replace(/;$/, '');
    const data = JSON.parse(json) as BootData;
    expect((data.queryState.queries[0]!.state.data as { title: string }).title).toBe(hostile);
  });

  test('answers kept across renders are written as the whole boot data would be', () => {
    /** The boot data written in one piece, as the browser must read it. */
    const whole = (data: BootData) =>
      `window.__GAZETTE__=${JSON.stringify(data)
        .replaceAll('<', '\\u003c')
        .replaceAll('>', '\\u003e')
        .replaceAll('&', '\\u0026')
        .replaceAll('\u2028', '\\u2028')
        .replaceAll('\u2029', '\\u2029')};`;
    const kept = { items: [{ title: hostile }, { title: 'Second' }], total: 2 };
    const query = (key: string, data: unknown) => ({
      queryKey: ['/api/articles', key],
      queryHash: key,
      dehydratedAt: 0,
      state: { data, status: 'success' } as never,
    });
    const boot = (...queries: ReturnType<typeof query>[]): BootData => ({
      ...bootWith(''),
      queryState: { mutations: [], queries },
    });
    const pages = [
      boot(query('list', kept), query('other', { title: 'x' }), query('empty', null)),
      // The same answer object again, on another page: its kept JSON.
      boot(query('again', kept), query('count', 3)),
      // A key holding the mark itself (no such key reaches a page) is still written whole.
      boot(query('\u0000answer\u0000', kept), query('list', kept)),
      // A query's own object, new at every render, around answers kept: written from its members,
      // leaving out what JSON leaves out, in JSON's order of keys, a date as its JSON.
      boot(
        query('wrapped', { articles: kept.items, total: 2 }),
        query('wrapped-again', {
          articles: kept.items,
          missing: undefined,
          skipped: () => 1,
          [hostile]: hostile,
          10: 'ten',
          2: { nested: kept },
          at: new Date(0),
          nothing: null,
        }),
        query('own-json', { toJSON: () => ({ written: 'instead' }), hidden: kept }),
      ),
    ];
    for (const data of pages) expect(serializeBootData(data)).toBe(whole(data));
  });
});
