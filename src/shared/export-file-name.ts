/** `gazette-export-YYYY-MM-DD.json`, dated (ISO, UTC) when the export was taken (Part C §9). */
export function exportFileName(exportedAt: string | Date): string {
  const date = new Date(exportedAt);
  const day = Number.isNaN(date.getTime()) ? new Date() : date;
  return `gazette-export-${day.toISOString().slice(0, 10)}.json`;
}
