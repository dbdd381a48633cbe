/** `gazette-export-YYYY-MM-DD.json`: an export's file name holds the ISO (UTC) date it was taken. */
export function exportFileName(exportedAt: string | Date): string {
  const date = new Date(exportedAt);
  const day = Number.isNaN(date.getTime()) ? new Date() : date;
  return `gazette-export-${day.toISOString().slice(0, 10)}.json`;
}
