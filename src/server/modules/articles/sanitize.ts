import type sanitizeHtml from 'sanitize-html';
import { isHtmlBody } from '~/shared/article-body';

/**
 * What a news body may hold: paragraphs, headings, lists, links, images,
 * figures, quotes, emphasis and tables. Nothing that runs, styles or embeds
 * (no script, style, iframe, form, svg, math), no event handlers, no style or
 * class attributes, and no id or name (they could shadow the page's globals).
 */
const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'br',
  'hr',
  'figure',
  'figcaption',
  'img',
  'code',
  'pre',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'cite',
  'q',
  'sup',
  'sub',
  'span',
];

/**
 * Dropped with everything inside them, not only their tags: their content is
 * code, another document or another markup language (where the same text
 * parses differently, the root of mutation XSS), never body text.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'xmp',
  'plaintext',
  'title',
  'head',
];

const LINK_REL = 'noopener noreferrer';

/** An attribute kept only when it holds one of a few words (written in any case). */
function keepIfOneOf(value: string | undefined, words: readonly string[]) {
  const word = value?.trim().toLowerCase();
  return word !== undefined && words.includes(word) ? word : undefined;
}

/** Drops attributes left undefined, so none is written out empty. */
function defined(attribs: Record<string, string | undefined>): sanitizeHtml.Attributes {
  return Object.fromEntries(
    Object.entries(attribs).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * A link opens a new window only through target="_blank" (a named window is
 * dropped), and whatever rel was written, it never gets a handle on this
 * window nor tells the other site where the reader came from.
 */
const cleanLink: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: defined({ ...attribs, target: keepIfOneOf(attribs.target, ['_blank']), rel: LINK_REL }),
});

const cleanImage: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: defined({ ...attribs, loading: keepIfOneOf(attribs.loading, ['lazy', 'eager']) }),
});

const options: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  nonTextTags: DROPPED_WITH_CONTENT,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Relative addresses stay (they point into the site); any scheme not listed
  // here, data: and javascript: among them, loses the attribute.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  transformTags: { a: cleanLink, img: cleanImage },
};

/**
 * htmlparser2 does not rebuild the tree the way browsers do: once a tag is
 * dropped, what is left can parse into another shape ("<p><button><table>"
 * becomes "<p><table>", whose paragraph a parser then closes before the
 * table). Cleaning until nothing changes gives markup that is its own clean
 * form, so saving a body twice stores the same text. Two passes are the norm.
 */
const MAX_PASSES = 5;

/**
 * sanitize-html (with its parser and CSS tooling) is the largest module the
 * server carries, and only writes need it: loaded on the first body cleaned,
 * not at start.
 */
let sanitizer: typeof sanitizeHtml | undefined;

function cleanHtml(html: string): string {
  sanitizer ??= require('sanitize-html') as typeof sanitizeHtml;
  const clean = sanitizer;
  let current = clean(html, options);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const again = clean(current, options);
    if (again === current) break;
    current = again;
  }
  return current;
}

/**
 * Cleans an HTML body. A plain-text body is kept as typed: pages render it as
 * text (never as markup), and running it through an HTML sanitiser would
 * turn "&" into "&amp;".
 *
 * NUL characters are dropped from either: a browser's HTML parser drops them
 * from a page's text anyway, and PostgreSQL's text columns cannot hold them,
 * so both engines store the same body.
 *
 * When cleaning leaves HTML without any paragraph or heading tag (they were
 * all inside something removed), the rest is wrapped in a paragraph so pages
 * still read it as HTML, rather than show its escaped text ("&amp;") as typed.
 */
export function sanitizeArticleHtml(typed: string): string {
  const content = typed.replaceAll('\u0000', '');
  if (!isHtmlBody(content)) return content;
  const clean = cleanHtml(content);
  if (isHtmlBody(clean) || !clean.trim()) return clean;
  return cleanHtml(`<p>${clean}</p>`);
}
