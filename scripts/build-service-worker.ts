/**
 * Builds what makes the site installable and readable offline, after the
 * client build (scripts/build-client.ts runs it): the service worker, the web
 * app manifest and its icons, in dist/client/pwa, served from the site's root.
 * The worker is bundled on its own: no page loads it as a script, so it is no
 * part of a page's JavaScript (bench/weight.ts).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { sections } from '~/shared/sections';
import { siteConfig } from '~/shared/site-config';

const root = join(import.meta.dir, '..');
const clientDir = join(root, 'dist/client');
const outDir = join(clientDir, 'pwa');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

/** The dark page colour (app.css): the site opens dark. */
const BACKGROUND = '#0e1116';
const THEME = '#8b1e2d';

const favicon = readFileSync(join(root, 'public/favicon.svg'));
const icons = [192, 512].map((size) => ({ size, file: `icon-${size}.png` }));
for (const { size, file } of icons) {
  // Drawn on the page colour, with room around it for masks that crop to a circle.
  const inner = Math.round(size * 0.8);
  const art = await sharp(favicon).resize(inner, inner).png().toBuffer();
  const icon = await sharp({
    create: { width: size, height: size, channels: 4, background: BACKGROUND },
  })
    .composite([{ input: art, gravity: 'center' }])
    .png()
    .toBuffer();
  writeFileSync(join(outDir, file), icon);
}

const webManifest = {
  name: siteConfig.name,
  short_name: siteConfig.shortName,
  description: siteConfig.description,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: BACKGROUND,
  theme_color: THEME,
  icons: icons.map(({ size, file }) => ({
    src: `/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'any maskable',
  })),
};
writeFileSync(join(outDir, 'manifest.webmanifest'), `${JSON.stringify(webManifest, null, 2)}\n`);

/**
 * The files to precache: the stylesheet, the entry, the reader pages' chunks
 * and what the stylesheet loads (fonts). The back office's own chunks are
 * left out: the worker never keeps anything of it.
 */
const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.json'), 'utf8')) as {
  css: string;
  entry: string;
  chunks: Record<string, string[]>;
};
const readerChunks = new Set<string>();
for (const [module, files] of Object.entries(manifest.chunks)) {
  if (module.startsWith('routes/admin/') || module.startsWith('components/admin/')) continue;
  for (const file of files) readerChunks.add(file);
}
const others = readdirSync(join(clientDir, 'assets'))
  .filter((name) => !/\.(br|gz|js|css)$/.test(name))
  .map((name) => `/assets/${name}`);
const hashed = [manifest.css, manifest.entry, ...readerChunks, ...others];
const revision = (bytes: Uint8Array) => Bun.hash(bytes).toString(36);
const precache = [
  ...hashed.map((url) => ({ url, revision: null })),
  { url: '/favicon.svg', revision: revision(favicon) },
  ...icons.map(({ file }) => ({
    url: `/${file}`,
    revision: revision(readFileSync(join(outDir, file))),
  })),
  {
    url: '/manifest.webmanifest',
    revision: revision(readFileSync(join(outDir, 'manifest.webmanifest'))),
  },
];
const version = revision(new TextEncoder().encode(JSON.stringify(precache)));

const result = await Bun.build({
  entrypoints: [join(root, 'src/client/service-worker/service-worker.ts')],
  target: 'browser',
  format: 'iife',
  minify: true,
  sourcemap: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
});
if (!result.success) {
  for (const log of result.logs) console.error(log);
  process.exit(1);
}
const build = { version, precache, sections: sections.map((section) => section.slug) };
const code = `var BUILD=${JSON.stringify(build)};\n${await result.outputs[0]!.text()}`;
writeFileSync(join(outDir, 'sw.js'), code);
const gzip = Bun.gzipSync(new TextEncoder().encode(code)).byteLength;
console.log(
  `dist/client/pwa/sw.js  ${(code.length / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip (build ${version}, ${precache.length} files precached)`,
);
