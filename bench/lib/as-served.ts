import { RUNTIME_ENVIRONMENT } from '~/server/runtime-environment';

/** The environment the server's process runs in: React's production build, and the runtime's settings. */
const AS_SERVED: Record<string, string> = { NODE_ENV: 'production', ...RUNTIME_ENVIRONMENT };

/**
 * For a benchmark that serves in its own process: when this process was not
 * started as the server is, runs the benchmark again in a child that is
 * (the runtime reads its settings only as a process starts) and exits with
 * its status. Returns when this process already is.
 */
export async function runAsServed(): Promise<void> {
  if (Object.entries(AS_SERVED).every(([name, value]) => process.env[name] === value)) return;
  // The runtime's own flags (a profiler's) go along.
  const child = Bun.spawn([process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, ...AS_SERVED },
    stdio: ['inherit', 'inherit', 'inherit'],
  });
  process.exit(await child.exited);
}
