/**
 * Draws the demo newsroom's pictures (the SVG art in public/images) as the
 * media library stores them, into dist/client/demo-art, so a first start
 * with demo content stores them without drawing. Run by build-client.ts.
 */
import { join } from 'node:path';
import { DEMO_ART_FOLDER, writeDemoPictures } from '../src/server/db/seed/demo-media';

const root = join(import.meta.dir, '..');
const count = await writeDemoPictures(
  join(root, 'public'),
  join(root, 'dist/client', DEMO_ART_FOLDER),
);
console.log(`Drew ${count} demo pictures.`);
