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

  test('drops NUL characters from plain-text and HTML bodies alike', () => {
    expect(sanitizeArticleHtml('Plain\u0000 text\u0000')).toBe('Plain text');
    expect(sanitizeArticleHtml('<p>A\u0000B</p><img src=x onerror=alert(1)\u0000>')).toBe(
      '<p>AB</p><img src="x" />',
    );
  });

  test('a link opens a new window only with target="_blank", and always with rel="noopener noreferrer"', () => {
    const html =
      '<p><a href="https://a.example" target="_BLANK" rel="opener nofollow">this</a> <a href="/article/x" target="other">that</a></p>';
    expect(sanitizeArticleHtml(html)).toBe(
      '<p><a href="https://a.example" target="_blank" rel="noopener noreferrer">this</a> <a href="/article/x" rel="noopener noreferrer">that</a></p>',
    );
  });

  test('images load only over http(s) or from the site; no srcset, style, class or id', () => {
    const html =
      '<p><img src="data:image/png;base64,AAAA" alt="a"><img src="mailto:x@y.example"><img src="https://cdn.example/a.jpg" srcset="https://cdn.example/b.jpg 2x" loading="LAZY" style="x" class="y" id="z"></p>';
    expect(sanitizeArticleHtml(html)).toBe(
      '<p><img alt="a" /><img /><img src="https://cdn.example/a.jpg" loading="lazy" /></p>',
    );
  });

  test('protocol-relative links lose their address; mailto links keep it', () => {
    const html =
      '<p><a href="//evil.example">a</a><a href="/\\evil.example">b</a><a href="mailto:tips@gazette.example">c</a></p>';
    expect(sanitizeArticleHtml(html)).toBe(
      '<p><a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a><a href="mailto:tips@gazette.example" rel="noopener noreferrer">c</a></p>',
    );
  });

  test('svg and math go with everything inside them', () => {
    expect(sanitizeArticleHtml('<svg><p>inside</p></svg><math><mi>x</mi></math><p>after</p>')).toBe(
      '<p>after</p>',
    );
  });

  test('HTML whose paragraphs were all inside removed markup stays HTML', () => {
    expect(sanitizeArticleHtml('<script><p>hidden</p></script>Tom &amp; Jerry <b>run</b>')).toBe(
      '<p>Tom &amp; Jerry <b>run</b></p>',
    );
  });

  test('tables, figures, quotes and lists are kept as written', () => {
    const html =
      '<h2>T</h2><table><thead><tr><th scope="col" colspan="2">H</th></tr></thead><tbody><tr><td rowspan="1">1</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table><figure><img src="/a.svg" alt="A" /><figcaption>C</figcaption></figure><blockquote><p>q</p></blockquote><ol><li>one</li></ol>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  test('markup a browser would restructure is cleaned to its settled form', () => {
    const once = sanitizeArticleHtml('<p><button><table><caption>x</caption></table></button></p>');
    expect(once).toBe('<p></p><table><caption>x</caption></table><p></p>');
    expect(sanitizeArticleHtml(once)).toBe(once);
  });
});
