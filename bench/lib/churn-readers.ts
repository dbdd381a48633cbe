/**
 * The readers of the churn benchmark, on a thread of their own so that their
 * timing does not wait behind the server's work: requests at a steady rate
 * (one every 1000/rate ms, whether or not earlier ones have answered), each
 * timed from sending to its first byte (the headers), its body then read.
 * Each request's time of sending is answered too (milliseconds since the
 * epoch, as the editor's saves are), to place it against the saves.
 */

import { BROWSER_HEADERS } from './browser-headers';

declare const self: Worker;

export interface ReadersJob {
  url: string;
  paths: string[];
  rate: number;
  seconds: number;
}

export interface ReadersResult {
  ttfb: number[];
  /** When each timed request was sent, in the order of `ttfb`. */
  sentAt: number[];
  failures: number;
}

self.onmessage = async (event: MessageEvent<ReadersJob>) => {
  const { url, paths, rate, seconds } = event.data;
  const ttfb: number[] = [];
  const sentAt: number[] = [];
  let failures = 0;
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await Bun.sleep(wait);
    const path = paths[n % paths.length]!;
    pending.push(
      (async () => {
        const sent = performance.now();
        try {
          const response = await fetch(`${url}${path}`, { headers: BROWSER_HEADERS });
          ttfb.push(performance.now() - sent);
          sentAt.push(performance.timeOrigin + sent);
          await response.arrayBuffer();
          if (response.status !== 200) failures += 1;
        } catch {
          failures += 1;
        }
      })(),
    );
  }
  await Promise.all(pending);
  postMessage({ ttfb, sentAt, failures } satisfies ReadersResult);
};
