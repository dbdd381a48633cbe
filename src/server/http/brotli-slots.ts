import { brotliDecompressSync, createBrotliCompress, constants as zlibConstants } from 'node:zlib';
import { joinWith } from './nonce-slots';

type Bytes = Uint8Array<ArrayBuffer>;

const encoder = new TextEncoder();

/** What a nonce looks like (content-security-policy.ts): 16 random bytes in base64, 22 characters and "==". */
const NONCE_SHAPE = /^[A-Za-z0-9+/]{22}==$/;
const NONCE_LENGTH = 24;

/**
 * Bytes the encoder sees where a nonce goes: characters no HTML page holds,
 * different in every slot, then the nonce's own "==". Nothing after a slot
 * can then be written as a copy of its varying part, and the two bytes
 * before what follows are the same whatever the nonce is (brotli picks its
 * literal codes by the two bytes before).
 */
const UNUSED_BYTES = [
  1, 2, 3, 4, 5, 6, 7, 8, 11, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30,
  31,
];
function placeholder(slot: number): Uint8Array {
  const bytes = new Uint8Array(NONCE_LENGTH);
  for (let index = 0; index < NONCE_LENGTH - 2; index += 1) {
    bytes[index] = UNUSED_BYTES[(index + slot * 5) % UNUSED_BYTES.length]!;
  }
  bytes[NONCE_LENGTH - 2] = 0x3d;
  bytes[NONCE_LENGTH - 1] = 0x3d;
  return bytes;
}

/**
 * A brotli meta-block holding `bytes` as they are (RFC 7932 section 9.2):
 * ISLAST 0, MNIBBLES 4, MLEN - 1, ISUNCOMPRESSED 1, padding to the byte.
 * It starts and ends on a byte boundary, as the flushed blocks around it do.
 */
function uncompressedBlock(bytes: Uint8Array): Bytes {
  const header = ((bytes.byteLength - 1) << 3) | (1 << 19);
  const block = new Uint8Array(3 + bytes.byteLength);
  block[0] = header & 0xff;
  block[1] = (header >>> 8) & 0xff;
  block[2] = (header >>> 16) & 0xff;
  block.set(bytes, 3);
  return block;
}

/**
 * A cached page as brotli, with a fresh nonce on every answer
 * (docs/decisions/006). The page is compressed once as one stream, flushed
 * to a byte boundary before and after every nonce; the nonce's own blocks are
 * then dropped, and each answer puts the nonce there as an uncompressed
 * meta-block. That is sound because nothing the encoder wrote after a slot
 * depends on the slot's varying bytes (see placeholder), which the build
 * checks by decoding the result once: a page where it would not hold is
 * answered gzip.
 */
export class BrotliSlots {
  private constructor(
    /** The compressed runs between the nonces. */
    private readonly runs: Bytes[],
    readonly compressedBytes: number,
  ) {}

  /**
   * The brotli copy of a page cut at its nonces. Quality 9 takes a tenth of
   * 11's time for about 10% more bytes; a page whose stream does not check
   * out at 9 is tried at 11. Null when neither carries it.
   */
  static async forPage(pieces: Uint8Array[]): Promise<BrotliSlots | null> {
    return (await BrotliSlots.build(pieces, 9)) ?? BrotliSlots.build(pieces, 11);
  }

  /** Slots from the runs another thread compressed (`runs`). */
  static fromRuns(runs: Bytes[]): BrotliSlots {
    return new BrotliSlots(
      runs,
      runs.reduce((sum, run) => sum + run.byteLength, 0),
    );
  }

  /** The compressed runs between the nonces, to hand to another thread. */
  get compressedRuns(): Bytes[] {
    return this.runs;
  }

  /** Compresses the page's pieces (the page cut at its nonces); null when brotli cannot carry this page. */
  static async build(pieces: Uint8Array[], quality: number): Promise<BrotliSlots | null> {
    const total = pieces.reduce((sum, piece) => sum + piece.byteLength, 0);
    const stream = createBrotliCompress({
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: total + pieces.length * NONCE_LENGTH,
      },
    });
    const output: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => output.push(chunk));
    const taken = (): Bytes => {
      const bytes = new Uint8Array(Buffer.concat(output));
      output.length = 0;
      return bytes;
    };
    const flushed = (bytes: Uint8Array) =>
      new Promise<void>((resolve, reject) => {
        stream.write(bytes, (error) => {
          if (error) reject(error);
        });
        stream.flush(zlibConstants.BROTLI_OPERATION_FLUSH, () => resolve());
      });
    const runs: Bytes[] = [];
    try {
      for (const [index, piece] of pieces.entries()) {
        if (index === pieces.length - 1) break;
        await flushed(piece);
        runs.push(taken());
        await flushed(placeholder(index));
        taken();
      }
      // The last run is all out once the readable side ends, not when end() calls back.
      await new Promise<void>((resolve, reject) => {
        stream.once('error', reject);
        stream.once('end', () => resolve());
        stream.end(pieces[pieces.length - 1]);
      });
    } catch {
      return null;
    }
    runs.push(taken());
    const slots = BrotliSlots.fromRuns(runs);
    return slots.decodes(pieces) ? slots : null;
  }

  /** Whether the answer for a sample nonce decodes to the page with that nonce. */
  private decodes(pieces: Uint8Array[]): boolean {
    const nonce = 'Zm9yIHRoZSBjaGVjayBvbg==';
    const expected = Buffer.concat(
      pieces.flatMap((piece, index) => (index === 0 ? [piece] : [encoder.encode(nonce), piece])),
    );
    try {
      return Buffer.from(brotliDecompressSync(this.fill(nonce))).equals(expected);
    } catch {
      return false;
    }
  }

  /** Whether a nonce can be filled in (every nonce the site makes can). */
  static fits(nonce: string): boolean {
    return NONCE_SHAPE.test(nonce);
  }

  /** The page with `nonce` filled in, as one brotli stream. */
  fill(nonce: string): Bytes {
    return joinWith(this.runs, uncompressedBlock(encoder.encode(nonce)), this.compressedBytes);
  }
}
