import { describe, expect, test } from 'bun:test';
import {
  articlePath,
  articleReferencePath,
  authorPath,
  pagedPath,
  sectionCanonicalPath,
} from './canonical-paths';
import type { SectionListing } from './section-listing';

describe('canonical paths', () => {
  test.each([
    [1, undefined, '/authors/x'],
    [2, undefined, '/authors/x?page=2'],
    [3, 3, '/authors/x?page=3'],
    [4, 3, '/authors/x'],
  ])('page %p of %p pages', (page, totalPages, expected) => {
    expect(pagedPath('/authors/x', page, totalPages)).toBe(expected);
  });

  test.each<[Partial<SectionListing>, number | undefined, string]>([
    [{}, 5, '/section/cosmic-watch'],
    [{ page: 2 }, 5, '/section/cosmic-watch?page=2'],
    [{ page: 9 }, 5, '/section/cosmic-watch'],
    [{ status: 'verified' }, 5, '/section/cosmic-watch'],
    [{ status: 'breaking', page: 2 }, 5, '/section/cosmic-watch'],
    [{ sort: 'oldest', page: 3 }, 5, '/section/cosmic-watch'],
  ])('the listing %p canonicalises to %p', (listing, totalPages, expected) => {
    expect(
      sectionCanonicalPath(
        'cosmic-watch',
        { status: 'all', sort: 'newest', page: 1, ...listing },
        totalPages,
      ),
    ).toBe(expected);
  });

  test.each<[{ id: number; slug?: string | null }, string]>([
    [{ id: 7, slug: 'rift-over-lagos' }, '/article/rift-over-lagos'],
    [{ id: 7, slug: '' }, '/article/7'],
    [{ id: 7, slug: null }, '/article/7'],
    [{ id: 7 }, '/article/7'],
  ])('the article %p is at %p', (article, expected) => {
    expect(articlePath(article)).toBe(expected);
  });

  test('an article reference, slug or id, goes after /article/', () => {
    expect(articleReferencePath('your-slug')).toBe('/article/your-slug');
    expect(articleReferencePath(12)).toBe('/article/12');
  });

  test.each([
    ['Helena Voss', '/author/Helena%20Voss'],
    ["Zoë O'Brien/Earth-616", "/author/Zo%C3%AB%20O'Brien%2FEarth-616"],
  ])('the author %p is at %p', (name, expected) => {
    expect(authorPath(name)).toBe(expected);
  });
});
