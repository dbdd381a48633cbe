import type { MediaItem } from '~/shared/schemas/media';
import type { TestApp } from './test-app';

/** Test support: uploads as the media library sends them (multipart, same origin). */
export function uploadMedia(
  t: TestApp,
  cookie: string,
  file: { bytes: Uint8Array; name: string; type?: string } | null,
  fields: Record<string, string> = { alt: 'A test picture' },
): Promise<Response> {
  const form = new FormData();
  if (file) {
    form.set(
      'file',
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, {
        type: file.type ?? 'image/jpeg',
      }),
    );
  }
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return t.request('/api/admin/media', {
    method: 'POST',
    headers: { Origin: t.siteUrl, Cookie: cookie },
    body: form,
  });
}

export async function uploadOk(
  t: TestApp,
  cookie: string,
  bytes: Uint8Array,
  name = 'photo.jpg',
  fields?: Record<string, string>,
): Promise<MediaItem> {
  const response = await uploadMedia(t, cookie, { bytes, name }, fields);
  if (response.status !== 201) {
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as MediaItem;
}

/**
 * Whether EXIF data names a GPS block: reads the TIFF header and the first
 * directory's entries for tag 0x8825 (GPSInfo).
 */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  const count = u16(ifd);
  for (let entry = 0; entry < count; entry++) {
    if (u16(ifd + 2 + entry * 12) === 0x8825) return true;
  }
  return false;
}
