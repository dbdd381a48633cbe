/**
 * A load generator for when wrk is not installed: `connections` keep-alive
 * loops, each fetching a page and then, when `beacon` is given, sending that
 * page's beacon as a browser does (a same-origin text/plain POST, from the
 * next of 1,000 user agents). Run in its own process, pinned to the core the
 * server does not use, so the figures do not measure the client's event loop
 * sharing the server's. Prints one line of JSON: the pages completed (each
 * with its beacon), the errors, and the seconds taken.
 *
 *   bun bench/lib/load-client.ts '{"url":…,"path":…,"seconds":5,"connections":64,"beacon":…}'
 */

export interface LoadClientOptions {
  url: string;
  path: string;
  seconds: number;
  connections: number;
  /** The beacon's JSON body, sent after each page; none for pages alone. */
  beacon: string | null;
}

export interface LoadClientResult {
  pages: number;
  errors: number;
  seconds: number;
}

const AGENTS = Array.from(
  { length: 1000 },
  (_, n) =>
    `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${n}.0 Safari/537.36`,
);

export async function runLoadClient(options: LoadClientOptions): Promise<LoadClientResult> {
  const { url, path, seconds, connections, beacon } = options;
  const pageUrl = `${url}${path}`;
  const beaconUrl = `${url}/api/analytics`;
  let pages = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;

  async function reader(first: number): Promise<void> {
    for (let n = first; performance.now() < deadline; n += connections) {
      // The compressed bytes as sent: a browser's decompression is not the server's cost.
      const page = await fetch(pageUrl, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
        decompress: false,
      });
      await page.arrayBuffer();
      if (page.status !== 200) errors += 1;
      if (beacon !== null) {
        const answer = await fetch(beaconUrl, {
          method: 'POST',
          headers: {
            'Content-Type': 'text/plain;charset=UTF-8',
            Origin: url,
            'User-Agent': AGENTS[n % AGENTS.length]!,
          },
          body: beacon,
        });
        await answer.arrayBuffer();
        if (answer.status !== 204) errors += 1;
      }
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
