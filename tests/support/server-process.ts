import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Subprocess } from 'bun';
import { RUNTIME_ENVIRONMENT } from '~/server/runtime-environment';

export const projectRoot = resolve(import.meta.dir, '../..');

/** A port nobody is listening on right now. */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = probe.port;
  probe.stop(true);
  return port!;
}

export interface RunningServer {
  url: string;
  dir: string;
  output: () => string;
  stop: () => Promise<void>;
  /** The child's process id. */
  pid: number;
  /** Resolves with the exit code once the process has ended, however it ended. */
  exited: Promise<number>;
  /**
   * SIGKILL, as the OOM killer or a power cut would end it: no handler runs,
   * nothing is flushed or closed. Resolves once the process is gone; the
   * folder is kept, to inspect or to start again on.
   */
  crash: () => Promise<void>;
}

/**
 * Spawns a child process, collects everything it writes, and waits until
 * `healthUrl` answers with a success: the start of a test server or of the
 * balancer in front of them. Fails, naming `name` and with the child's
 * output, when it exits first or does not answer within `timeoutMs` (then
 * it is killed).
 */
export async function spawnUntilHealthy(
  command: string[],
  spawnOptions: { cwd?: string; env: Record<string, string | undefined> },
  { name, healthUrl, timeoutMs }: { name: string; healthUrl: string; timeoutMs: number },
): Promise<{ child: Subprocess; output: () => string }> {
  let output = '';
  const child: Subprocess = Bun.spawn(command, {
    ...spawnOptions,
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) output += decoder.decode(chunk);
  };
  void collect(child.stdout as ReadableStream<Uint8Array>);
  void collect(child.stderr as ReadableStream<Uint8Array>);

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited early:\n${output}`);
    try {
      const response = await fetch(healthUrl);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`${name} did not answer within ${timeoutMs / 1000} s:\n${output}`);
    }
    await Bun.sleep(50);
  }
  return { child, output: () => output };
}

/** Preloaded by the servers tests start from source: passwords hashed at a small cost (the file says why). */
const QUICK_PASSWORD_HASHING = join(projectRoot, 'tests/support/quick-password-hashing.ts');

/** Encoded image variants, shared by the servers of a test run (they are only a cache). */
const SHARED_MEDIA_CACHE = join(tmpdir(), 'gazette-test-media-variants');

/**
 * Starts the real server (or the compiled binary) as a child process on a
 * fresh database in its own temporary folder, and waits until it answers.
 */
export async function startServer(
  options: {
    command?: string[];
    cwd?: string;
    env?: Record<string, string>;
    /** A given port, for a server that comes back at the same address (a new deploy). */
    port?: number;
  } = {},
): Promise<RunningServer> {
  const dir = options.cwd ?? mkdtempSync(join(tmpdir(), 'gazette-server-'));
  const port = options.port ?? freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = await spawnUntilHealthy(
    options.command ?? [
      process.execPath,
      '--preload',
      QUICK_PASSWORD_HASHING,
      join(projectRoot, 'src/server/index.ts'),
    ],
    {
      cwd: dir,
      env: {
        ...process.env,
        ...RUNTIME_ENVIRONMENT,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: url,
        DATABASE_PATH: join(dir, 'data', 'gazette.db'),
        // Every test server shows the same demo pictures: encoded once for the whole run.
        MEDIA_CACHE_DIR: SHARED_MEDIA_CACHE,
        // Tests read a page right after the write that changed it, as the
        // editor would; the window itself is tested in
        // tests/server/ssr/stale-while-revalidate.test.ts.
        PAGE_STALE_WINDOW_MS: '0',
        ...options.env,
      },
    },
    { name: 'The server', healthUrl: `${url}/healthz`, timeoutMs: 30_000 },
  );

  return {
    url,
    dir,
    output,
    pid: child.pid,
    exited: child.exited,
    async crash() {
      child.kill('SIGKILL');
      await child.exited;
    },
    async stop() {
      child.kill();
      await child.exited;
      if (!options.cwd) rmSync(dir, { recursive: true, force: true });
    },
  };
}
