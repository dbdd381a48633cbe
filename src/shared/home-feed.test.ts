import { describe, expect, test } from 'bun:test';
import {
  clampPage,
  LATEST_PAGE_SIZE,
  pageCount,
  requestedPage,
  topBreakingItem,
} from './home-feed';

describe('latest feed pages (6 per page)', () => {
  test('page size', () => {
    expect(LATEST_PAGE_SIZE).toBe(6);
  });

  test.each([
    [0, 1],
    [1, 1],
    [6, 1],
    [7, 2],
    [20, 4],
    [24, 4],
    [25, 5],
  ])('%i articles fill %i pages', (total, pages) => {
    expect(pageCount(total, LATEST_PAGE_SIZE)).toBe(pages);
  });

  test.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    [' 2 ', 2],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999999999999999999', 1],
  ])('?page=%p asks for page %i', (value, page) => {
    expect(requestedPage(value)).toBe(page);
  });

  test.each([
    [1, 4, 1],
    [3, 4, 3],
    [4, 4, 4],
    [9, 4, 4],
    [0, 4, 1],
    [-1, 4, 1],
    [5, 1, 1],
    [2, 0, 1],
  ])('page %i of %i is clamped to %i', (page, pages, clamped) => {
    expect(clampPage(page, pages)).toBe(clamped);
  });
});

describe('topBreakingItem: the highest-priority active item', () => {
  const item = (id: number, priority: number, active = true) => ({ id, priority, active });

  test.each([
    ['none', [], null],
    ['no list yet', undefined, null],
    ['only inactive', [item(1, 9, false)], null],
    ['highest priority wins', [item(1, 3), item(2, 9), item(3, 6)], 2],
    ['inactive is skipped even if higher', [item(1, 10, false), item(2, 4)], 2],
    ['a tie keeps the first listed', [item(1, 7), item(2, 7)], 1],
  ] as const)('%s', (_name, items, id) => {
    expect(topBreakingItem(items)?.id ?? null).toBe(id);
  });
});
