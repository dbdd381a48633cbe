import { describe, expect, test } from 'bun:test';
import { SVG_REFUSED, sniffImageType, UNKNOWN_TYPE } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

describe('sniffImageType', () => {
  test.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif')],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['gif', bytes('GIF89a', [1, 0])],
    ['gif', bytes('GIF87a', [1, 0])],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['avif', bytes([0, 0, 0, 0x1c], 'ftypavif')],
    ['avif', bytes([0, 0, 0, 0x1c], 'ftypavis')],
  ])('reads %s from its signature', (type, input) => {
    expect(sniffImageType(input)).toEqual({ type: type as never });
  });

  test.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['\uFEFF  <!-- drawn -->\n<svg></svg>'],
  ])('refuses SVG and says why: %s', (text) => {
    expect(sniffImageType(new TextEncoder().encode(text))).toEqual({ refused: SVG_REFUSED });
  });

  test.each([
    ['an HTML page named photo.jpg', bytes('<html><body>hi</body></html>')],
    ['a HEIC photo', bytes([0, 0, 0, 0x18], 'ftypheic')],
    ['a PDF', bytes('%PDF-1.7')],
    ['nothing', bytes()],
  ])('refuses %s', (_, input) => {
    expect(sniffImageType(input)).toEqual({ refused: UNKNOWN_TYPE });
  });
});
