/**
 * Builds what the browser loads: the Tailwind stylesheet and the code-split
 * client bundle, every file named by its content hash, plus a manifest the
 * server reads to link them.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { BunPlugin } from 'bun';
import { transform } from 'esbuild';
import { minify } from 'terser';
import { callToLeftOutMethod, unusedQueryClientMethods } from './unused-query-client-methods';

const root = join(import.meta.dir, '..');
const outDir = join(root, 'dist/client');
const assetsDir = join(outDir, 'assets');
/** Chunks every reader page fetches once it is idle: link prefetch, and the readership beacon. */
const IDLE_MODULES = ['link-prefetch', 'analytics/beacon'];

rmSync(outDir, { recursive: true, force: true });
mkdirSync(assetsDir, { recursive: true });

const css = Bun.spawnSync(
  [
    process.execPath,
    '--bun',
    'tailwindcss',
    '-i',
    'src/client/styles/app.css',
    '-o',
    join(outDir, 'app.css'),
    '--minify',
  ],
  {
    cwd: root,
    stdout: 'inherit',
    stderr: 'pipe',
    env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
  },
);
if (css.exitCode !== 0) {
  console.error(css.stderr.toString());
  process.exit(1);
}
const cssBytes = readFileSync(join(outDir, 'app.css'));
const cssName = `app-${Bun.hash(cssBytes).toString(36).slice(0, 10)}.css`;
writeFileSync(join(assetsDir, cssName), cssBytes);
rmSync(join(outDir, 'app.css'));

/**
 * lucide-react's icons each call its generic factory, which brings a context
 * provider, size and stroke options and an attribute-name mapper along. The
 * browser gets src/client/lib/lucide-icon.ts instead: the same <svg> for what
 * the site passes, at a fraction of the bytes.
 */
const lightLucideIcons: BunPlugin = {
  name: 'light-lucide-icons',
  setup(build) {
    build.onResolve({ filter: /\/createLucideIcon\.mjs$/ }, (args) =>
      args.importer.includes('/lucide-react/')
        ? { path: join(root, 'src/client/lib/lucide-icon.ts') }
        : undefined,
    );
  },
};

const reactSyncExternalStore: BunPlugin = {
  name: 'react-sync-external-store',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
      path: join(root, 'src/client/lib/use-sync-external-store.ts'),
    }));
  },
};

/**
 * TanStack Query's query module imports the infinite-query behaviour (about
 * 0.5 KB gzip) for every page; the site has no infinite query, so the browser
 * gets src/client/lib/no-infinite-queries.ts. Bundling useInfiniteQuery's
 * observer fails the build instead of shipping a query that cannot run.
 */
const noInfiniteQueries: BunPlugin = {
  name: 'no-infinite-queries',
  setup(build) {
    build.onResolve({ filter: /^\.\/infiniteQueryBehavior\.js$/ }, (args) =>
      /\/query-core\/.*\/query\.js$/.test(args.importer)
        ? { path: join(root, 'src/client/lib/no-infinite-queries.ts') }
        : undefined,
    );
  },
};

/**
 * Likewise, TanStack's `Mutation` (about 0.6 KB gzip), which only the back
 * office uses, is on every page: the query client's mutation cache imports it,
 * and the library's index re-exports it (a class that extends another is kept
 * even when unused). Both get src/client/lib/deferred-mutation.ts instead, and
 * the mutation observer that every `useMutation` brings hands the real class
 * to it when its chunk runs.
 */
const deferredMutation: BunPlugin = {
  name: 'deferred-mutation',
  setup(build) {
    const standIn = join(root, 'src/client/lib/deferred-mutation.ts');
    build.onResolve({ filter: /^\.\/mutation\.js$/ }, (args) =>
      /\/query-core\/.*\/(mutationCache|index)\.js$/.test(args.importer)
        ? { path: standIn }
        : undefined,
    );
    build.onLoad(
      { filter: /\/query-core\/build\/modern\/mutationObserver\.js$/ },
      async (args) => ({
        contents: `${await Bun.file(args.path).text()}
import { Mutation as RealMutation } from './mutation.js';
import { provideMutation } from ${JSON.stringify(standIn)};
provideMutation(RealMutation);
`,
        loader: 'js',
      }),
    );
  },
};

/**
 * TanStack Query's suspense and error-boundary helpers (about 0.8 KB minified
 * on every page with a query) do nothing for a query that neither suspends nor
 * throws to a boundary, and the site has none that does: `useQuery` and
 * `useQueries` get src/client/lib/no-suspense-queries.ts instead. The focus
 * manager (about 0.7 KB in the entry) only serves refetch-on-focus and paused
 * work, which the site leaves off: the library gets
 * src/client/lib/focus-without-refetch.ts instead. Bundling the real modules
 * any other way, or a module of the site that uses what the stand-ins leave
 * out, fails the build (checked below).
 */
const queryStandIns: BunPlugin = {
  name: 'query-stand-ins',
  setup(build) {
    const noSuspense = join(root, 'src/client/lib/no-suspense-queries.ts');
    build.onResolve(
      { filter: /^\.\/(suspense|errorBoundaryUtils|QueryErrorResetBoundary)\.js$/ },
      (args) =>
        /\/react-query\/.*\/(useBaseQuery|useQueries)\.js$/.test(args.importer)
          ? { path: noSuspense }
          : undefined,
    );
    build.onResolve({ filter: /^\.\/focusManager\.js$/ }, (args) =>
      args.importer.includes('/@tanstack/query-core/')
        ? { path: join(root, 'src/client/lib/focus-without-refetch.ts') }
        : undefined,
    );
  },
};

const result = await Bun.build({
  entrypoints: [join(root, 'src/client/entry.tsx')],
  outdir: assetsDir,
  target: 'browser',
  format: 'esm',
  splitting: true,
  minify: true,
  sourcemap: 'none',
  naming: {
    entry: '[name]-[hash].[ext]',
    chunk: 'chunk-[hash].[ext]',
    asset: '[name]-[hash].[ext]',
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  // Bun's chunk preloader writes the whole chunk graph and a loader into the
  // entry (1.4 KB gzip on every page). The server preloads a page's chunks
  // itself (lazyModuleChunks below), and everything loaded later starts on the
  // reader's first sign of intent (hover, focus, touch), which hides the
  // round trip to a chunk's own imports.
  modulePreload: false,
  plugins: [
    lightLucideIcons,
    reactSyncExternalStore,
    noInfiniteQueries,
    deferredMutation,
    queryStandIns,
    unusedQueryClientMethods,
  ],
});
if (!result.success) {
  for (const log of result.logs) console.error(log);
  process.exit(1);
}
const bundledInputs = Object.values(result.metafile?.outputs ?? {}).flatMap((output) =>
  Object.keys(output.inputs),
);
if (bundledInputs.some((input) => input.endsWith('/infiniteQueryObserver.js'))) {
  console.error(
    'useInfiniteQuery is bundled, but infinite queries are left out (no-infinite-queries)',
  );
  process.exit(1);
}
const leftOut = [
  '/suspense.js',
  '/errorBoundaryUtils.js',
  '/QueryErrorResetBoundary.js',
  '/focusManager.js',
];
const bundledLeftOut = bundledInputs.find((input) => leftOut.some((name) => input.endsWith(name)));
if (bundledLeftOut) {
  console.error(
    `${bundledLeftOut} is bundled, but the browser build leaves it out (query-stand-ins)`,
  );
  process.exit(1);
}
// A query of the site's own that asks for refetch on focus, suspense or an
// error boundary, or code that drives the focus manager, would get the
// stand-ins' answer, not the behaviour it asks for.
// (The stand-ins themselves are not checked. Metafile inputs are relative to
// the working directory.)
const queryDefaults = join(root, 'src/client/api/query-client.ts');
const standIns = ['no-suspense-queries.ts', 'focus-without-refetch.ts'].map((name) =>
  join(root, 'src/client/lib', name),
);
for (const input of new Set(bundledInputs.map((path) => resolve(path)))) {
  if (!input.startsWith(join(root, 'src/')) || standIns.includes(input)) continue;
  const text = readFileSync(input, 'utf8');
  const asks = /\b(refetchOnWindowFocus|throwOnError|suspense)\s*:|\b(focusManager)\b/.exec(
    input === queryDefaults ? text.replace('refetchOnWindowFocus: false,', '') : text,
  );
  if (asks) {
    console.error(
      `${relative(root, input)} uses ${asks[1] ?? asks[2]}, which the browser build leaves out (query-stand-ins)`,
    );
    process.exit(1);
  }
}
for (const output of result.outputs) {
  if (!output.path.endsWith('.js')) continue;
  const called = callToLeftOutMethod(readFileSync(output.path, 'utf8'));
  if (called) {
    console.error(
      `${relative(root, output.path)} calls QueryClient.${called}, which the browser build leaves out (unused-query-client-methods)`,
    );
    process.exit(1);
  }
}
// A second minifying pass: esbuild's minifier writes less than Bun's on the
// same code (shorter conditionals and arrow parameters, and in the entry
// local names that gzip better), about 1 KB gzip on every page. Chunks keep
// Bun's local names: renaming them there only adds `as` aliases to their
// imports. Nothing another file imports is renamed. File names keep the hash
// of Bun's output: the pass changes no behaviour, so a copy cached from
// another esbuild version is interchangeable with this one.
for (const output of result.outputs) {
  if (!output.path.endsWith('.js')) continue;
  const { code } = await transform(readFileSync(output.path, 'utf8'), {
    minifySyntax: true,
    minifyWhitespace: true,
    minifyIdentifiers: output.kind === 'entry-point',
    format: 'esm',
    legalComments: 'none',
  });
  writeFileSync(output.path, code);
}

const entry = result.outputs.find((output) => output.kind === 'entry-point');
if (!entry) throw new Error('The client build produced no entry point');

// A third pass, terser's (two compress passes, names mangled), over the files a
// reader page loads: the entry, the reader pages' chunks and the two chunks
// fetched once a page is idle. It finds what esbuild's single pass leaves
// (inlined one-use constants, merged declarations, shorter local names in
// chunks too), about 0.9 KB gzip on every reader page. The back office's
// chunks skip it: there it would double the build's time for nothing the
// reader budget counts. Exported names are kept, so every import between
// chunks still resolves; file names keep the hash of Bun's output, as above.
const readerFiles = new Set([
  entry.path,
  ...Object.entries(lazyModuleChunks())
    .filter(([module]) => module.startsWith('routes/public/') || IDLE_MODULES.includes(module))
    .flatMap(([, urls]) => urls.map((url) => join(assetsDir, url.slice('/assets/'.length)))),
]);
for (const path of readerFiles) {
  const { code } = await minify(readFileSync(path, 'utf8'), {
    module: true,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (code === undefined) throw new Error(`terser wrote nothing for ${path}`);
  writeFileSync(path, code);
}

/**
 * For each lazily imported module (a page, the admin, the search overlay),
 * keyed by its path under src/client without extension: its own chunk and
 * every chunk it imports statically, except the entry, which the page loads
 * anyway. The server preloads a page's list so the browser fetches them in
 * parallel with the entry instead of one import after another.
 */
function lazyModuleChunks(): Record<string, string[]> {
  const outputs = result.metafile?.outputs;
  if (!outputs) throw new Error('The client build produced no metafile');
  const clientDir = join(root, 'src/client');
  // Metafile paths are relative: outputs to the output folder, inputs to the working directory.
  const entryFile = `./${entry!.path.split('/').pop()}`;
  const chunks: Record<string, string[]> = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint || file === entryFile || !file.endsWith('.js')) continue;
    const module = relative(clientDir, resolve(output.entryPoint)).replace(/\.[jt]sx?$/, '');
    const files: string[] = [];
    const visit = (name: string) => {
      if (name === entryFile || files.includes(name)) return;
      files.push(name);
      for (const imported of outputs[name]?.imports ?? []) {
        if (imported.kind === 'import-statement') visit(imported.path);
      }
    };
    visit(file);
    chunks[module] = files.map((name) => `/assets/${name.replace(/^\.\//, '')}`);
  }
  return chunks;
}

// Precompress once here, at the best ratio, so the server neither spends
// start-up time on it nor serves a worse ratio. libdeflate's level 12
// (near-optimal parsing) writes plain gzip about 3% smaller than zlib's 9.
for (const name of readdirSync(assetsDir)) {
  const path = join(assetsDir, name);
  const bytes = readFileSync(path);
  writeFileSync(`${path}.gz`, Bun.gzipSync(bytes, { level: 12, library: 'libdeflate' }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

const manifest = {
  css: `/assets/${cssName}`,
  entry: `/assets/${entry.path.split('/').pop()}`,
  chunks: lazyModuleChunks(),
};
writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// What each output holds, module by module (bench/bundle.ts reads it). Beside
// dist/client rather than in it: the server and the binary never serve it.
writeFileSync(join(root, 'dist/client-metafile.json'), JSON.stringify(result.metafile));
for (const name of readdirSync(assetsDir).filter((file) => !/\.(br|gz)$/.test(file))) {
  const raw = readFileSync(join(assetsDir, name)).byteLength;
  const gzip = readFileSync(join(assetsDir, `${name}.gz`)).byteLength;
  console.log(
    `dist/client/assets/${name}  ${(raw / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip`,
  );
}

// What a page downloads on a first visit: the entry and its module's chunks
// (for the admin, the overlay and the drawer: once they are used).
const gzipSize = (url: string) =>
  readFileSync(join(assetsDir, `${url.slice('/assets/'.length)}.gz`)).byteLength;
for (const [module, urls] of Object.entries(manifest.chunks).sort(([a], [b]) =>
  a.localeCompare(b),
)) {
  const total = [manifest.entry, ...urls].reduce((sum, url) => sum + gzipSize(url), 0);
  console.log(`entry + ${module}: ${(total / 1024).toFixed(1)} KB gzip`);
}

// The service worker and the web app manifest, from the files just built.
const offlineReading = Bun.spawnSync(
  [process.execPath, join(import.meta.dir, 'build-service-worker.ts')],
  { cwd: root, stdout: 'inherit', stderr: 'inherit' },
);
if (offlineReading.exitCode !== 0) process.exit(offlineReading.exitCode ?? 1);

// The demo newsroom's pictures, drawn once here rather than at every first start.
const demoArt = Bun.spawnSync([process.execPath, join(import.meta.dir, 'build-demo-art.ts')], {
  cwd: root,
  stdout: 'inherit',
  stderr: 'inherit',
});
if (demoArt.exitCode !== 0) process.exit(demoArt.exitCode ?? 1);
