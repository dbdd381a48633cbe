import { utcDay } from '~/shared/calendar-days';

/** A day's hash of a reader (address and user agent as sent), computed at once. */
export type VisitorHashOf = ((address: string, userAgent: string) => string) & {
  /** The same hash, not remembered: for callers that remember their readers themselves. */
  fresh: (address: string, userAgent: string) => string;
};

/** Readers whose hash of the day is remembered; past this the memory starts again. */
const REMEMBERED_READERS = 100_000;

/**
 * A reader counted without storing who they are: an HMAC-SHA-256 of the
 * client address and user agent, keyed with a secret of the day. The same
 * reader gives the same hash all day and an unrelated one the next; once
 * the day's salt is deleted, no hash can be recomputed from an address.
 */
export function createVisitorHasher(
  saltFor: (day: string) => Promise<string>,
  /** The one spelling of an address (the memory is keyed by the address as sent). */
  canonicalAddress: (address: string) => string = (address) => address,
) {
  // The day's keyed hasher, copied for each reader: the key is prepared once
  // a day. Each reader's hash is remembered for the day under a fast 64-bit
  // hash of address and user agent (never the two themselves), so a reader's
  // later pages cost a lookup; it goes with the day's key, as the salt does.
  let current: { day: string; of: VisitorHashOf } | null = null;

  function dayHasher(keyed: Bun.CryptoHasher): VisitorHashOf {
    const known = new Map<number | bigint, string>();
    // 128 bits: no two readers of a day collide in practice, and the row stays small.
    const fresh = (address: string, userAgent: string): string =>
      keyed
        .copy()
        .update(canonicalAddress(address))
        .update('\n')
        .update(userAgent)
        .digest('base64url')
        .slice(0, 22);
    const remembered = (address: string, userAgent: string): string => {
      const reader = Bun.hash(`${address}\n${userAgent}`);
      const visitor = known.get(reader);
      if (visitor !== undefined) return visitor;
      const computed = fresh(address, userAgent);
      if (known.size >= REMEMBERED_READERS) known.clear();
      known.set(reader, computed);
      return computed;
    };
    return Object.assign(remembered, { fresh });
  }

  /**
   * The hash of `day` as a plain function: the salt is read (once a day)
   * before it is returned, so a batch hashes its readers without a promise
   * each.
   */
  const forDay = async (day: string) => {
    if (current?.day !== day) {
      const salt = await saltFor(day);
      if (current?.day !== day)
        current = { day, of: dayHasher(new Bun.CryptoHasher('sha256', salt)) };
    }
    return current.of;
  };
  const hash = async (time: number, address: string, userAgent: string): Promise<string> =>
    (await forDay(utcDay(time)))(address, userAgent);
  /**
   * Drops the key of a day before `day` from memory, as the day's end
   * deletes its salt from the database: the process cannot recompute a
   * finished day's hashes either.
   */
  const forgetBefore = (day: string): void => {
    if (current && current.day < day) current = null;
  };
  return Object.assign(hash, { forDay, forgetBefore });
}
