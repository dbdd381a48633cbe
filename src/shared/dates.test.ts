import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { formatDateTime } from './dates';

const intlFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});
// Some ICU versions put a narrow no-break space before AM/PM; the site's text
// has always had a plain space (the runtimes here write one).
const intlText = (time: number) => intlFormat.format(time).replace(/\u202f/g, ' ');

describe('formatDateTime', () => {
  test.each<[string, string]>([
    ['2026-11-21T15:04:00Z', 'Nov 21, 2026, 3:04 PM'],
    ['2026-01-05T00:00:00Z', 'Jan 5, 2026, 12:00 AM'],
    ['2026-06-30T12:00:59Z', 'Jun 30, 2026, 12:00 PM'],
    ['2025-12-31T23:59:59.999Z', 'Dec 31, 2025, 11:59 PM'],
    ['2024-02-29T11:09:00Z', 'Feb 29, 2024, 11:09 AM'],
    ['2026-11-21T15:04:00+05:30', 'Nov 21, 2026, 9:34 AM'],
  ])('%s reads %s', (value, text) => {
    expect(formatDateTime(value)).toBe(text);
  });

  test('text that is not a date is shown as it is', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime(Number.NaN)).toBe('NaN');
  });

  test('reads as en-US in UTC does, for any moment a date can hold', () => {
    const anyTime = fc.integer({ min: -8.64e15, max: 8.64e15 });
    const recentTime = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(fc.oneof(anyTime, recentTime), (time) => {
        expect(formatDateTime(time)).toBe(intlText(time));
        expect(formatDateTime(new Date(time))).toBe(intlText(time));
        expect(formatDateTime(new Date(time).toISOString())).toBe(intlText(time));
      }),
      { numRuns: 3000 },
    );
  });

  test('years around 1 BC and the ends of the range read as en-US in UTC does', () => {
    for (const time of [
      Date.UTC(0, 0, 1) - 1,
      Date.UTC(-1, 5, 15, 13, 7),
      new Date('0000-06-15T13:07:00Z').getTime(),
      new Date('0001-01-01T00:00:00Z').getTime(),
      Date.UTC(999, 11, 31, 23, 59),
      Date.UTC(10000, 0, 1, 0, 0),
      -8.64e15,
      8.64e15,
    ]) {
      expect(formatDateTime(time)).toBe(intlText(time));
    }
  });
});
