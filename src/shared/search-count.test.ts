import { describe, expect, test } from 'bun:test';
import { resultCountText, searchResultsHeading } from './search-count';

describe('the number of search results', () => {
  test.each<[number, string]>([
    [0, '0 results for “rift”'],
    [1, '1 result for “rift”'],
    [100, '100 results for “rift”'],
    [101, 'The top 100 of 101 results for “rift”'],
    [1000, 'The top 100 of 1000 results for “rift”'],
    // The server reports one past the cap when it stopped counting.
    [1001, 'The top 100 of more than 1,000 results for “rift”'],
  ])('%p reads %p', (total, heading) => {
    expect(searchResultsHeading(total, 'rift')).toBe(heading);
  });

  test('a count past the cap is not shown as a number', () => {
    expect(resultCountText(1000)).toBe('1000');
    expect(resultCountText(1001)).toBe('more than 1,000');
  });
});
