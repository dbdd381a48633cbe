import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exifHasGps } from '@tests/support/media-upload';
import { phonePhoto } from '@tests/support/phone-photo';
import { startPostgresCluster } from '@tests/support/postgres-cluster';
import { projectRoot, type RunningServer, startServer } from '@tests/support/server-process';
import sharp from 'sharp';
import { parseMediaUrl, variantUrl } from '~/shared/media-url';
import type { MediaItem } from '~/shared/schemas/media';

/**
 * Builds the single executable and runs it alone in an empty folder, as an
 * operator would after copying it to another machine.
 */
const workDir = mkdtempSync(join(tmpdir(), 'gazette-binary-'));
const buildPath = join(workDir, 'build', 'gazette');
const runDir = join(workDir, 'run');
let server: RunningServer;

beforeAll(async () => {
  const build = Bun.spawnSync([process.execPath, 'scripts/build-binary.ts', buildPath], {
    cwd: projectRoot,
    stdout: 'pipe',
    stderr: 'pipe',
  });
  if (build.exitCode !== 0)
    throw new Error(`The binary did not build:\n${build.stderr.toString()}`);
  Bun.spawnSync(['mkdir', '-p', runDir]);
  copyFileSync(buildPath, join(runDir, 'gazette'));
  Bun.spawnSync(['chmod', '+x', join(runDir, 'gazette')]);
  // No project files nearby: the binary must carry everything it serves.
  server = await startServer({
    command: [join(runDir, 'gazette')],
    cwd: runDir,
    // The binary is built for production: what the environment says must not change that.
    env: {
      DATABASE_PATH: 'data/gazette.db',
      ADMIN_USERNAME: '',
      ADMIN_PASSWORD: '',
      NODE_ENV: 'development',
    },
  });
});

afterAll(async () => {
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the compiled binary', () => {
  test('starts in an empty folder, creates its database and serves the site', async () => {
    expect(existsSync(join(runDir, 'data', 'gazette.db'))).toBe(true);
    expect(server.output()).toContain('production mode');
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('Featured Stories');
    const css = html.match(/href="(\/assets\/app-[a-z0-9]+\.css)"/)?.[1];
    const entry = html.match(/src="(\/assets\/entry-[a-z0-9]+\.js)"/)?.[1];
    for (const asset of [
      css,
      entry,
      '/favicon.svg',
      '/images/placeholder.svg',
      '/data/sections.json',
      '/sw.js',
      '/manifest.webmanifest',
      '/icon-192.png',
      '/icon-512.png',
    ]) {
      expect(asset).toBeDefined();
      expect((await fetch(`${server.url}${asset}`)).status).toBe(200);
    }
    // The service worker is embedded like the other assets, and never kept for long.
    expect((await fetch(`${server.url}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  test('draws an article’s share card: the worker, its fonts and WebAssembly are inside', async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    const article = home.match(/href="(\/article\/[^"]+)"/)?.[1];
    expect(article).toBeDefined();
    const page = await (await fetch(`${server.url}${article}`)).text();
    const card = page.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(card).toStartWith(`${server.url}/cards/article/`);
    const response = await fetch(card!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const { width, height, format } = await new Bun.Image(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  });

  test('answers searches and the search page: the search worker is inside', async () => {
    const response = await fetch(`${server.url}/api/search?q=portal`);
    expect(response.status).toBe(200);
    const hits = (await response.json()) as { slug: string }[];
    expect(hits.length).toBeGreaterThan(0);
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThan(0);
    const page = await (await fetch(`${server.url}/search?q=portal`)).text();
    expect(page).toContain(`href="/article/${hits[0]!.slug}"`);
  });

  test('renders pages on the render worker and compresses them on the compression worker, which are inside', async () => {
    const asBrotli = () =>
      fetch(`${server.url}/about`, {
        headers: { 'Accept-Encoding': 'br' },
        // Bun's own option: the bytes as sent.
        decompress: false,
      } as RequestInit);
    expect((await asBrotli()).status).toBe(200);
    // The brotli copy follows the page's first answer.
    let encoding: string | null = null;
    for (let tries = 0; tries < 50 && encoding !== 'br'; tries += 1) {
      await Bun.sleep(20);
      encoding = (await asBrotli()).headers.get('content-encoding');
    }
    expect(encoding).toBe('br');
    // A worker that failed to start would have been logged, its work done here.
    expect(server.output()).not.toContain('render worker');
    expect(server.output()).not.toContain('on its worker failed');
  });

  test('takes an image upload and serves it as AVIF and WebP without its GPS data: sharp and libvips are inside', async () => {
    const password = server.output().match(/Created admin user "admin" with password: (\S+)/)?.[1];
    expect(password).toBeDefined();
    const login = await fetch(`${server.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';', 1)[0]!;
    const photo = await phonePhoto({ width: 1200, height: 800 });
    const form = new FormData();
    form.set('file', new File([new Uint8Array(photo)], 'IMG_0001.JPG', { type: 'image/jpeg' }));
    form.set('alt', 'A red and blue test photo');
    const upload = await fetch(`${server.url}/api/admin/media`, {
      method: 'POST',
      headers: { Origin: server.url, Cookie: cookie },
      body: form,
    });
    expect(upload.status).toBe(201);
    const item = (await upload.json()) as MediaItem;
    expect([item.width, item.height]).toEqual([800, 1200]);
    const ref = parseMediaUrl(item.url)!;
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ] as const) {
      const variant = await fetch(`${server.url}${variantUrl(ref.hash, 640, format)}`);
      expect(variant.status).toBe(200);
      expect(variant.headers.get('content-type')).toBe(type);
      const bytes = Buffer.from(await variant.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([640, 960]);
      expect(exifHasGps(meta.exif)).toBe(false);
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
    // The demo art went through the same path: the home page offers AVIF.
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toMatch(/<source type="image\/avif" srcSet="\/media\/[0-9a-f]{16}-320\.avif 320w/);
  });

  test('prints the first admin password once and loads the demo content', () => {
    expect(server.output()).toMatch(/Created admin user "admin" with password: \S{16,}/);
    expect(server.output()).toContain('Loaded the demo content');
  });

  test('--help prints the configuration', () => {
    const help = Bun.spawnSync([join(runDir, 'gazette'), '--help']);
    expect(help.exitCode).toBe(0);
    const text = help.stdout.toString();
    for (const name of [
      'PORT',
      'HOST',
      'DATABASE_PATH',
      'ADMIN_USERNAME',
      'ADMIN_PASSWORD',
      'SEED_DEMO',
      'SITE_URL',
      'PAGE_CACHE',
      'MEDIA_MAX_BYTES',
    ]) {
      expect(text).toContain(name);
    }
  });

  test('backs up the live database and checks the copy, one line each', () => {
    const gazette = join(runDir, 'gazette');
    const env = (databasePath: string) => ({
      PATH: process.env.PATH ?? '',
      DATABASE_PATH: databasePath,
    });
    const backup = Bun.spawnSync([gazette, 'backup', 'backups/gazette.db'], {
      cwd: runDir,
      env: env('data/gazette.db'),
    });
    expect(backup.exitCode).toBe(0);
    expect(backup.stdout.toString()).toStartWith(
      `Backed up ${join(runDir, 'data', 'gazette.db')} to ${join(runDir, 'backups', 'gazette.db')} (`,
    );
    const check = Bun.spawnSync([gazette, 'check'], {
      cwd: runDir,
      env: env('backups/gazette.db'),
    });
    expect(check.exitCode).toBe(0);
    expect(check.stdout.toString()).toContain('is sound');
    const help = Bun.spawnSync([gazette, '--help']).stdout.toString();
    expect(help).toContain('gazette backup PATH');
    expect(help).toContain('gazette check');
  });

  test('unlock lifts the sign-in locks on an account, one line each way', () => {
    const gazette = join(runDir, 'gazette');
    const env = { PATH: process.env.PATH ?? '', DATABASE_PATH: 'data/gazette.db' };
    // Against the live database, while the server runs.
    const unlocked = Bun.spawnSync([gazette, 'unlock', 'admin'], { cwd: runDir, env });
    expect(unlocked.exitCode).toBe(0);
    expect(unlocked.stdout.toString()).toBe(
      `Unlocked "admin" in ${join(runDir, 'data', 'gazette.db')}: no address was locked out, and its count of failed sign-ins is reset.\n`,
    );
    const unknown = Bun.spawnSync([gazette, 'unlock', 'nobody'], { cwd: runDir, env });
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr.toString()).toStartWith('There is no user named "nobody"');
    expect(Bun.spawnSync([gazette, '--help']).stdout.toString()).toContain(
      'gazette unlock USERNAME',
    );
  });

  test('exports the live newsroom and imports it into a new database, one line each', () => {
    const gazette = join(runDir, 'gazette');
    const env = (databasePath: string) => ({
      PATH: process.env.PATH ?? '',
      DATABASE_PATH: databasePath,
    });
    // While the server runs: the export reads one snapshot.
    const exported = Bun.spawnSync([gazette, 'export', 'exports/newsroom.json'], {
      cwd: runDir,
      env: env('data/gazette.db'),
    });
    expect(exported.stderr.toString()).toBe('');
    expect(exported.exitCode).toBe(0);
    expect(exported.stdout.toString()).toStartWith(
      `Exported ${join(runDir, 'data', 'gazette.db')} to ${join(runDir, 'exports', 'newsroom.json')}: `,
    );
    const file = readFileSync(join(runDir, 'exports', 'newsroom.json'), 'utf8');
    const articles = (JSON.parse(file) as { data: { articles: unknown[] } }).data.articles.length;
    expect(articles).toBeGreaterThan(0);

    const imported = Bun.spawnSync([gazette, 'import', 'exports/newsroom.json'], {
      cwd: runDir,
      env: env('moved/gazette.db'),
    });
    expect(imported.exitCode).toBe(0);
    const line = imported.stdout.toString();
    expect(line).toStartWith(
      `Imported ${join(runDir, 'exports', 'newsroom.json')} into ${join(runDir, 'moved', 'gazette.db')}: `,
    );
    expect(line).toContain(`articles ${articles}`);
    expect(line).toContain('0 already present and skipped');

    // The moved newsroom exports to the same document (to standard output here).
    const again = Bun.spawnSync([gazette, 'export', '-'], {
      cwd: runDir,
      env: env('moved/gazette.db'),
    });
    expect(again.exitCode).toBe(0);
    const afterMeta = (text: string) => text.slice(text.indexOf('\n'));
    expect(afterMeta(again.stdout.toString())).toBe(afterMeta(file));
    expect(again.stderr.toString()).toStartWith(
      `Exported ${join(runDir, 'moved', 'gazette.db')} to standard output: `,
    );

    const refused = Bun.spawnSync([gazette, 'import', 'nothing.json'], {
      cwd: runDir,
      env: env('moved/gazette.db'),
    });
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr.toString()).toBe(
      `There is no file at ${join(runDir, 'nothing.json')}.\n`,
    );
    const help = Bun.spawnSync([gazette, '--help']).stdout.toString();
    expect(help).toContain('gazette export FILE');
    expect(help).toContain('gazette import FILE');
  });

  test('an invalid setting stops it with one line naming the variable', () => {
    const run = Bun.spawnSync([join(runDir, 'gazette')], {
      cwd: runDir,
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty' },
    });
    expect(run.exitCode).toBe(1);
    expect(run.stderr.toString().trim()).toBe('Invalid PORT: must be a number (got "eighty")');
  });
});

describe('the compiled binary on PostgreSQL', () => {
  test('serves the newsroom from DATABASE_URL (its migrations are inside) and moves it to a SQLite file and back with export and import', async () => {
    const cluster = startPostgresCluster();
    const gazette = join(runDir, 'gazette');
    try {
      const url = cluster.createDatabase('served_newsroom');
      const onPostgres = await startServer({
        command: [gazette],
        cwd: runDir,
        env: {
          DATABASE_URL: url,
          DATABASE_PATH: 'unused/gazette.db',
          ADMIN_USERNAME: '',
          ADMIN_PASSWORD: '',
        },
      });
      try {
        expect(await (await fetch(`${onPostgres.url}/healthz`)).json()).toMatchObject({
          status: 'ok',
          database: 'postgresql',
        });
        expect(await (await fetch(`${onPostgres.url}/`)).text()).toContain('Featured Stories');
        expect(onPostgres.output()).toContain('Loaded the demo content');
        expect(onPostgres.output()).not.toContain(cluster.password);
      } finally {
        await onPostgres.stop();
      }
      expect(existsSync(join(runDir, 'unused'))).toBe(false);

      const command = (args: string[], env: Record<string, string>) =>
        Bun.spawnSync([gazette, ...args], {
          cwd: runDir,
          env: { PATH: process.env.PATH ?? '', ...env },
        });
      const fromPostgres = command(['export', 'exports/from-postgres.json'], { DATABASE_URL: url });
      expect(fromPostgres.exitCode).toBe(0);
      expect(fromPostgres.stdout.toString()).not.toContain(cluster.password);
      const intoSqlite = command(['import', 'exports/from-postgres.json'], {
        DATABASE_PATH: 'from-postgres/gazette.db',
      });
      expect(intoSqlite.exitCode).toBe(0);
      const back = cluster.createDatabase('moved_back');
      const fromSqlite = command(['export', 'exports/from-sqlite.json'], {
        DATABASE_PATH: 'from-postgres/gazette.db',
      });
      expect(fromSqlite.exitCode).toBe(0);
      const intoPostgres = command(['import', 'exports/from-sqlite.json'], { DATABASE_URL: back });
      expect(intoPostgres.exitCode).toBe(0);
      const again = command(['export', 'exports/again.json'], { DATABASE_URL: back });
      expect(again.exitCode).toBe(0);
      const afterMeta = (name: string) => {
        const text = readFileSync(join(runDir, 'exports', name), 'utf8');
        return text.slice(text.indexOf('\n'));
      };
      expect(afterMeta('from-sqlite.json')).toBe(afterMeta('from-postgres.json'));
      expect(afterMeta('again.json')).toBe(afterMeta('from-postgres.json'));
      const check = command(['check'], { DATABASE_URL: back });
      expect(check.exitCode).toBe(0);
    } finally {
      cluster.stop();
    }
  }, 120_000);
});
