import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { crc32Combine, crc32Shift } from './crc32-combine';
import { NonceSlots } from './nonce-slots';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('crc32Combine', () => {
  test('equals the CRC-32 of the joined bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 3000 }),
        fc.uint8Array({ maxLength: 3000 }),
        (a, b) => {
          const joined = new Uint8Array([...a, ...b]);
          expect(crc32Combine(Bun.hash.crc32(a), Bun.hash.crc32(b), crc32Shift(b.length))).toBe(
            Bun.hash.crc32(joined),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('NonceSlots', () => {
  const PLACEHOLDER = 'UExBQ0VIT0xERVItTk9OQ0U=';

  test('fills any nonce into any page, as valid gzip and as plain bytes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 400 }), { minLength: 1, maxLength: 6 }),
        fc.base64String({ minLength: 4, maxLength: 44 }),
        (pieces, nonce) => {
          const page = pieces.join(PLACEHOLDER);
          const slots = NonceSlots.of(new TextEncoder().encode(page), PLACEHOLDER);
          expect(slots.holes).toBe(pieces.length - 1);
          const expected = pieces.join(nonce);
          expect(decode(Bun.gunzipSync(slots.gzip(nonce)))).toBe(expected);
          expect(decode(slots.plain(nonce))).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('a large page stays compressed: the nonce adds only its own bytes', () => {
    const prose = 'Across every reality, the news travels. '.repeat(2000);
    const page = `<script nonce="${PLACEHOLDER}">a</script>${prose}<script nonce="${PLACEHOLDER}">b</script>`;
    const slots = NonceSlots.of(new TextEncoder().encode(page), PLACEHOLDER);
    const whole = Bun.gzipSync(new TextEncoder().encode(page)).byteLength;
    expect(slots.gzip('x'.repeat(24)).byteLength).toBeLessThan(whole + 200);
  });
});
