import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { imageLibrary } from '../../modules/media/image-library';
import { type PreparedOriginal, prepareOriginal } from '../../modules/media/image-processing';
import { demoAuthorProfiles } from './demo/author-profiles';
import { demoArticles } from './seed-demo';

/** Widths the demo art is drawn at: section art as a wide photo, avatars as a portrait. */
const ART_WIDTH = 1280;
const AVATAR_WIDTH = 256;
const PARALLEL = 4;

/** One demo picture, drawn and prepared as an upload is: what the media library stores. */
export interface DemoPicture {
  /** The site path of the SVG it replaces in the demo content. */
  path: string;
  fileName: string;
  alt: string;
  caption: string;
  hash: string;
  original: PreparedOriginal;
}

/** The site paths of every picture the demo content shows. */
function demoPicturePaths(): { art: string[]; avatars: string[] } {
  const art = new Set<string>();
  for (const story of demoArticles) {
    if (story.image) art.add(story.image);
    for (const image of story.additionalImages ?? []) art.add(image);
  }
  const avatars = new Set(demoAuthorProfiles.map((profile) => profile.avatar).filter(Boolean));
  return { art: [...art], avatars: [...avatars] as string[] };
}

/** The SVG's own <title>: what the picture shows, written by its artist. */
function svgTitle(svg: string): string {
  return svg.match(/<title>([^<]{1,300})<\/title>/)?.[1]?.trim() ?? '';
}

export function mediaHash(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}

/**
 * Draws the demo art (SVG files shipped with the site) as raster images,
 * through the same preparation an upload gets. A picture that cannot be
 * drawn is left out, and the demo keeps its SVG.
 */
export async function drawDemoPictures(publicDir: string): Promise<DemoPicture[]> {
  const root = normalize(publicDir);
  const { art, avatars } = demoPicturePaths();
  const sharp = imageLibrary();
  const jobs = [
    ...art.map((path) => ({ path, width: ART_WIDTH })),
    ...avatars.map((path) => ({ path, width: AVATAR_WIDTH })),
  ];
  const drawn: DemoPicture[] = [];

  async function draw({ path, width }: { path: string; width: number }): Promise<void> {
    const file = normalize(join(root, path));
    if (!path.endsWith('.svg') || !file.startsWith(root + sep)) return;
    try {
      const svg = await readFile(file);
      // Drawn straight at the wanted width: the density that scales the SVG's own width to it.
      const natural = (await sharp(svg).metadata()).width ?? width;
      const raster = await sharp(svg, { density: Math.min(600, (72 * width) / natural) })
        .resize({ width })
        .flatten({ background: '#ffffff' })
        // Uncompressed: it is decoded again at once.
        .png({ compressionLevel: 0 })
        .toBuffer();
      const original = await prepareOriginal(raster);
      drawn.push({
        path,
        fileName: path
          .split('/')
          .pop()!
          .replace(/\.svg$/, '.jpg'),
        alt: svgTitle(svg.toString('utf8')),
        caption: 'Illustration: Multiverse Gazette',
        hash: mediaHash(original.data),
        original,
      });
    } catch {
      // Keep the SVG: the demo still shows a picture.
    }
  }

  // A few at a time: libvips works on a thread pool, so the cores stay busy.
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await draw(jobs[next++]!);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  // In the order of the demo content, whichever finished first.
  const order = jobs.map((job) => job.path);
  return drawn.sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
}
