import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot, startServer } from '@tests/support/server-process';
import { BENCH_ADMIN } from './site';

export interface AnalyticsServerOptions {
  analytics: boolean;
  /** Off renders every page (PAGE_CACHE=false); on by default. */
  pageCache?: boolean;
  trustProxy: boolean;
  /** Runs the server's command through this (taskset onto a core), as is when absent. */
  pin?: (command: string[]) => string[];
}

/**
 * A fresh server on a fresh demo database, for the analytics benchmarks
 * (analytics.ts, analytics-side-by-side.ts); its folder goes when it stops.
 */
export async function freshAnalyticsServer(options: AnalyticsServerOptions) {
  const data = mkdtempSync(join(tmpdir(), 'gazette-bench-db-'));
  const command = [process.execPath, join(projectRoot, 'src/server/index.ts')];
  const server = await startServer({
    cwd: data,
    command: options.pin ? options.pin(command) : command,
    env: {
      ...BENCH_ADMIN,
      DATABASE_PATH: join(data, 'gazette.db'),
      PAGE_CACHE: String(options.pageCache ?? true),
      TRUST_PROXY: String(options.trustProxy),
      ANALYTICS: String(options.analytics),
    },
  });
  return {
    url: server.url,
    pid: server.pid,
    async stop() {
      await server.stop();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

export type AnalyticsServer = Awaited<ReturnType<typeof freshAnalyticsServer>>;
