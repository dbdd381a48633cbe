import { utcDay } from '~/shared/calendar-days';

/** Readers whose hash of the day is remembered; past this the memory starts again. */
const REMEMBERED_READERS = 100_000;

/**
 * A reader counted without storing who they are: an HMAC-SHA-256 of the
 * client address and user agent, keyed with a secret of the day. The same
 * reader gives the same hash all day and an unrelated one the next; once
 * the day's salt is deleted, no hash can be recomputed from an address.
 */
export function createVisitorHasher(saltFor: (day: string) => Promise<string>) {
  // The day's keyed hasher, copied for each reader: the key is prepared once
  // a day. Each reader's hash is remembered for the day under a fast 64-bit
  // hash of address and user agent (never the two themselves), so a reader's
  // later pages cost a lookup; it goes with the day's key, as the salt does.
  let current: { day: string; keyed: Bun.CryptoHasher; known: Map<bigint, string> } | null = null;
  const hash = async (time: number, address: string, userAgent: string): Promise<string> => {
    const day = utcDay(time);
    if (current?.day !== day) {
      const salt = await saltFor(day);
      current = { day, keyed: new Bun.CryptoHasher('sha256', salt), known: new Map() };
    }
    const reader = BigInt(Bun.hash(`${address}\n${userAgent}`));
    const known = current.known.get(reader);
    if (known !== undefined) return known;
    // 128 bits: no two readers of a day collide in practice, and the row stays small.
    const visitor = current.keyed
      .copy()
      .update(address)
      .update('\n')
      .update(userAgent)
      .digest('base64url')
      .slice(0, 22);
    if (current.known.size >= REMEMBERED_READERS) current.known.clear();
    current.known.set(reader, visitor);
    return visitor;
  };
  /**
   * Drops the key of a day before `day` from memory, as the day's end
   * deletes its salt from the database: the process cannot recompute a
   * finished day's hashes either.
   */
  const forgetBefore = (day: string): void => {
    if (current && current.day < day) current = null;
  };
  return Object.assign(hash, { forgetBefore });
}
