import { describe, expect, test } from 'bun:test';
import { normalizeAddress } from '../../http/client-address';
import { createReaderTable, readerKey } from './reader-table';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('readerKey', () => {
  test.each([
    ['203.0.113.5', '::ffff:203.0.113.5'],
    ['203.0.113.5', '::FFFF:203.0.113.5'],
    ['203.0.113.5', ' 203.0.113.5 '],
    ['2001:db8::1', '2001:DB8::1'],
  ])('%p and %p are one spelling, as normalizeAddress has it', (one, other) => {
    expect(normalizeAddress(one)).toBe(normalizeAddress(other));
    expect(readerKey(one, CHROME)).toBe(readerKey(other, CHROME));
  });

  test.each([
    ['::ffff:203.0.113', '203.0.113'],
    ['::ffff:2001:db8::1', '2001:db8::1'],
    ['::ffff:1.2.3.4.5', '1.2.3.4.5'],
  ])('%p is not an IPv4-mapped address, as normalizeAddress has it', (mapped, bare) => {
    expect(normalizeAddress(mapped)).not.toBe(normalizeAddress(bare));
    expect(readerKey(mapped, CHROME)).not.toBe(readerKey(bare, CHROME));
  });

  test('the user agent is part of the reader, as sent, and cannot run into the address', () => {
    expect(readerKey('203.0.113.5', CHROME)).not.toBe(readerKey('203.0.113.5', `${CHROME} `));
    expect(readerKey('203.0.113.5', CHROME)).not.toBe(
      readerKey('203.0.113.5', CHROME.toLowerCase()),
    );
    expect(readerKey('203.0.113.5', `1${CHROME}`)).not.toBe(readerKey('203.0.113.51', CHROME));
  });

  test('65,536 neighbouring addresses of one browser give as many keys, all safe integers', () => {
    const keys = new Set<number>();
    for (let n = 0; n < 65_536; n += 1) {
      const key = readerKey(`10.0.${n >> 8}.${n & 255}`, CHROME);
      expect(Number.isSafeInteger(key)).toBe(true);
      keys.add(key);
    }
    expect(keys.size).toBe(65_536);
  });
});

describe('the reader table', () => {
  test('a reader is met once: checked for a bot at their first view, a blank user agent a bot', () => {
    const table = createReaderTable();
    const reader = table.readerOf('203.0.113.5', CHROME);
    expect(reader.bot).toBe(false);
    expect(table.readerOf('::ffff:203.0.113.5', CHROME)).toBe(reader);
    expect(table.readerOf('203.0.113.6', CHROME)).not.toBe(reader);
    expect(table.readerOf('203.0.113.5', `${CHROME} Edg/140.0`)).not.toBe(reader);
    expect(
      table.readerOf('203.0.113.5', 'Googlebot/2.1 (+http://www.google.com/bot.html)').bot,
    ).toBe(true);
    expect(table.readerOf('203.0.113.5', '').bot).toBe(true);
    expect(table.size()).toBe(5);
  });

  test("the day's end forgets every reader", () => {
    const table = createReaderTable();
    const reader = table.readerOf('203.0.113.5', CHROME);
    table.forget();
    expect(table.size()).toBe(0);
    expect(table.readerOf('203.0.113.5', CHROME)).not.toBe(reader);
  });
});
