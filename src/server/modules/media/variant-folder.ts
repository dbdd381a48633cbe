import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Raised whenever the encoder's settings change what a variant's bytes are
 * (image-processing.ts): files made by other settings are then not read.
 */
const ENCODING_VERSION = 'v1';

/**
 * Encoded variants kept on disk (MEDIA_CACHE_DIR), so a restart, or another
 * process sharing the folder, does not encode them again. Only a cache: a
 * file missing, unreadable or unwritable means an encode, never an error.
 * Names are the variant's own (hash, width, format), so a file never changes.
 */
export function createVariantFolder(dir: string | undefined) {
  const root = dir ? join(dir, ENCODING_VERSION) : null;
  let made = false;
  return {
    async read(name: string): Promise<Uint8Array | null> {
      if (!root) return null;
      try {
        return await readFile(join(root, name));
      } catch {
        return null;
      }
    },
    async write(name: string, bytes: Uint8Array): Promise<void> {
      if (!root) return;
      const path = join(root, name);
      // Written beside and renamed into place: a reader sees a whole file or none.
      const partial = `${path}.${process.pid}.${crypto.randomUUID()}.partial`;
      try {
        if (!made) await mkdir(root, { recursive: true });
        made = true;
        await writeFile(partial, bytes);
        await rename(partial, path);
      } catch {
        await rm(partial, { force: true }).catch(() => {});
      }
    },
  };
}
