import type { DatabaseExport, DatabaseImportResult } from '~/shared/schemas/database-export';
import { apiRequest } from './transport';

export const EXPORT_DATABASE_PATH = '/api/admin/export-database';
export const IMPORT_DATABASE_PATH = '/api/admin/import-database';

export async function exportDatabase(): Promise<DatabaseExport> {
  const response = await apiRequest('GET', EXPORT_DATABASE_PATH);
  return (await response.json()) as DatabaseExport;
}

/** Sends the parsed export as it is: the server validates every record. */
export async function importDatabase(file: unknown): Promise<DatabaseImportResult> {
  const response = await apiRequest('POST', IMPORT_DATABASE_PATH, file);
  return (await response.json()) as DatabaseImportResult;
}

/** `gazette-export-YYYY-MM-DD.json`, dated (ISO, UTC) when the export was taken. */
export function exportFileName(exportedAt: string): string {
  const date = new Date(exportedAt);
  const day = Number.isNaN(date.getTime()) ? new Date() : date;
  return `gazette-export-${day.toISOString().slice(0, 10)}.json`;
}
