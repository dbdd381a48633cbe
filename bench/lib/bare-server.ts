/**
 * The fastest a Bun server can answer with given bytes: one file's content
 * as gzip HTML for every request, nothing else. The throughput benchmark
 * compares a cached page with it.
 *
 *   bun bench/lib/bare-server.ts FILE PORT
 */
import { readFileSync } from 'node:fs';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bun bench/lib/bare-server.ts FILE PORT');
const body = readFileSync(file);
Bun.serve({
  port: Number(port),
  hostname: '127.0.0.1',
  fetch: () =>
    new Response(body, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'gzip' },
    }),
});
console.log('listening');
