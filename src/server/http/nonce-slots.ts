import { deflateRawSync, gunzipSync, constants as zlibConstants } from 'node:zlib';
import { crc32Combine, crc32Shift } from './crc32-combine';

type Bytes = Uint8Array<ArrayBuffer>;

const encoder = new TextEncoder();

/** gzip member header: deflate, no flags, no mtime, unknown OS (RFC 1952 section 2.3). */
const GZIP_HEADER = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** A stored deflate block's header: BFINAL and BTYPE, then LEN and NLEN (RFC 1951 section 3.2.4). */
const STORED_BLOCK_HEADER = 5;
/** The member's CRC-32 and its length modulo 2^32 (RFC 1952 section 2.3.1). */
const GZIP_TRAILER = 8;

function writeUint32LE(out: Uint8Array, at: number, value: number): void {
  out[at] = value & 0xff;
  out[at + 1] = (value >>> 8) & 0xff;
  out[at + 2] = (value >>> 16) & 0xff;
  out[at + 3] = (value >>> 24) & 0xff;
}

/**
 * Writes `nonce` (ASCII) at `at` as a non-final stored deflate block, whose
 * bytes are taken as they are; the block before it ended byte-aligned (a
 * sync flush). Returns where the block ends.
 */
function writeStoredNonce(out: Uint8Array, at: number, nonce: string): number {
  const length = nonce.length;
  // BFINAL 0, BTYPE 00; then LEN and its ones' complement, little-endian.
  out[at] = 0;
  out[at + 1] = length & 0xff;
  out[at + 2] = length >>> 8;
  out[at + 3] = ~length & 0xff;
  out[at + 4] = (~length >>> 8) & 0xff;
  const start = at + STORED_BLOCK_HEADER;
  for (let index = 0; index < length; index += 1) out[start + index] = nonce.charCodeAt(index);
  return start + length;
}

/** What a page's slots are made of: compressed where the page was rendered, kept where it is served. */
export interface NonceSlotsParts {
  /** Each piece between two nonces, deflated and ending byte-aligned. */
  deflated: Bytes[];
  /** Each piece's CRC-32, and the shift that appends it (crc32-combine.ts). */
  crcs: number[];
  shifts: number[];
  pieceLengths: number[];
}

/**
 * A rendered page with holes where its CSP nonce goes, kept compressed so
 * every response can carry a fresh nonce without compressing the page again.
 * Each piece between two holes is deflated on its own and ends byte-aligned
 * (a sync flush); a response's gzip body is those pieces with the nonce
 * between them as stored (uncompressed) deflate blocks, and a CRC-32 combined
 * from the pieces' own. Brotli has no such seam by itself: its copy is made
 * apart (brotli-slots.ts, docs/decisions/006).
 */
export class NonceSlots {
  private readonly deflated: Bytes[];
  private readonly crcs: number[];
  private readonly shifts: number[];
  /** Bytes of the page without its nonces. */
  private readonly plainBytes: number;
  readonly compressedBytes: number;

  /** The plain pieces, kept from the first answer that needed them (plain()). */
  private plainPieces: Bytes[] | null = null;
  private readonly pieceLengths: number[];
  /** How many times any page's plain pieces were rebuilt from its deflated ones. */
  static inflations = 0;

  private constructor(parts: NonceSlotsParts) {
    this.deflated = parts.deflated;
    this.crcs = parts.crcs;
    this.shifts = parts.shifts;
    this.pieceLengths = parts.pieceLengths;
    this.plainBytes = parts.pieceLengths.reduce((sum, length) => sum + length, 0);
    this.compressedBytes = parts.deflated.reduce((sum, part) => sum + part.byteLength, 0);
  }

  /** Splits `html` at every occurrence of `nonce` (a random value no content contains). */
  static of(html: Uint8Array, nonce: string): NonceSlots {
    return new NonceSlots(NonceSlots.partsOf(html, nonce));
  }

  /** The slots of `html` as parts, to hand to another thread (`fromParts`). */
  static partsOf(html: Uint8Array, nonce: string): NonceSlotsParts {
    const pieces = splitAtNonce(html, nonce);
    const last = pieces.length - 1;
    return {
      deflated: pieces.map(
        (piece, index) =>
          new Uint8Array(
            deflateRawSync(piece, {
              level: 6,
              finishFlush: index === last ? zlibConstants.Z_FINISH : zlibConstants.Z_SYNC_FLUSH,
            }),
          ),
      ),
      crcs: pieces.map((piece) => Bun.hash.crc32(piece)),
      shifts: pieces.map((piece) => crc32Shift(piece.byteLength)),
      pieceLengths: pieces.map((piece) => piece.byteLength),
    };
  }

  static fromParts(parts: NonceSlotsParts): NonceSlots {
    return new NonceSlots(parts);
  }

  /** Where the nonce goes in the page; 0 means the page has no inline script. */
  get holes(): number {
    return this.deflated.length - 1;
  }

  /**
   * The page with `nonce` filled in, as one gzip member. Called for every
   * answer: the member is written straight into the one array it returns,
   * with no other array, view or encoded copy of the nonce made on the way
   * (each of those cost as much as a cached answer's routing). The nonce is
   * base64, so its characters are its bytes.
   */
  gzip(nonce: string): Bytes {
    const fillerLength = nonce.length;
    const fillerCrc = Bun.hash.crc32(nonce);
    const fillerShift = shiftFor(fillerLength);
    // Every byte is written below: not zeroed first (a page-sized zeroing
    // cost about as much as the rest of a kept page's answer).
    const out = Buffer.allocUnsafe(
      GZIP_HEADER.byteLength +
        this.compressedBytes +
        this.holes * (STORED_BLOCK_HEADER + fillerLength) +
        GZIP_TRAILER,
    );
    out.set(GZIP_HEADER, 0);
    let offset = GZIP_HEADER.byteLength;
    let crc = this.crcs[0]!;
    for (let index = 0; index < this.deflated.length; index += 1) {
      if (index > 0) {
        offset = writeStoredNonce(out, offset, nonce);
        crc = crc32Combine(crc, fillerCrc, fillerShift);
        crc = crc32Combine(crc, this.crcs[index]!, this.shifts[index]!);
      }
      const part = this.deflated[index]!;
      out.set(part, offset);
      offset += part.byteLength;
    }
    writeUint32LE(out, offset, crc);
    writeUint32LE(out, offset + 4, this.plainBytes + this.holes * fillerLength);
    return out;
  }

  /** Bytes plain() keeps once it has run: the page without its nonces. */
  get plainBytesKept(): number {
    return this.plainPieces ? this.plainBytes : 0;
  }

  /**
   * The page with `nonce` filled in, uncompressed (for the rare client that
   * takes no compression). The plain pieces are inflated once, on the first
   * such answer, and kept: later answers only join them.
   */
  plain(nonce: string): Bytes {
    if (!this.plainPieces) {
      const whole = new Uint8Array(gunzipSync(this.gzip('')));
      let offset = 0;
      this.plainPieces = this.pieceLengths.map((length) => {
        const piece = whole.subarray(offset, offset + length);
        offset += length;
        return piece;
      });
      NonceSlots.inflations += 1;
    }
    return joinWith(this.plainPieces, encoder.encode(nonce), this.plainBytes);
  }
}

/** `pieces` (of `piecesBytes` in all) joined with `filler` between each two. */
export function joinWith(
  pieces: Uint8Array[],
  filler: Uint8Array,
  piecesBytes: number,
): Uint8Array<ArrayBuffer> {
  // Every byte is written below: not zeroed first.
  const out = Buffer.allocUnsafe(piecesBytes + (pieces.length - 1) * filler.byteLength);
  let offset = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      out.set(filler, offset);
      offset += filler.byteLength;
    }
    out.set(piece, offset);
    offset += piece.byteLength;
  });
  return out;
}

/** `html` cut at every occurrence of `nonce`: the pieces around it, in order. */
export function splitAtNonce(html: Uint8Array, nonce: string): Uint8Array[] {
  const needle = encoder.encode(nonce);
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (let at = indexOf(html, needle, 0); at !== -1; at = indexOf(html, needle, start)) {
    pieces.push(html.subarray(start, at));
    start = at + needle.byteLength;
  }
  pieces.push(html.subarray(start));
  return pieces;
}

/** Every nonce has the same length: its CRC shift is worked out once. */
const knownShifts = new Map<number, number>();
function shiftFor(length: number): number {
  let shift = knownShifts.get(length);
  if (shift === undefined) {
    shift = crc32Shift(length);
    if (knownShifts.size < 16) knownShifts.set(length, shift);
  }
  return shift;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(
    needle,
    from,
  );
}
