import { afterAll, describe, expect, test } from 'bun:test';
import { findExecutableContent, renderedBodyProblems } from '@tests/support/executable-content';
import { XSS_PAYLOADS } from '@tests/support/xss-payloads';
import fc from 'fast-check';
import { Window } from 'happy-dom';
import { sanitizeArticleHtml } from '~/server/modules/articles/sanitize';
import { isHtmlBody } from '~/shared/article-body';

// A window of its own, not a global preload: server tests need Bun's own fetch types.
const window = new Window();
const document = window.document as unknown as Document;
afterAll(() => window.happyDOM.close());

const problemsWhenRendered = (stored: string) => renderedBodyProblems(stored, document);

const RUNS = Number(process.env.SANITIZE_RUNS ?? 2000);

const TAGS = [
  'p',
  'h2',
  'h1',
  'a',
  'img',
  'b',
  'span',
  'ul',
  'li',
  'table',
  'tr',
  'td',
  'th',
  'caption',
  'figure',
  'blockquote',
  'br',
  'hr',
  'pre',
  'script',
  'style',
  'iframe',
  'svg',
  'math',
  'mtext',
  'mglyph',
  'foreignObject',
  'noscript',
  'template',
  'form',
  'input',
  'button',
  'textarea',
  'title',
  'xmp',
  'select',
  'option',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'SCRIPT',
  'Img',
  'x-custom',
];

const ATTRIBUTE_NAMES = [
  'href',
  'src',
  'srcset',
  'onerror',
  'onclick',
  'ONLOAD',
  'style',
  'class',
  'id',
  'name',
  'target',
  'rel',
  'title',
  'alt',
  'loading',
  'width',
  'xlink:href',
  'formaction',
  'action',
  'srcdoc',
  'data',
  'colspan',
];

const ATTRIBUTE_VALUES = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'jav\tascript:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/png;base64,AAAA',
  'vbscript:x',
  'https://gazette.example/a?b=1&c=2',
  'http://gazette.example',
  'mailto:tips@gazette.example',
  '/images/a.svg',
  '//evil.example',
  '/\\evil.example',
  '#top',
  '_blank',
  '_BLANK',
  'opener',
  'lazy',
  'x" onerror="alert(1)',
  "x' onerror='alert(1)",
  '</p><img src=x onerror=alert(1)>',
  '</noscript><img src=x onerror=alert(1)>',
  '&quot;&gt;&lt;script&gt;',
  '',
];

const ENTITIES = [
  '&amp;',
  '&lt;',
  '&gt;',
  '&quot;',
  '&#39;',
  '&#60;',
  '&#x3C;',
  '&#x3c',
  '&lt',
  '&nbsp;',
  '&copy;',
  '&colon;',
  '&Tab;',
  '&NewLine;',
  '&#0;',
  '&#x110000;',
  '&unknown;',
  '&',
  '&&',
];

const BROKEN = [
  '<',
  '</',
  '<p',
  '<a href="',
  '">',
  "'",
  '=',
  '<!--',
  '-->',
  '--!>',
  '<!-->',
  ']]>',
  '</p>',
  '</table>',
  '</svg>',
  '</math>',
  '</noscript>',
  '</style>',
  '</textarea>',
  '</template>',
  '</form>',
  '<>',
  '< p>',
  '<p/>',
  '<img',
  '\u0000',
  '\r\n',
  '\n\n',
];

const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const quoted = fc.constantFrom<[string, string]>(['"', '"'], ["'", "'"], ['', ''], ['"', '']);

const attribute = fc
  .tuple(fc.constantFrom(...ATTRIBUTE_NAMES), fc.constantFrom(...ATTRIBUTE_VALUES), quoted)
  .map(([name, value, [open, close]]) => ` ${name}=${open}${value}${close}`);

const openTag = fc
  .tuple(
    fc.constantFrom(...TAGS),
    fc.array(attribute, { maxLength: 3 }),
    fc.constantFrom('>', '/>', ' >'),
  )
  .map(([tag, attributes, end]) => `<${tag}${attributes.join('')}${end}`);

const leaf = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: fc.constantFrom(...ENTITIES) },
  { weight: 3, arbitrary: openTag },
  { weight: 2, arbitrary: fc.constantFrom(...TAGS).map((tag) => `</${tag}>`) },
  { weight: 2, arbitrary: fc.constantFrom(...BROKEN) },
  { weight: 1, arbitrary: text.map((inner) => `<!--${inner}-->`) },
  { weight: 1, arbitrary: text.map((inner) => `<![CDATA[${inner}]]>`) },
  { weight: 1, arbitrary: fc.constantFrom(...XSS_PAYLOADS) },
);

/** Nested elements (tables in forms in noscript in svg...), closed or left open. */
const { markup } = fc.letrec<{ markup: string; element: string }>((tie) => ({
  markup: fc
    .array(fc.oneof({ weight: 3, arbitrary: leaf }, { weight: 1, arbitrary: tie('element') }), {
      maxLength: 6,
    })
    .map((parts) => parts.join('')),
  element: fc.tuple(openTag, tie('markup'), fc.boolean()).map(([open, inner, closed]) => {
    const name = /^<([^\s/>]+)/.exec(open)?.[1] ?? 'p';
    return `${open}${inner}${closed ? `</${name}>` : ''}`;
  }),
}));

/** Bodies of both kinds: half start with a paragraph, so they are judged HTML. */
const body = fc
  .tuple(fc.constantFrom('', '<p>', '<h2>Lead</h2>', 'Plain lead.\n\n'), markup)
  .map(([lead, rest]) => lead + rest);

describe('sanitised bodies, for generated markup', () => {
  test(`cleaning twice gives what cleaning once gives (${RUNS} bodies)`, () => {
    fc.assert(
      fc.property(body, (dirty) => {
        const once = sanitizeArticleHtml(dirty);
        expect(sanitizeArticleHtml(once)).toBe(once);
      }),
      { numRuns: RUNS },
    );
  });

  test(`nothing executable survives, as a DOM parser reads it (${RUNS} bodies)`, () => {
    fc.assert(
      fc.property(body, (dirty) => {
        expect(problemsWhenRendered(sanitizeArticleHtml(dirty))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  test(`an HTML body stays HTML once cleaned, unless nothing is left (${RUNS} bodies)`, () => {
    fc.assert(
      fc.property(body, (dirty) => {
        const clean = sanitizeArticleHtml(dirty);
        if (isHtmlBody(dirty) && clean.trim()) expect(isHtmlBody(clean)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe(`known XSS and mXSS payloads (${XSS_PAYLOADS.length}), alone, after a paragraph and inside one`, () => {
  const forms = (payload: string) => [payload, `<p>Lead.</p>${payload}`, `<p>${payload}</p>`];

  test.each(XSS_PAYLOADS.map((payload) => [payload]))('%p', (payload) => {
    for (const dirty of forms(payload)) {
      const clean = sanitizeArticleHtml(dirty);
      expect(problemsWhenRendered(clean)).toEqual([]);
      expect(sanitizeArticleHtml(clean)).toBe(clean);
    }
  });

  test('the checks find what they look for in the raw payloads', () => {
    // Without cleaning, the parser sees the payloads' script: the checks can fail.
    const flagged = XSS_PAYLOADS.filter(
      (payload) => findExecutableContent(payload, document).length > 0,
    );
    expect(flagged.length).toBeGreaterThan(XSS_PAYLOADS.length * 0.75);
    expect(problemsWhenRendered('<p>x</p><img src=x onerror=alert(1)>')).toContain(
      'onerror handler on <img>',
    );
  });
});
