import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { MediaItem, MediaUpdate } from '~/shared/schemas/media';
import { ApiError, apiRequest } from './transport';

export const ADMIN_MEDIA_KEY = '/api/admin/media';

/** The media library, newest first; `q` searches file names, alt text and captions. */
export function adminMediaQuery(q = '') {
  const search = q.trim();
  return queryOptions<MediaItem[]>({
    queryKey: search ? [ADMIN_MEDIA_KEY, { q: search }] : [ADMIN_MEDIA_KEY],
  });
}

export interface UploadFields {
  alt: string;
  caption: string;
}

/**
 * Uploads one image. XMLHttpRequest, not fetch: only it reports how much of
 * the body has been sent, which drives the file's progress bar (0 to 1).
 */
export function uploadMedia(
  file: File,
  fields: UploadFields,
  onProgress: (fraction: number) => void,
): Promise<MediaItem> {
  const form = new FormData();
  form.set('file', file);
  form.set('alt', fields.alt);
  form.set('caption', fields.caption);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', ADMIN_MEDIA_KEY);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        onProgress(1);
        resolve(JSON.parse(request.responseText) as MediaItem);
      } else {
        reject(new ApiError(request.status, request.responseText, request.statusText));
      }
    };
    request.onerror = () => reject(new ApiError(0, '', 'The upload did not reach the server'));
    request.send(form);
  });
}

export async function updateMedia(id: number, change: MediaUpdate): Promise<MediaItem> {
  const response = await apiRequest('PATCH', `${ADMIN_MEDIA_KEY}/${id}`, change);
  return (await response.json()) as MediaItem;
}

export async function deleteMedia(ids: number[]): Promise<void> {
  await apiRequest('POST', `${ADMIN_MEDIA_KEY}/delete`, { ids });
}

/** After any change: every list of the library. */
export function invalidateMedia(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [ADMIN_MEDIA_KEY] });
}
