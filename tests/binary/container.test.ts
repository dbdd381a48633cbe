import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exifHasGps } from '@tests/support/media-upload';
import { phonePhoto } from '@tests/support/phone-photo';
import { freePort, projectRoot, spawnUntilHealthy } from '@tests/support/server-process';
import sharp from 'sharp';
import { parseMediaUrl, variantUrl } from '~/shared/media-url';
import type { MediaItem } from '~/shared/schemas/media';

/**
 * The container cannot be started on every machine that runs the tests, so
 * this runs the compiled binary the way the Dockerfile's final stage does, as
 * a plain process: only the image's environment, its folder layout (rebuilt
 * under a temporary root: every absolute path the Dockerfile names is taken
 * below it), its working directory and data volume, its user when the tests
 * run as root, and its health check command. Nothing of the project is
 * reachable: no PATH into it, no node_modules beside the binary.
 */

interface FinalStage {
  env: Record<string, string>;
  workdir: string;
  volume: string;
  user: string;
  entrypoint: string[];
  healthcheck: string;
  binaryPath: string;
}

/** The final stage of the Dockerfile: everything after its last FROM, continuation lines joined. */
function readFinalStage(): FinalStage {
  const text = readFileSync(join(projectRoot, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const lines = text.split('\n').map((line) => line.trim());
  const stage = lines.slice(lines.findLastIndex((line) => line.startsWith('FROM ')));
  const instruction = (name: string) =>
    stage
      .filter((line) => line.startsWith(`${name} `))
      .map((line) => line.slice(name.length + 1).trim());
  const env: Record<string, string> = {};
  for (const line of instruction('ENV')) {
    for (const [, key, value] of line.matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)) env[key!] = value!;
  }
  const healthcheck = instruction('HEALTHCHECK')[0] ?? '';
  const copied = instruction('COPY').find((line) => line.includes('--from=build')) ?? '';
  return {
    env,
    workdir: instruction('WORKDIR').at(-1) ?? '/',
    volume: (JSON.parse(instruction('VOLUME')[0] ?? '[]') as string[])[0] ?? '',
    user: instruction('USER').at(-1) ?? 'root',
    entrypoint: JSON.parse(instruction('ENTRYPOINT')[0] ?? '[]') as string[],
    healthcheck: healthcheck.slice(healthcheck.indexOf('CMD ') + 4),
    binaryPath: copied.split(/\s+/).at(-1) ?? '',
  };
}

const stage = readFinalStage();
/** The image's user: the uid the Dockerfile's useradd gives it. */
const imageUid = Number(
  readFileSync(join(projectRoot, 'Dockerfile'), 'utf8').match(
    new RegExp(`useradd [^\\n]*--uid (\\d+)[^\\n]* ${stage.user}\\b`),
  )?.[1],
);
const runAsImageUser = process.getuid?.() === 0;

const root = mkdtempSync(join(tmpdir(), 'gazette-container-'));
/** A path of the image, under the temporary root. */
const inImage = (path: string) => join(root, path);
/** Environment values that are paths of the image point under the root too. */
const imageEnv = Object.fromEntries(
  Object.entries(stage.env).map(([key, value]) => [
    key,
    value.startsWith('/') ? inImage(value) : value,
  ]),
);
const port = freePort();
const url = `http://127.0.0.1:${port}`;
/** The image sets no SITE_URL, so the site is at its default, http://localhost:PORT: a browser there sends this Origin. */
const siteOrigin = `http://localhost:${port}`;

interface Container {
  output: () => string;
  stop: () => Promise<void>;
}

/** `docker run`: the entrypoint, as the image's user, in its working directory, with only its environment. */
async function runContainer(): Promise<Container> {
  const env = {
    // Debian's default PATH, with the image's /usr/local/bin under the root.
    PATH: `${inImage('/usr/local/bin')}:/usr/sbin:/usr/bin:/sbin:/bin`,
    HOME: inImage(stage.workdir),
    ...imageEnv,
    // The one change: a free port, as `docker run -p` would map one.
    PORT: String(port),
  };
  const entrypoint = [inImage(stage.entrypoint[0]!), ...stage.entrypoint.slice(1)];
  const command = runAsImageUser
    ? ['setpriv', `--reuid=${imageUid}`, `--regid=${imageUid}`, '--clear-groups', ...entrypoint]
    : entrypoint;
  const { child, output } = await spawnUntilHealthy(
    command,
    { cwd: inImage(stage.workdir), env },
    { name: 'The binary', healthUrl: `${url}/healthz`, timeoutMs: 60_000 },
  );
  return {
    output,
    async stop() {
      // `docker stop` sends SIGTERM.
      child.kill('SIGTERM');
      await child.exited;
    },
  };
}

/** The HEALTHCHECK's own command, with the image's environment. */
function healthCheck() {
  return Bun.spawnSync(['sh', '-c', stage.healthcheck], {
    env: { PATH: '/usr/bin:/bin', ...imageEnv, PORT: String(port) },
    stdout: 'pipe',
    stderr: 'pipe',
  });
}

let container: Container;

beforeAll(async () => {
  const built = join(root, 'build', 'gazette');
  const build = Bun.spawnSync([process.execPath, 'scripts/build-binary.ts', built], {
    cwd: projectRoot,
    stdout: 'pipe',
    stderr: 'pipe',
  });
  if (build.exitCode !== 0) throw new Error(`The binary did not build:\n${build.stderr}`);
  // The final stage's layout: the binary alone in /usr/local/bin, the user's
  // home as the working directory, the data folder in it, owned by the user.
  mkdirSync(join(inImage(stage.binaryPath), '..'), { recursive: true });
  copyFileSync(built, inImage(stage.binaryPath));
  rmSync(join(root, 'build'), { recursive: true, force: true });
  chmodSync(inImage(stage.binaryPath), 0o755);
  mkdirSync(inImage(stage.volume), { recursive: true });
  chmodSync(root, 0o755);
  if (runAsImageUser) {
    chownSync(inImage(stage.workdir), imageUid, imageUid);
    chownSync(inImage(stage.volume), imageUid, imageUid);
  }
  container = await runContainer();
}, 240_000);

afterAll(async () => {
  await container?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('the binary run as the Dockerfile runs it', () => {
  test('the Dockerfile says what this test reproduces', () => {
    expect(stage.entrypoint).toEqual([stage.binaryPath]);
    expect(stage.env.DATABASE_PATH).toStartWith(`${stage.volume}/`);
    expect(stage.env.MEDIA_CACHE_DIR).toStartWith(`${stage.volume}/`);
    expect(stage.workdir).not.toBe('/');
    expect(stage.user).not.toBe('root');
    expect(Number.isInteger(imageUid) && imageUid > 0).toBe(true);
    expect(stage.healthcheck).toContain('/healthz');
    // Only the binary is copied into the image: no node_modules, no project files.
    expect(readdirSync(join(inImage(stage.binaryPath), '..'))).toEqual(['gazette']);
  });

  test('passes its HEALTHCHECK, as the image user, in production mode', () => {
    const check = healthCheck();
    expect(check.exitCode).toBe(0);
    expect(JSON.parse(check.stdout.toString())).toMatchObject({ status: 'ok' });
    expect(container.output()).toContain('production mode');
    if (runAsImageUser) {
      const owner = Bun.spawnSync(['stat', '-c', '%u', inImage(stage.env.DATABASE_PATH!)]);
      expect(Number(owner.stdout.toString().trim())).toBe(imageUid);
    }
  });

  test('an uploaded phone photo appears on the article page as AVIF and WebP without its GPS data, and stays in the volume across a restart', async () => {
    const password = container
      .output()
      .match(/Created admin user "admin" with password: (\S+)/)?.[1];
    expect(password).toBeDefined();
    const login = await fetch(`${url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: siteOrigin },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';', 1)[0]!;
    const admin = { Origin: siteOrigin, Cookie: cookie };

    const form = new FormData();
    const photo = new Uint8Array(await phonePhoto({ width: 1200, height: 800 }));
    form.set('file', new File([photo], 'IMG_0042.JPG', { type: 'image/jpeg' }));
    form.set('alt', 'A reporter’s photo from the harbour');
    const upload = await fetch(`${url}/api/admin/media`, {
      method: 'POST',
      headers: admin,
      body: form,
    });
    expect(upload.status).toBe(201);
    const item = (await upload.json()) as MediaItem;
    const ref = parseMediaUrl(item.url)!;

    const articles = (await (
      await fetch(`${url}/api/admin/articles`, { headers: admin })
    ).json()) as { id: number; slug: string }[];
    const article = (await (
      await fetch(`${url}/api/admin/articles/${articles[0]!.id}`, { headers: admin })
    ).json()) as { id: number; slug: string };
    const updated = await fetch(`${url}/api/admin/articles/${article.id}`, {
      method: 'PATCH',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...article, image: item.url }),
    });
    expect(updated.status, await updated.clone().text()).toBe(200);

    const articlePage = async () => {
      const response = await fetch(`${url}/article/${article.slug}`);
      expect(response.status).toBe(200);
      return response.text();
    };
    const offered = async (html: string) => {
      for (const format of ['avif', 'webp'] as const) {
        expect(html).toContain(`<source type="image/${format}" srcSet="/media/${ref.hash}-`);
        const variant = await fetch(`${url}${variantUrl(ref.hash, 640, format)}`);
        expect(variant.status).toBe(200);
        expect(variant.headers.get('content-type')).toBe(`image/${format}`);
        const bytes = Buffer.from(await variant.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(exifHasGps(meta.exif)).toBe(false);
        expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
      }
      expect(html).toContain('alt="A reporter’s photo from the harbour"');
    };
    await offered(await articlePage());
    const cached = readdirSync(inImage(stage.env.MEDIA_CACHE_DIR!), { recursive: true });
    expect(cached.some((name) => String(name).includes(ref.hash))).toBe(true);

    // `docker restart`: the same volume, a new process.
    await container.stop();
    expect(healthCheck().exitCode).not.toBe(0);
    container = await runContainer();
    expect(healthCheck().exitCode).toBe(0);
    expect(container.output()).not.toContain('Created admin user');
    expect(container.output()).not.toContain('Loaded the demo content');
    await offered(await articlePage());
    // Everything it wrote is in the volume: the working directory holds nothing else.
    expect(readdirSync(inImage(stage.workdir))).toEqual([stage.volume.split('/').at(-1)!]);
  }, 120_000);
});

/**
 * debian:bookworm-slim carries glibc (libc, libm, libpthread, libdl, libresolv,
 * librt, the loader), libstdc++6 and libgcc-s1, and no other shared library
 * the binary could use. The binary itself, the sharp addon it unpacks at run
 * time and the libvips it embeds (docs/decisions/016) must need nothing else.
 */
describe('shared libraries the image provides', () => {
  const BOOKWORM_SLIM = [
    /^linux-vdso\.so/,
    /^\/lib64\/ld-linux-x86-64\.so\.2$/,
    /^ld-linux-x86-64\.so\.2$/,
    /^libc\.so\.6$/,
    /^libm\.so\.6$/,
    /^libpthread\.so\.0$/,
    /^libdl\.so\.2$/,
    /^libresolv\.so\.2$/,
    /^librt\.so\.1$/,
    /^libstdc\+\+\.so\.6$/,
    /^libgcc_s\.so\.1$/,
  ];
  const libvipsDir = join(projectRoot, 'node_modules/@img/sharp-libvips-linux-x64/lib');
  const addonDir = join(projectRoot, 'node_modules/@img/sharp-linux-x64/lib');
  const libvips = readdirSync(libvipsDir).find((name) => name.startsWith('libvips-cpp.so'))!;
  const addon = readdirSync(addonDir).find((name) => name.endsWith('.node'))!;

  /** The libraries ldd lists, by name, the embedded libvips left out (it is inside the binary). */
  function needs(file: string): string[] {
    const ldd = Bun.spawnSync(['ldd', file], { stdout: 'pipe', stderr: 'pipe' });
    expect(ldd.exitCode).toBe(0);
    return ldd.stdout
      .toString()
      .split('\n')
      .map((line) => line.trim().split(/\s+/)[0] ?? '')
      .filter((name) => name !== '' && name !== libvips);
  }

  test.each([
    ['the binary', () => inImage(stage.binaryPath)],
    ['the sharp addon', () => join(addonDir, addon)],
    ['libvips', () => join(libvipsDir, libvips)],
  ])('%s needs only what debian:bookworm-slim carries', (_, file) => {
    const missing = needs(file()).filter(
      (name) => !BOOKWORM_SLIM.some((allowed) => allowed.test(name)),
    );
    expect(missing).toEqual([]);
  });
});
