import { describe, expect, test } from 'bun:test';
import { type PageSlot, paginationWindow, parsePage } from './pagination';

const E = 'ellipsis';

describe('paginationWindow: all pages up to 7, else first, last, neighbours', () => {
  test.each<[number, number, PageSlot[]]>([
    [1, 1, [1]],
    [1, 0, [1]],
    [2, 3, [1, 2, 3]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, E, 8]],
    [2, 8, [1, 2, 3, E, 8]],
    [3, 8, [1, 2, 3, 4, E, 8]],
    [4, 8, [1, E, 3, 4, 5, E, 8]],
    [5, 10, [1, E, 4, 5, 6, E, 10]],
    [7, 8, [1, E, 6, 7, 8]],
    [8, 8, [1, E, 7, 8]],
    [50, 100, [1, E, 49, 50, 51, E, 100]],
    // Out of range: clamped to the nearest end.
    [0, 9, [1, 2, E, 9]],
    [99, 9, [1, E, 8, 9]],
  ])('page %i of %i', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });
});

describe('parsePage', () => {
  test.each<[string | null, number]>([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999999999999999999', 1],
  ])('%p → %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});
