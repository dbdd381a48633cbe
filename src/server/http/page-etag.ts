import { BOOT_GLOBAL } from '~/client/boot-data';

const BOOT_DATA_START = Buffer.from(`window.${BOOT_GLOBAL}=`);
/**
 * The boot data's clocks: when each query's answer was read and when the
 * state was written into the page. They differ at every render, and in
 * every process, whatever the page shows.
 */
const CLOCKS = ['"dehydratedAt":', '"dataUpdatedAt":', '"errorUpdatedAt":'].map((key) =>
  Buffer.from(key),
);
/** How every clock's key ends: found first, then told apart from other keys (`publishedAt`). */
const KEY_END = Buffer.from('At":');
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;

function endsWithClock(bytes: Buffer, end: number): boolean {
  return CLOCKS.some(
    (key) => end >= key.length && bytes.compare(key, 0, key.length, end - key.length, end) === 0,
  );
}

/**
 * A kept page's ETag (without its W/): its bytes, less the digits of the
 * boot data's clocks. A page rendered again with the same content (a
 * refresh after a write that left it as it was, another process behind the
 * same balancer) keeps its ETag, so a browser holding it still gets a 304;
 * anything the page shows, its boot data's answers included, changes it.
 * Weak: two renders of the same content are the same page, not the same
 * bytes. The bytes are hashed a stretch at a time, never copied or decoded:
 * this runs for every page kept.
 */
export function pageEtag(html: Uint8Array): string {
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const bootData = bytes.lastIndexOf(BOOT_DATA_START);
  let hash: number | bigint = 0;
  let from = 0;
  let keyEnd = bootData < 0 ? -1 : bytes.indexOf(KEY_END, bootData);
  while (keyEnd >= 0) {
    const value = keyEnd + KEY_END.length;
    let end = value;
    while (end < bytes.length && bytes[end]! >= DIGIT_0 && bytes[end]! <= DIGIT_9) end += 1;
    if (end > value && endsWithClock(bytes, value)) {
      hash = Bun.hash(bytes.subarray(from, value), hash);
      from = end;
    }
    keyEnd = bytes.indexOf(KEY_END, end);
  }
  return `"${Bun.hash(bytes.subarray(from), hash).toString(36)}"`;
}
