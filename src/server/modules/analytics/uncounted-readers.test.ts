import { describe, expect, test } from 'bun:test';
import { declinesTracking, isBotUserAgent } from './uncounted-readers';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('declinesTracking', () => {
  test.each([
    [{}, false],
    [{ DNT: '1' }, true],
    [{ DNT: '0' }, false],
    [{ 'Sec-GPC': '1' }, true],
    [{ 'Sec-GPC': '0' }, false],
  ])('%p declines: %p', (headers, expected) => {
    expect(declinesTracking(new Headers(headers))).toBe(expected);
  });
});

describe('isBotUserAgent', () => {
  test.each([
    [CHROME, false],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      false,
    ],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    [CHROME.replace('Chrome/', 'HeadlessChrome/'), true],
    ['curl/8.5.0', true],
    ['', true],
    ['   ', true],
  ])('%p is a bot: %p', (userAgent, expected) => {
    expect(isBotUserAgent(userAgent)).toBe(expected);
    // Asked again, from what it remembers.
    expect(isBotUserAgent(userAgent)).toBe(expected);
  });
});
