import { join, resolve } from 'node:path';

/**
 * Where bundled files live. Under `bun run` that is the project folder; in the
 * compiled binary the build embeds them with `--asset`, which keeps only the
 * last segment of each path under /$bunfs/root (scripts/build-binary.ts).
 */
const isCompiledBinary = import.meta.path.startsWith('/$bunfs/');

const projectRoot = resolve(import.meta.dir, '../..');
const embeddedRoot = '/$bunfs/root';

function located(projectPath: string, embeddedPath: string): string {
  return isCompiledBinary ? join(embeddedRoot, embeddedPath) : join(projectRoot, projectPath);
}

export const resources = {
  /** SQL migrations written by drizzle-kit. */
  migrationsDir: located('drizzle', 'drizzle'),
  /** The same for PostgreSQL (drizzle.postgres.config.ts). */
  postgresMigrationsDir: located('drizzle-postgres', 'drizzle-postgres'),
  /** Images, the favicon and other files served as they are. */
  publicDir: located('public', 'public'),
  /** The client build: hashed assets and their manifest. */
  clientDir: located('dist/client', 'client'),
  /** The ten sections, also served at /data/sections.json. */
  sectionsFile: located('data/sections.json', 'sections.json'),
  /**
   * The share card worker's entry point. Resolved from this file, which sits
   * beside it: in the binary every module reports the main entry's path, and
   * the build keeps card-worker beside it (scripts/build-binary.ts).
   */
  cardWorker: new URL('./card-worker.ts', import.meta.url),
  /** The search worker's entry point, kept beside index.ts as card-worker is. */
  searchWorker: new URL('./search-worker.ts', import.meta.url),
  /** The render worker's entry point, kept beside index.ts as card-worker is. */
  renderWorker: new URL('./render-worker.ts', import.meta.url),
  /** The save worker's entry point, kept beside index.ts as card-worker is. */
  saveWorker: new URL('./save-worker.ts', import.meta.url),
  /** The compression worker's entry point, kept beside index.ts as card-worker is. */
  compressionWorker: new URL('./compression-worker.ts', import.meta.url),
};
