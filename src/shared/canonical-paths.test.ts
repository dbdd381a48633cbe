import { describe, expect, test } from 'bun:test';
import { pagedPath, sectionCanonicalPath } from './canonical-paths';
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
});
