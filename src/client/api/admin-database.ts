import { exportFileName } from '~/shared/export-file-name';
import type { DatabaseImportResult } from '~/shared/schemas/database-export';
import { ApiError, apiRequest } from './transport';

export const EXPORT_DATABASE_PATH = '/api/admin/export-database';
export const IMPORT_DATABASE_PATH = '/api/admin/import-database';

/** An export as the server sent it: its bytes (held once, as a file the browser can save) and name. */
export interface ExportedDatabase {
  file: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header, if it names one. */
export function attachmentName(header: string | null): string | null {
  return header?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

/**
 * The whole newsroom as the server streams it. The bytes go straight into a
 * Blob, which the browser may keep on disk: the export is neither parsed nor
 * written out again to be saved.
 */
export async function exportDatabase(): Promise<ExportedDatabase> {
  const response = await apiRequest('GET', EXPORT_DATABASE_PATH);
  const fileName =
    attachmentName(response.headers.get('content-disposition')) ??
    exportFileName(new Date().toISOString());
  return { file: await response.blob(), fileName };
}

/** How far an upload has got, in bytes. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * Sends an export (a file as it is, or pasted text) to be imported, telling
 * `onProgress` how much has been sent. XMLHttpRequest, because fetch reports
 * no upload progress; like every call, a non-OK answer is an ApiError.
 */
export function importDatabase(
  body: Blob | string,
  onProgress: (progress: UploadProgress) => void = () => {},
): Promise<DatabaseImportResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', IMPORT_DATABASE_PATH);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/json');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as DatabaseImportResult);
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(new ApiError(request.status, request.responseText, request.statusText));
    });
    request.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    request.addEventListener('abort', () => reject(new TypeError('The upload was stopped')));
    request.send(body);
  });
}
