import { describe, expect, test } from 'bun:test';
import { sanitizeArticleHtml } from './sanitize';

describe('sanitizeArticleHtml', () => {
  test('removes scripts, handlers and javascript: links from HTML bodies', () => {
    const dirty =
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script><h2>Next</h2>';
    expect(sanitizeArticleHtml(dirty)).toBe(
      '<p>Hi <a rel="noopener noreferrer">there</a></p><h2>Next</h2>',
    );
  });

  test('keeps editorial markup and safe links', () => {
    const html =
      '<p>A <strong>bold</strong> <a href="https://gazette.example/x">link</a>.</p><blockquote>Quote</blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(
      '<p>A <strong>bold</strong> <a href="https://gazette.example/x" rel="noopener noreferrer">link</a>.</p><blockquote>Quote</blockquote>',
    );
  });

  test('leaves a plain-text body exactly as typed', () => {
    const text = 'Arts & Culture > everything else.\n\nWhat "happens" next';
    expect(sanitizeArticleHtml(text)).toBe(text);
  });
});
