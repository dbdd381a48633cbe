import { describe, expect, test } from 'bun:test';
import { COUNTED_PAGE_CACHE_CONTROL } from '~/shared/analytics-beacon';
import { isBackOffice, isSavedApi, isStorable, listPages, savedPageKind } from './saved-pages';

const at = (path: string) => new URL(path, 'https://gazette.example');

describe('what the service worker keeps', () => {
  test.each([
    ['/', 'list'],
    ['/section/street-beat', 'list'],
    ['/section/street-beat?page=2', null],
    ['/?page=2', null],
    ['/article/a-story', 'article'],
    ['/article/a-story?utm=x', null],
    ['/search?q=x', null],
    ['/authors', null],
    ['/admin', null],
    ['/admin/articles', null],
  ])('%s → %p', (path, kind) => {
    expect(savedPageKind(at(path))).toBe(kind as ReturnType<typeof savedPageKind>);
  });

  test.each([
    ['/api/articles?limit=6', true],
    ['/api/articles/a-story', true],
    ['/api/admin/articles', false],
    ['/api/admin', false],
    ['/administration', false],
  ])('API %s kept: %p', (path, kept) => {
    expect(isSavedApi(at(path))).toBe(kept);
  });

  test('the back office is /admin and /api/admin, nothing that merely starts alike', () => {
    expect(isBackOffice('/admin')).toBe(true);
    expect(isBackOffice('/admin/media')).toBe(true);
    expect(isBackOffice('/api/admin/auth/me')).toBe(true);
    expect(isBackOffice('/administrator-notes')).toBe(false);
  });

  test.each([
    [200, {}, true],
    [200, { 'Cache-Control': 'public, max-age=0, s-maxage=60' }, true],
    [200, { 'Cache-Control': 'no-store' }, false],
    [200, { 'Cache-Control': 'private, max-age=60' }, false],
    // Private only because the site counted this reader's view: the same page for everyone.
    [200, { 'Cache-Control': COUNTED_PAGE_CACHE_CONTROL }, true],
    [200, { 'Cache-Control': `${COUNTED_PAGE_CACHE_CONTROL}, no-store` }, false],
    [404, {}, false],
    [500, {}, false],
  ])('a %i with %j may be stored: %p', (status, headers, storable) => {
    expect(isStorable(new Response('x', { status, headers }))).toBe(storable);
  });

  test('the home page and every section’s first page are kept before they are read', () => {
    expect(listPages(['street-beat', 'cosmic-watch'])).toEqual([
      '/',
      '/section/street-beat',
      '/section/cosmic-watch',
    ]);
  });
});
