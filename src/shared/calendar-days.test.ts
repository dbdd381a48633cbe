import { describe, expect, test } from 'bun:test';
import { addDays, dayStart, daysEndingWith, formatDay, utcDay } from './calendar-days';

describe('calendar days', () => {
  test.each([
    [Date.UTC(2026, 0, 5, 0, 0, 0), '2026-01-05'],
    [Date.UTC(2026, 0, 5, 23, 59, 59, 999), '2026-01-05'],
    [Date.UTC(2026, 0, 6), '2026-01-06'],
  ])('utcDay(%p) is %p', (time, day) => {
    expect(utcDay(time)).toBe(day);
  });

  test('a day starts at its UTC midnight', () => {
    expect(dayStart('2026-03-01')).toBe(Date.UTC(2026, 2, 1));
  });

  test.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-29', 0, '2026-03-29'],
  ])('addDays(%p, %p) is %p', (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected);
  });

  test('a period lists its days oldest first, ending with the last', () => {
    expect(daysEndingWith('2026-01-02', 4)).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(daysEndingWith('2026-01-02', 90)).toHaveLength(90);
  });

  test('days read in en-US with a short month', () => {
    expect(formatDay('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDay('2025-12-31')).toBe('Dec 31, 2025');
  });
});
