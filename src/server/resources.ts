import { join, resolve } from 'node:path';

/**
 * Where bundled files live. Under `bun run` that is the project folder; in the
 * compiled binary the build embeds public/, data/, drizzle/ and dist/client/
 * with `--asset`, which keeps their relative paths under /$bunfs/root.
 */
export const isCompiledBinary = import.meta.path.startsWith('/$bunfs/');

export const resourceRoot = isCompiledBinary ? '/$bunfs/root' : resolve(import.meta.dir, '../..');

export function resourcePath(...parts: string[]): string {
  return join(resourceRoot, ...parts);
}
