import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PreparedOriginal } from '../../modules/media/image-processing';
import type { Services } from '../../services';
import { type DemoPicture, drawDemoPictures, mediaHash } from './demo-art';

/** Where the build leaves the demo pictures, drawn once (scripts/build-demo-art.ts). */
export const DEMO_ART_FOLDER = 'demo-art';
const MANIFEST = 'manifest.json';

/** A drawn picture as the build writes it: the bytes in a file of their own. */
type DemoPictureEntry = Omit<DemoPicture, 'original'> & {
  file: string;
  original: Omit<PreparedOriginal, 'data'>;
};

/** Writes the drawn demo pictures and their manifest into `folder` (at build time). */
export async function writeDemoPictures(publicDir: string, folder: string): Promise<number> {
  const pictures = await drawDemoPictures(publicDir);
  const entries: DemoPictureEntry[] = [];
  for (const { original, ...picture } of pictures) {
    const { data, ...rest } = original;
    const file = `${picture.hash}.${rest.mimeType === 'image/png' ? 'png' : 'jpg'}`;
    await Bun.write(join(folder, file), data);
    entries.push({ ...picture, file, original: rest });
  }
  await Bun.write(join(folder, MANIFEST), JSON.stringify(entries));
  return entries.length;
}

/** The pictures the build drew, or null when this build has none. */
async function readDemoPictures(folder: string): Promise<DemoPicture[] | null> {
  const manifest = join(folder, MANIFEST);
  if (!existsSync(manifest)) return null;
  const entries = JSON.parse(await readFile(manifest, 'utf8')) as DemoPictureEntry[];
  return Promise.all(
    entries.map(async ({ file, original, ...picture }) => {
      const data = await readFile(join(folder, file));
      // A file changed since the build would be stored under a hash that is not its own.
      if (mediaHash(data) !== picture.hash) throw new Error(`Demo picture ${file} is damaged`);
      return { ...picture, original: { ...original, data } };
    }),
  );
}

/**
 * Stores the demo art in the media library, so the demo newsroom shows
 * responsive AVIF/WebP images from its first start. The build draws it once
 * (drawing takes seconds); without that, it is drawn here. Answers the
 * media URL to use in place of each SVG path.
 */
export async function prepareDemoMedia(
  services: Services,
  publicDir: string,
  builtFolder: string,
): Promise<Map<string, string>> {
  const pictures = (await readDemoPictures(builtFolder)) ?? (await drawDemoPictures(publicDir));
  const replaced = new Map<string, string>();
  for (const { path, ...picture } of pictures) {
    const item = await services.media.create({ ...picture, uploadedBy: null });
    replaced.set(path, item.url);
  }
  return replaced;
}
