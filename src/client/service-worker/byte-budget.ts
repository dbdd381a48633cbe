/**
 * Keeps a cache under a number of bytes, oldest entries out first. Workbox's
 * ExpirationPlugin counts entries, not bytes, and pictures vary a hundredfold
 * in size. Each stored response carries its size in a header, so the sum
 * never reads a body back.
 */
const SIZE_HEADER = 'x-saved-bytes';

export class ByteBudgetPlugin {
  constructor(
    private readonly cacheName: string,
    private readonly maxBytes: number,
  ) {}

  cacheWillUpdate = async ({ response }: { response: Response }): Promise<Response | null> => {
    const body = await response.clone().arrayBuffer();
    if (body.byteLength > this.maxBytes / 4) return null;
    const headers = new Headers(response.headers);
    headers.set(SIZE_HEADER, String(body.byteLength));
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };

  cacheDidUpdate = async (): Promise<void> => {
    const cache = await caches.open(this.cacheName);
    const requests = await cache.keys();
    const sizes = await Promise.all(
      requests.map(async (request) => {
        const stored = await cache.match(request);
        return Number(stored?.headers.get(SIZE_HEADER) ?? 0);
      }),
    );
    // cache.keys() lists entries in the order they were stored: the oldest first.
    let total = sizes.reduce((sum, size) => sum + size, 0);
    for (let index = 0; index < requests.length && total > this.maxBytes; index += 1) {
      await cache.delete(requests[index]!);
      total -= sizes[index]!;
    }
  };
}
