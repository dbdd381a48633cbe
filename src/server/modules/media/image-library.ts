import { dlopen } from 'bun:ffi';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type SharpModule from 'sharp';
// libvips itself, embedded in the compiled binary (docs/decisions/016-media.md).
import libvipsFile from '../../../../node_modules/@img/sharp-libvips-linux-x64/lib/libvips-cpp.so.8.18.7' with {
  type: 'file',
};

export type Sharp = typeof SharpModule;

const LIBVIPS_NAME = 'libvips-cpp.so.8.18.7';

let loaded: Sharp | null = null;

/**
 * In the compiled binary sharp's addon is unpacked to a temporary file, where
 * its relative search path for libvips leads nowhere. Loading libvips first,
 * from a private copy, lets the dynamic linker find it by name when the
 * addon asks. The copy is removed at once: the mapping stays valid.
 */
function preloadEmbeddedLibvips(): void {
  if (!libvipsFile.startsWith('/$bunfs/')) return;
  const dir = mkdtempSync(join(tmpdir(), 'gazette-libvips-'));
  try {
    const target = join(dir, LIBVIPS_NAME);
    writeFileSync(target, readFileSync(libvipsFile), { mode: 0o500 });
    dlopen(target, { vips_version: { args: ['int'], returns: 'int' } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * sharp, loaded on first use. `require` (not `import`) so the bundler sees
 * the addon's own `require` calls and embeds it in the binary.
 */
export function imageLibrary(): Sharp {
  if (loaded) return loaded;
  preloadEmbeddedLibvips();
  loaded = require('sharp') as Sharp;
  // Keep memory flat under many uploads: no cache of decoded images between calls.
  loaded.cache(false);
  return loaded;
}
