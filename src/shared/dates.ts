/**
 * Dates are formatted with a fixed locale and time zone so the server's HTML
 * and the browser's hydration produce the same text.
 *
 * The text is composed here rather than by `Intl.DateTimeFormat`: the first
 * `Intl` object a browser tab makes loads its locale and time-zone data, tens
 * of milliseconds of main-thread work on a fast machine and several times that
 * on a phone, all of it in the task that starts the page's code. The output is
 * what en-US in UTC writes, for every date (`dates.test.ts` compares them).
 */
/** The months' short names, three letters each. */
const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** en-US short month, day, year, hour and minute, e.g. "Nov 21, 2026, 3:04 PM". */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return String(value);
  const year = date.getUTCFullYear();
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  // Years before 1 are written as en-US does without an era: 1 BC is "1".
  const month = date.getUTCMonth() * 3;
  return `${MONTHS.slice(month, month + 3)} ${date.getUTCDate()}, ${year > 0 ? year : 1 - year}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * The article date is free text in any format. This turns it into
 * a timestamp for ordering, or null when the text is not a recognisable date.
 */
export function parseArticleDate(text: string): number | null {
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
}
