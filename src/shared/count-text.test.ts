import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { formatCount } from './count-text';

const intl = new Intl.NumberFormat('en-US');

describe('formatCount', () => {
  test.each<[number, string]>([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1847, '1,847'],
    [100000, '100,000'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
  ])('%p reads %p', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });

  test('reads as en-US does, for any whole number and for fractions', () => {
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeInteger(), fc.double()), (value) => {
        expect(formatCount(value)).toBe(intl.format(value));
      }),
      { numRuns: 2000 },
    );
  });
});
