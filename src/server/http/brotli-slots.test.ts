import { describe, expect, test } from 'bun:test';
import { brotliDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import { newNonce } from '../ssr/content-security-policy';
import { BrotliSlots } from './brotli-slots';
import { splitAtNonce } from './nonce-slots';

const encoder = new TextEncoder();
const decode = (bytes: Uint8Array) => new TextDecoder().decode(brotliDecompressSync(bytes));

describe('BrotliSlots', () => {
  test('fills any nonce into a page, as a brotli stream that decodes to the page with that nonce', async () => {
    const rendered = newNonce();
    const page = `<!DOCTYPE html><html><head><script nonce="${rendered}">theme()</script></head><body>${'<p>Portal news, rift news, harbour news.</p>'.repeat(300)}<script nonce="${rendered}">window.boot={"a":"=="}</script><script type="module" nonce="${rendered}" src="/e.js"></script></body></html>`;
    const slots = await BrotliSlots.build(splitAtNonce(encoder.encode(page), rendered), 11);
    expect(slots).not.toBeNull();
    for (let run = 0; run < 20; run += 1) {
      const nonce = newNonce();
      expect(decode(slots!.fill(nonce))).toBe(page.replaceAll(rendered, nonce));
    }
    // Smaller than the page by far: the text between the nonces is compressed.
    expect(slots!.compressedBytes).toBeLessThan(page.length / 10);
  });

  test('any text between the nonces, control characters and "==" included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ maxLength: 400 }), { minLength: 1, maxLength: 5 }),
        async (pieces) => {
          const slots = await BrotliSlots.build(
            pieces.map((piece) => encoder.encode(piece)),
            5,
          );
          // A page brotli cannot carry is answered gzip; one it carries must be exact.
          if (!slots) return;
          const nonce = newNonce();
          expect(decode(slots.fill(nonce))).toBe(pieces.join(nonce));
        },
      ),
      { numRuns: 40 },
    );
  });

  test('takes only nonces of the shape the site makes', () => {
    expect(BrotliSlots.fits(newNonce())).toBe(true);
    expect(BrotliSlots.fits('UExBQ0VIT0xERVItTk9OQ0U=')).toBe(false);
  });
});
