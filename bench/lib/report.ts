/** Numbers and tables for the benchmarks' output. */

/** The p-th percentile (0-100) by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export function ms(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(value >= 10 ? 1 : 2)} ms`;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function ratio(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : '-';
}

/** ✓ when `value` is within the target, ✗ otherwise. */
export function verdict(ok: boolean): string {
  return ok ? 'ok' : 'MISSED';
}

/** A plain-text table, columns padded to their widest cell; numbers right-aligned. */
export function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((row) => row.map(String))];
  const widths = head.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        /^[\d.,\-–×%]+( ?[a-zA-Z/×%]+)?$/.test(cell) && column > 0
          ? cell.padStart(widths[column]!)
          : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [
    line(cells[0]!),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

export function heading(title: string): void {
  console.log(`\n== ${title} ==`);
}
