import type { PAGE_VIEW } from './day-activity';
import type { CollectedEvent } from './service';
import { isBotUserAgent } from './uncounted-readers';

/** A page view event not written yet: its count grows while its minute lasts. */
export type OpenEvent = CollectedEvent & { type: typeof PAGE_VIEW };

/**
 * A reader (a user agent at an address) as counting meets them again:
 * whether they are a bot, their visitor hash of the day, and their page view
 * events open in the minute, so a further view of the same page adds to its
 * event with no key built and no map of the minute searched.
 */
export interface Reader {
  /** A crawler, headless browser or script (isbot): never counted. */
  bot: boolean;
  /** The day (its first millisecond) `visitor` belongs to; 0 before the reader's first count. */
  day: number;
  /** The day's keyed hash of address and user agent (visitor-hash.ts). */
  visitor: string;
  /** The minute `events` belong to. */
  minute: number;
  /** The collector's count of closings when `events` began: a closing makes them written. */
  epoch: number;
  /** Path as first seen, referring host (or null), event; repeated. */
  events: (string | OpenEvent | null)[];
}

/**
 * The reader's open event of `minute` for `path` from `host`, if any. Their
 * events of an earlier minute, or of an earlier `epoch` (the collector's
 * count of closings: those events are written), are dropped first; a view of
 * an earlier minute than the reader's latest (hashed late, by a batch) finds
 * none and opens its own. A reader opens few pages a minute: a short list.
 */
export function openEventOf(
  reader: Reader,
  minute: number,
  epoch: number,
  path: string,
  host: string | null,
): OpenEvent | undefined {
  if (minute > reader.minute || reader.epoch !== epoch) {
    reader.minute = minute;
    reader.epoch = epoch;
    reader.events = [];
  }
  if (minute !== reader.minute) return undefined;
  const events = reader.events;
  for (let i = 0; i < events.length; i += 3) {
    if (events[i] === path && events[i + 1] === host) return events[i + 2] as OpenEvent;
  }
  return undefined;
}

/** Keeps `event` as the reader's open event for `path` from `host`, when it is of their latest minute. */
export function keepOpenEvent(
  reader: Reader,
  minute: number,
  path: string,
  host: string | null,
  event: OpenEvent,
): void {
  if (minute === reader.minute) reader.events.push(path, host, event);
}

/** Readers remembered; past this the memory starts again. */
const READERS_KEPT = 100_000;

const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);
const isDigit = (code: number) => code >= 48 && code <= 57;
const MAPPED_PREFIX = '::ffff:';

/** Whether `address` from `start` to `end` is a dotted IPv4 address (four groups of 1-3 digits). */
function isDottedQuad(address: string, start: number, end: number): boolean {
  let groups = 1;
  let digits = 0;
  for (let i = start; i < end; i += 1) {
    const code = address.charCodeAt(i);
    if (isDigit(code)) {
      digits += 1;
      if (digits > 3) return false;
    } else if (code === 46 && digits > 0 && groups < 4) {
      groups += 1;
      digits = 0;
    } else return false;
  }
  return groups === 4 && digits > 0;
}

/** Where the address's one spelling (normalizeAddress) begins: past an IPv4-mapped prefix. */
function spellingStart(address: string, start: number, end: number): number {
  if (end - start <= MAPPED_PREFIX.length) return start;
  for (let i = 0; i < MAPPED_PREFIX.length; i += 1) {
    if ((address.charCodeAt(start + i) | 0x20) !== MAPPED_PREFIX.charCodeAt(i)) return start;
  }
  const rest = start + MAPPED_PREFIX.length;
  return isDottedQuad(address, rest, end) ? rest : start;
}

// The two running 32-bit hashes of readerKey, kept here so that no object is made per key.
let first = 0;
let second = 0;

/** Adds the characters of `text` from `start` to `end` to both hashes (ASCII letters lower-cased when `lower`). */
function mix(text: string, start: number, end: number, lower: boolean): void {
  let a = first;
  let b = second;
  for (let i = start; i < end; i += 1) {
    let code = text.charCodeAt(i);
    if (lower && code >= 65 && code <= 90) code |= 0x20;
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  first = a;
  second = b;
}

/**
 * 53 bits of a hash of a reader: their address in its one spelling
 * (normalizeAddress: trimmed, lower case, an IPv4-mapped IPv6 address as
 * IPv4), a line break, their user agent as sent. Computed in place with no
 * string made: two 32-bit multiply-xor hashes with their own constants, so
 * two readers collide about once in 2^53 pairs.
 */
export function readerKey(address: string, userAgent: string): number {
  let end = address.length;
  let start = 0;
  while (start < end && isSpace(address.charCodeAt(start))) start += 1;
  while (end > start && isSpace(address.charCodeAt(end - 1))) end -= 1;
  first = 0x811c9dc5;
  second = 0x9747b28c;
  mix(address, spellingStart(address, start, end), end, true);
  mix('\n', 0, 1, false);
  mix(userAgent, 0, userAgent.length, false);
  let a = first;
  let b = second;
  a ^= a >>> 16;
  a = Math.imul(a, 0x85ebca6b);
  a ^= a >>> 13;
  b ^= b >>> 16;
  b = Math.imul(b, 0xc2b2ae35);
  b ^= b >>> 16;
  return (a >>> 0) * 0x200000 + (b >>> 11);
}

/**
 * The readers met lately, by a 53-bit hash of address and user agent (never
 * the two themselves): a reader's later page views cost one lookup, which is
 * also their bot check, and no allocation. Every reader is forgotten at the
 * end of the day (`forget`), as the day's key is.
 */
export function createReaderTable() {
  let readers = new Map<number, Reader>();
  return {
    /** The reader sending `userAgent` from `address`: made (and checked for a bot) at their first view. */
    readerOf(address: string, userAgent: string): Reader {
      const key = readerKey(address, userAgent);
      let reader = readers.get(key);
      if (reader === undefined) {
        if (readers.size >= READERS_KEPT) readers = new Map();
        reader = {
          bot: isBotUserAgent(userAgent),
          day: 0,
          visitor: '',
          minute: -1,
          epoch: -1,
          events: [],
        };
        readers.set(key, reader);
      }
      return reader;
    },

    /** Forgets every reader, their hashes of the day with them (the day's key is gone). */
    forget(): void {
      readers = new Map();
    },

    /** Readers remembered now, for tests. */
    size: () => readers.size,
  };
}

export type ReaderTable = ReturnType<typeof createReaderTable>;
