import { describe, expect, test } from 'bun:test';
import { createHmac } from 'node:crypto';
import { createVisitorHasher } from './visitor-hash';

const DAY_ONE = Date.UTC(2026, 0, 5, 9);
const DAY_ONE_LATER = Date.UTC(2026, 0, 5, 23, 59);
const DAY_TWO = Date.UTC(2026, 0, 6, 0, 1);
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';

function hasher() {
  const asked: string[] = [];
  const hash = createVisitorHasher(async (day) => {
    asked.push(day);
    return `salt of ${day}`;
  });
  return { hash, asked };
}

describe('visitor hash', () => {
  test('one reader is one visitor all day, and a new one the next day', async () => {
    const { hash, asked } = hasher();
    const morning = await hash(DAY_ONE, '203.0.113.7', CHROME);
    expect(await hash(DAY_ONE_LATER, '203.0.113.7', CHROME)).toBe(morning);
    expect(await hash(DAY_TWO, '203.0.113.7', CHROME)).not.toBe(morning);
    expect(asked).toEqual(['2026-01-05', '2026-01-06']);
  });

  test('another address or browser is another visitor', async () => {
    const { hash } = hasher();
    const reader = await hash(DAY_ONE, '203.0.113.7', CHROME);
    expect(await hash(DAY_ONE, '203.0.113.8', CHROME)).not.toBe(reader);
    expect(await hash(DAY_ONE, '203.0.113.7', `${CHROME} Edg/140.0`)).not.toBe(reader);
  });

  test('the hash holds neither the address nor the user agent', async () => {
    const { hash } = hasher();
    const value = await hash(DAY_ONE, '203.0.113.7', CHROME);
    expect(value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(value).not.toContain('203');
  });

  test("is HMAC-SHA-256 keyed with the day's salt, cut to 128 bits, whoever came before", async () => {
    const { hash } = hasher();
    const expected = createHmac('sha256', 'salt of 2026-01-05')
      .update(`203.0.113.7\n${CHROME}`)
      .digest('base64url')
      .slice(0, 22);
    await hash(DAY_ONE, '198.51.100.1', CHROME);
    expect(await hash(DAY_ONE, '203.0.113.7', CHROME)).toBe(expected);
  });

  test("a finished day's key is forgotten: its hashes would need its salt again", async () => {
    const { hash, asked } = hasher();
    await hash(DAY_ONE, '203.0.113.7', CHROME);
    hash.forgetBefore('2026-01-05');
    await hash(DAY_ONE_LATER, '203.0.113.7', CHROME);
    expect(asked).toEqual(['2026-01-05']);
    hash.forgetBefore('2026-01-06');
    await hash(DAY_ONE_LATER, '203.0.113.7', CHROME);
    expect(asked).toEqual(['2026-01-05', '2026-01-05']);
  });
});

describe('visitor hash memory', () => {
  test("a reader's hash is remembered for the day and gone with the day's key", async () => {
    const { hash, asked } = hasher();
    const first = await hash(DAY_ONE, '203.0.113.7', CHROME);
    // Remembered: the same value, whoever was hashed in between.
    await hash(DAY_ONE, '198.51.100.1', CHROME);
    expect(await hash(DAY_ONE_LATER, '203.0.113.7', CHROME)).toBe(first);
    hash.forgetBefore('2026-01-06');
    // A new key for the same day gives the same hash again (the salt is the day's).
    expect(await hash(DAY_ONE_LATER, '203.0.113.7', CHROME)).toBe(first);
    expect(asked).toEqual(['2026-01-05', '2026-01-05']);
  });
});
