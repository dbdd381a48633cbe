/**
 * HAProxy in front of two server processes, run on the very file the
 * compose set-up mounts (deploy/haproxy.cfg), its addresses given through
 * the same environment variables. Debian's `haproxy` package (.ci/run
 * installs it when missing); without it the caller fails with one line
 * saying so, never skips.
 */
import { join } from 'node:path';
import { freePort, projectRoot, spawnUntilHealthy } from './server-process';

export const BALANCER_CONFIG = join(projectRoot, 'deploy/haproxy.cfg');
/** The names deploy/haproxy.cfg gives the two processes, in order. */
export const BALANCER_SERVERS = ['gazette-1', 'gazette-2'] as const;

export interface RunningBalancer {
  url: string;
  /** HAProxy's log so far: a line per request, and every server going up or down. */
  output: () => string;
  stop: () => Promise<void>;
}

/** The haproxy executable, or an error naming the package to install. */
export function requireHaproxy(): string {
  const path = Bun.which('haproxy', { PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin` });
  if (!path) {
    throw new Error(
      'The cluster tests run the load balancer, and HAProxy is not installed: apt-get install -y haproxy (.ci/run does this)',
    );
  }
  return path;
}

/**
 * Starts HAProxy in front of `servers` (two base URLs, http://host:port) on
 * `port` of 127.0.0.1 (a free one unless given: the servers' SITE_URL names
 * it, so it is often chosen first), and waits until it passes a request through.
 */
export async function startBalancer(
  servers: readonly string[],
  port = freePort(),
): Promise<RunningBalancer> {
  if (servers.length !== BALANCER_SERVERS.length) {
    throw new Error(`deploy/haproxy.cfg names ${BALANCER_SERVERS.length} processes`);
  }
  const haproxy = requireHaproxy();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = await spawnUntilHealthy(
    [haproxy, '-db', '-f', BALANCER_CONFIG],
    {
      env: {
        PATH: process.env.PATH ?? '',
        GAZETTE_LISTEN: `127.0.0.1:${port}`,
        GAZETTE_1: new URL(servers[0]!).host,
        GAZETTE_2: new URL(servers[1]!).host,
      },
    },
    // Its health is a request passed through to a process.
    { name: 'HAProxy', healthUrl: `${url}/healthz`, timeoutMs: 15_000 },
  );
  return {
    url,
    output,
    async stop() {
      child.kill();
      await child.exited;
    },
  };
}
