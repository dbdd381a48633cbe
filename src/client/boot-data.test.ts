import { describe, expect, test } from 'bun:test';
import { type BootData, serializeBootData } from './boot-data';

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
});
