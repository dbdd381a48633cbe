/**
 * Dates are formatted with a fixed locale and time zone so the server's HTML
 * and the browser's hydration produce the same text.
 */
const DISPLAY_TIME_ZONE = 'UTC';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DISPLAY_TIME_ZONE,
});

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** en-US short month, day, year, hour and minute, e.g. "Nov 21, 2026, 3:04 PM". */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : String(value);
}

/**
 * The article date is free text in any format. This turns it into
 * a timestamp for ordering, or null when the text is not a recognisable date.
 */
export function parseArticleDate(text: string): number | null {
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
}
