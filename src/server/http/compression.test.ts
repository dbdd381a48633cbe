import { describe, expect, test } from 'bun:test';
import { acceptsEncoding } from './compression';

const asking = (header: string) =>
  new Request('http://gazette.test/', { headers: { 'Accept-Encoding': header } });

describe('acceptsEncoding', () => {
  test.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['GZIP', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['gzip;q=0.0', false],
    ['gzip;q=0.000', false],
    ['gzip;q=-1', false],
    ['gzip;q=abc', false],
    ['identity', false],
    ['x-gzip', false],
    ['', false],
  ])('%p takes gzip: %p', (header, expected) => {
    expect(acceptsEncoding(asking(header), 'gzip')).toBe(expected);
  });

  test('brotli is judged on its own entry', () => {
    expect(acceptsEncoding(asking('gzip, br;q=0'), 'br')).toBe(false);
    expect(acceptsEncoding(asking('gzip, br;q=0'), 'gzip')).toBe(true);
  });
});
