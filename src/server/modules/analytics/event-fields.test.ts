import { describe, expect, test } from 'bun:test';
import { type PageTarget, pageTarget, referrerHost, searchQueryText } from './event-fields';

describe('referrerHost', () => {
  test.each([
    ['https://news.ycombinator.com/item?id=1', 'news.ycombinator.com'],
    ['https://www.Example.org/profile/jane?ref=mail', 'example.org'],
    ['http://t.co/abc', 't.co'],
    ['https://gazette.example/section/cosmic-watch', null],
    ['https://www.gazette.example/', null],
    ['android-app://com.google.android.gm/', null],
    ['not a url', null],
    ['', null],
    [undefined, null],
  ])('%p gives %p', (referrer, expected) => {
    expect(referrerHost(referrer, 'gazette.example')).toBe(expected);
  });
});

describe('searchQueryText', () => {
  test.each([
    ['  Portal   Storm ', 'portal storm'],
    ['SPIDER-MAN', 'spider-man'],
    ['   ', null],
    ['x'.repeat(500), 'x'.repeat(200)],
  ])('%p gives %p', (query, expected) => {
    expect(searchQueryText(query)).toBe(expected);
  });
});

describe('pageTarget', () => {
  test.each<[string, PageTarget | null]>([
    ['/article/portal-storm', { articleReference: 'portal-storm' }],
    ['/article/42', { articleReference: '42' }],
    ['/article/caf%C3%A9', { articleReference: 'café' }],
    ['/article/%E0%A4%A', {}],
    ['/section/cosmic-watch', { section: 'cosmic-watch' }],
    ['/section/no-such-section', {}],
    ['/', {}],
    ['/search', {}],
    ['/article/', {}],
    ['/article/a/b', {}],
    ['/admin', null],
    ['/admin/articles/3', null],
  ])('%p gives %p', (path, expected) => {
    expect(pageTarget(path)).toEqual(expected);
  });
});
