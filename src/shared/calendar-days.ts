/**
 * Calendar days as `YYYY-MM-DD` text, in UTC: the day a reader's visit is
 * counted in, whatever the server's or the editor's own time zone.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day a moment falls on. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The first millisecond of a day. */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** The day `count` days after (or, negative, before) `day`. */
export function addDays(day: string, count: number): string {
  return utcDay(dayStart(day) + count * DAY_MS);
}

/** The `length` days that end with `lastDay`, oldest first. */
export function daysEndingWith(lastDay: string, length: number): string[] {
  return Array.from({ length }, (_, index) => addDays(lastDay, index - length + 1));
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** en-US short month, day and year, e.g. "Jan 5, 2026". */
export function formatDay(day: string): string {
  return dayFormat.format(dayStart(day));
}
