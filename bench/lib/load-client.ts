/**
 * A load generator for when wrk is not installed: `connections` keep-alive
 * loops, each opening a page as a browser does (its navigation headers, from
 * the next of 1,000 user agents), as readers cost the server whether or not
 * it counts them. Run in its own process, pinned to the core the server does
 * not use, so the figures do not measure the client's event loop sharing the
 * server's. Prints one line of JSON: the pages completed, the errors, and
 * the seconds taken.
 *
 *   bun bench/lib/load-client.ts '{"url":…,"path":…,"seconds":5,"connections":64}'
 */

import { BROWSER_ACCEPT_ENCODING } from './browser-headers';

export interface LoadClientOptions {
  url: string;
  path: string;
  seconds: number;
  connections: number;
  /** Every request from a reader of its own (an X-Forwarded-For address of its own). */
  newVisitors?: boolean;
  /** Behind a proxy: each of the 1,000 browsers sends its own address as X-Forwarded-For. */
  behindProxy?: boolean;
}

export interface LoadClientResult {
  pages: number;
  errors: number;
  seconds: number;
}

/** 1,000 browsers, one user agent each. */
export const AGENTS = Array.from(
  { length: 1000 },
  (_, n) =>
    `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${n}.0 Safari/537.36`,
);

/** What a browser sends when a reader opens a page (Fetch Metadata of a navigation). */
export const NAVIGATION_HEADERS: Record<string, string> = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Encoding': BROWSER_ACCEPT_ENCODING,
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Site': 'none',
  'Sec-Fetch-User': '?1',
};

/** The address a proxy reports for browser `n` of the 1,000 (as the wrk script spells it). */
const proxiedAddress = (n: number) => `10.0.${Math.floor(n / 256)}.${n % 256}`;

export async function runLoadClient(options: LoadClientOptions): Promise<LoadClientResult> {
  const { url, path, seconds, connections, newVisitors = false, behindProxy = false } = options;
  const run = 1 + Math.floor(Math.random() * 250);
  const pageUrl = `${url}${path}`;
  let pages = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;

  async function reader(first: number): Promise<void> {
    for (let n = first; performance.now() < deadline; n += connections) {
      // The compressed bytes as sent: a browser's decompression is not the server's cost.
      const page = await fetch(pageUrl, {
        headers: {
          ...NAVIGATION_HEADERS,
          'User-Agent': AGENTS[n % AGENTS.length]!,
          // A reader of its own: the server trusts its proxy's X-Forwarded-For.
          ...(newVisitors
            ? { 'X-Forwarded-For': `${run}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
            : behindProxy
              ? { 'X-Forwarded-For': proxiedAddress(n % AGENTS.length) }
              : {}),
        },
        decompress: false,
      });
      await page.arrayBuffer();
      if (page.status !== 200) errors += 1;
      pages += 1;
    }
  }

  await Promise.all(Array.from({ length: connections }, (_, n) => reader(n)));
  return { pages, errors, seconds: (performance.now() - started) / 1000 };
}

if (import.meta.main) {
  const result = await runLoadClient(JSON.parse(process.argv[2]!) as LoadClientOptions);
  console.log(JSON.stringify(result));
}
