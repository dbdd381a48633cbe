/** Starting the real server for a benchmark, on a copy of a generated newsroom. */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot, type RunningServer, startServer } from '@tests/support/server-process';
import { demoArticles } from '~/server/db/seed/seed-demo';
import { slugify } from '~/shared/slugify';
import { copyNewsroom } from './newsroom';
import type { PostgresNewsrooms } from './postgres-newsroom';

export const BENCH_ADMIN = { ADMIN_USERNAME: 'bench-admin', ADMIN_PASSWORD: 'bench-password' };

/** A demo story every generated newsroom holds, published: its page exists at every size. */
export const BENCH_ARTICLE_SLUG = slugify(
  demoArticles.find((article) => article.status === 'published')!.title,
);

export function requireClientBuild(): void {
  if (!existsSync(join(projectRoot, 'dist/client/manifest.json'))) {
    console.error('Build the client first: bun run build:client');
    process.exit(1);
  }
}

export interface BenchSite {
  url: string;
  server: RunningServer;
  stop(): Promise<void>;
}

export interface SiteOptions {
  pageCache?: boolean;
  command?: string[];
  env?: Record<string, string>;
}

/** The server as every benchmark starts it: the bench admin, no demo seed, the page cache as asked. */
export function startBenchServer(
  dir: string,
  database: Record<string, string>,
  options: SiteOptions,
) {
  return startServer({
    cwd: dir,
    command: options.command,
    env: {
      ...BENCH_ADMIN,
      ...database,
      SEED_DEMO: 'false',
      PAGE_CACHE: options.pageCache === false ? 'false' : 'true',
      ...options.env,
    },
  });
}

/**
 * The server (src/server/index.ts, production mode) on a private copy of
 * `template`, demo seeding off. `pageCache: false` sets PAGE_CACHE=false.
 */
export async function startOnCopy(template: string, options: SiteOptions = {}): Promise<BenchSite> {
  const dir = mkdtempSync(join(tmpdir(), 'gazette-bench-site-'));
  const databasePath = copyNewsroom(template, join(dir, 'data'));
  const server = await startBenchServer(dir, { DATABASE_PATH: databasePath }, options);
  return {
    url: server.url,
    server,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function fileSize(path: string): string {
  return `${(statSync(path).size / 1024 / 1024).toFixed(0)} MB`;
}

/** Signs in as the bench's admin; returns the Cookie header value for the admin API. */
export async function signInAdmin(site: BenchSite): Promise<string> {
  const response = await fetch(`${site.url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.url },
    body: JSON.stringify({
      username: BENCH_ADMIN.ADMIN_USERNAME,
      password: BENCH_ADMIN.ADMIN_PASSWORD,
    }),
  });
  const session = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('gazette_session='));
  if (response.status !== 200 || !session) {
    throw new Error(`Admin sign-in answered ${response.status}: ${await response.text()}`);
  }
  return session.split(';', 1)[0]!;
}

/**
 * The server (src/server/index.ts, production mode) on a fresh copy of a
 * PostgreSQL newsroom (`template`, a database of `newsrooms`), demo seeding
 * off; the copy is dropped at `stop()`.
 */
export async function startOnPostgresCopy(
  newsrooms: PostgresNewsrooms,
  template: string,
  options: SiteOptions = {},
): Promise<BenchSite> {
  const url = newsrooms.copy(template);
  const dir = mkdtempSync(join(tmpdir(), 'gazette-bench-site-'));
  try {
    const server = await startBenchServer(dir, { DATABASE_URL: url }, options);
    return {
      url: server.url,
      server,
      async stop() {
        await server.stop();
        newsrooms.drop(url);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    newsrooms.drop(url);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
