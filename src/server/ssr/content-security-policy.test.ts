import { describe, expect, test } from 'bun:test';
import { newNonce } from './content-security-policy';

describe('newNonce', () => {
  test('every nonce is 128 fresh random bits, none repeated', () => {
    const nonces = Array.from({ length: 2_000 }, newNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64').byteLength).toBe(16);
    }
  });
});
