import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentAssets } from '~/client/document';
import { resources } from '../resources';

/** The hashed file names the client build wrote (scripts/build-client.ts). */
export function readAssetManifest(): DocumentAssets {
  const path = join(resources.clientDir, 'manifest.json');
  if (!existsSync(path)) {
    throw new Error(`The client bundle is missing (${path}). Run "bun run build:client" first.`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as DocumentAssets;
}
