/** Rows per insert statement: well under SQLite's limit of bound values. */
export const INSERT_CHUNK = 500;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    parts.push(items.slice(start, start + size));
  }
  return parts;
}
