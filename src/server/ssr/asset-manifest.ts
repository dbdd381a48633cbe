import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentAssets } from '~/client/document';
import { resources } from '../resources';

/** What the client build wrote (scripts/build-client.ts): hashed file names. */
export interface AssetManifest extends DocumentAssets {
  /**
   * Per lazily loaded module (its path under src/client, without extension):
   * its chunk and the chunks it imports, the entry aside.
   */
  chunks?: Record<string, string[]>;
}

export function readAssetManifest(): AssetManifest {
  const path = join(resources.clientDir, 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(`The client bundle is missing (${path}). Run "bun run build:client" first.`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as AssetManifest;
}

/**
 * The assets one page links: the stylesheet, the entry and the chunks of the
 * page's module (`chunk`), preloaded so the browser has them before hydration.
 */
export function assetsForPage(manifest: AssetManifest, chunk: string | undefined): DocumentAssets {
  const preload = chunk ? manifest.chunks?.[chunk] : undefined;
  return preload?.length
    ? { css: manifest.css, entry: manifest.entry, preload }
    : { css: manifest.css, entry: manifest.entry };
}
