import sanitizeHtml from 'sanitize-html';
import { isHtmlBody } from '~/shared/article-body';

/**
 * Article bodies are HTML written by editors or imported from elsewhere. They
 * are cleaned when saved, so every page can render them as they are stored.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
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
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'cite',
    'q',
    'sup',
    'sub',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // Links out of the site never get a handle on this window.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/**
 * Cleans an HTML body. A plain-text body is kept as typed: pages render it as
 * text, and running it through an HTML sanitiser would turn "&" into "&amp;".
 */
export function sanitizeArticleHtml(content: string): string {
  return isHtmlBody(content) ? sanitizeHtml(content, options) : content;
}
