import { describe, expect, test } from 'bun:test';
import {
  parseSectionListing,
  SECTION_PAGE_SIZE,
  type SectionListing,
  sectionApiParams,
  sectionListingHref,
  sectionPageCount,
} from './section-listing';

describe('parseSectionListing', () => {
  test.each<[string, boolean, SectionListing]>([
    ['', false, { status: 'all', sort: 'newest', page: 1 }],
    ['status=verified&sort=oldest&page=2', false, { status: 'verified', sort: 'oldest', page: 2 }],
    ['status=breaking&sort=title', false, { status: 'breaking', sort: 'title', page: 1 }],
    ['status=developing&sort=readTime', false, { status: 'developing', sort: 'readTime', page: 1 }],
    // Values the filter does not offer fall back to the defaults.
    ['status=draft&sort=random&page=x', false, { status: 'all', sort: 'newest', page: 1 }],
    ['status=published', false, { status: 'all', sort: 'newest', page: 1 }],
    ['status=Verified', false, { status: 'all', sort: 'newest', page: 1 }],
    // The memorial section ignores filters and sorts newest first, but pages.
    ['status=verified&sort=title&page=3', true, { status: 'all', sort: 'newest', page: 3 }],
  ])('?%s (memorial: %p)', (query, memorial, expected) => {
    expect(parseSectionListing(new URLSearchParams(query), memorial)).toEqual(expected);
  });
});

describe('sectionListingHref', () => {
  test.each<[Partial<SectionListing>, string]>([
    [{}, '/section/cosmic-watch'],
    [{ status: 'all', sort: 'newest', page: 1 }, '/section/cosmic-watch'],
    [{ status: 'verified' }, '/section/cosmic-watch?status=verified'],
    [{ sort: 'title', page: 2 }, '/section/cosmic-watch?sort=title&page=2'],
    [
      { status: 'breaking', sort: 'readTime', page: 4 },
      '/section/cosmic-watch?status=breaking&sort=readTime&page=4',
    ],
  ])('%p → %s', (listing, href) => {
    expect(sectionListingHref('cosmic-watch', listing)).toBe(href);
  });

  test('round-trips through parseSectionListing', () => {
    const listing: SectionListing = { status: 'developing', sort: 'oldest', page: 5 };
    const href = sectionListingHref('street-beat', listing);
    expect(parseSectionListing(new URL(href, 'http://x').searchParams)).toEqual(listing);
  });
});

describe('sectionApiParams: 9 a page', () => {
  test('defaults send only the section and the page window', () => {
    expect(sectionApiParams('arts-culture', { status: 'all', sort: 'newest', page: 1 })).toEqual({
      section: 'arts-culture',
      limit: 9,
      offset: 0,
    });
  });

  test('a filter, a sort and page 3', () => {
    expect(
      sectionApiParams('arts-culture', { status: 'breaking', sort: 'title', page: 3 }),
    ).toEqual({ section: 'arts-culture', status: 'breaking', sort: 'title', limit: 9, offset: 18 });
  });

  test.each([
    [0, 1],
    [1, 1],
    [SECTION_PAGE_SIZE, 1],
    [SECTION_PAGE_SIZE + 1, 2],
    [27, 3],
    [28, 4],
  ])('%i articles make %i pages', (total, pages) => {
    expect(sectionPageCount(total)).toBe(pages);
  });
});
