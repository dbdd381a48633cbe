/**
 * CRC-32 of two byte runs joined, from the CRC-32 of each and the second's
 * length, without reading the bytes again: the method of zlib's
 * crc32_combine (polynomial arithmetic modulo the CRC polynomial).
 */

const POLY = 0xedb88320;

/** a × b modulo the CRC polynomial (bit-reflected, as CRC-32 is). */
function multiplyModPoly(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let mask = 0x80000000; mask !== 0; mask >>>= 1) {
    if (a & mask) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^n) modulo the polynomial, for n = 0..31. */
const POWERS: number[] = [];
for (let n = 0, power = 0x40000000; n < 32; n += 1) {
  POWERS.push(power);
  power = multiplyModPoly(power, power);
}

/** The operator that shifts a CRC past `length` zero bytes: x^(8·length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let result = 0x80000000;
  for (let bits = length, k = 3; bits > 0; bits = Math.floor(bits / 2), k += 1) {
    if (bits % 2 === 1) result = multiplyModPoly(POWERS[k % 32]!, result);
  }
  return result;
}

/** CRC-32 of A followed by B, given crc(A), crc(B) and crc32Shift(length of B). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModPoly(shiftB, crcA) ^ crcB) >>> 0;
}
