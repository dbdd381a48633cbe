import { expect, test } from 'bun:test';
import { articleImageSrc } from './article-image';

test.each([
  ['attached_assets/portal.png', '/attached_assets/portal.png'],
  ['/images/portal.png', '/images/portal.png'],
  ['https://cdn.example/portal.png', 'https://cdn.example/portal.png'],
  ['', null],
  ['   ', null],
  [null, null],
])('articleImageSrc(%p) is %p', (image, expected) => {
  expect(articleImageSrc(image)).toBe(expected);
});
