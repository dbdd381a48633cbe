/**
 * Compiles the server into one executable, dist/gazette, with the client
 * bundle, public/, data/sections.json and the SQL migrations (SQLite's and
 * PostgreSQL's) embedded, and the workers as entry points of their own: share
 * cards (with its fonts and WebAssembly, imported as files), searches, page
 * renders, article saves and page compression.
 * Run after build-client.ts (the server reads its manifest).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dir, '..');
if (!existsSync(join(root, 'dist/client/manifest.json'))) {
  console.error('Build the client first: bun run build:client');
  process.exit(1);
}

const outfile = process.argv[2] ?? 'dist/gazette';
const command = [
  process.execPath,
  'build',
  'src/server/index.ts',
  // A worker must be an entry point of its own; beside index.ts it keeps the
  // same relative path in the binary (src/server/resources.ts finds it there).
  'src/server/card-worker.ts',
  'src/server/search-worker.ts',
  'src/server/render-worker.ts',
  'src/server/save-worker.ts',
  'src/server/compression-worker.ts',
  '--compile',
  '--production',
  // Production whatever the environment says at run time: React, Elysia and
  // the server all read NODE_ENV, and --production alone leaves it to the environment.
  '--define=process.env.NODE_ENV="production"',
  '--bytecode',
  '--format=esm',
  `--outfile=${outfile}`,
  // Keep their relative paths inside the binary (/$bunfs/root/...).
  '--asset=public',
  '--asset=data/sections.json',
  '--asset=drizzle',
  '--asset=drizzle-postgres',
  '--asset=dist/client',
  // An operator's .env or bunfig.toml in the working folder must not change the binary.
  '--no-compile-autoload-dotenv',
  '--no-compile-autoload-bunfig',
];
const build = Bun.spawnSync(command, { cwd: root, stdout: 'inherit', stderr: 'inherit' });
process.exit(build.exitCode ?? 1);
