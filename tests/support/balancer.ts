/**
 * HAProxy in front of two server processes, run on the very file the
 * compose set-up mounts (deploy/haproxy.cfg), its addresses given through
 * the same environment variables. Debian's `haproxy` package (.ci/run
 * installs it when missing); without it the caller fails with one line
 * saying so, never skips.
 */
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { freePort, projectRoot } from './server-process';

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
  let output = '';
  const child: Subprocess = Bun.spawn([haproxy, '-db', '-f', BALANCER_CONFIG], {
    env: {
      PATH: process.env.PATH ?? '',
      GAZETTE_LISTEN: `127.0.0.1:${port}`,
      GAZETTE_1: new URL(servers[0]!).host,
      GAZETTE_2: new URL(servers[1]!).host,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) output += decoder.decode(chunk);
  };
  void collect(child.stdout as ReadableStream<Uint8Array>);
  void collect(child.stderr as ReadableStream<Uint8Array>);

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`HAProxy passed no request through within 15 s:\n${output}`);
    }
    await Bun.sleep(50);
  }
  return {
    url,
    output: () => output,
    async stop() {
      child.kill();
      await child.exited;
    },
  };
}
