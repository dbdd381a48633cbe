import { hashKey, type QueryKey } from '@tanstack/react-query';

/*
 * A render hashes each of its query keys several times (a prefetch, the
 * page's hooks, the dehydration), and TanStack's hash is JSON written with a
 * function that sorts every object's keys: a few percent of a render. The
 * server remembers each key's hash under its plain JSON (keys with the same
 * plain JSON have the same hash), so the browser, which hashes with
 * TanStack's own, finds the same queries in what the page carries.
 */

/** The most hashes remembered; beyond it they start afresh. */
const MOST_KEPT = 5000;

const hashes = new Map<string, string>();

/** TanStack's `hashKey`, remembered for each key's plain JSON. */
export function rememberedQueryHash(queryKey: QueryKey): string {
  const plain = JSON.stringify(queryKey);
  let hash = hashes.get(plain);
  if (hash === undefined) {
    hash = hashKey(queryKey);
    if (hashes.size >= MOST_KEPT) hashes.clear();
    hashes.set(plain, hash);
  }
  return hash;
}
