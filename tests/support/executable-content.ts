import { isHtmlBody, splitArticleBody } from '~/shared/article-body';

/**
 * Test support: everything in an HTML fragment, as a real HTML parser builds
 * it, that could run script, load another document, submit data or open a
 * window with a handle on this one. An empty list means the fragment is inert.
 *
 * The fragment is parsed in an inert document (nothing loads, nothing runs),
 * then its serialisation is parsed once more: mutation XSS hides in markup
 * that only becomes dangerous on that second parse.
 *
 * The function refers to nothing outside itself, so a browser test can send
 * its source to Chromium and use Chromium's own parser (`page.evaluate`).
 */
export function findExecutableContent(html: string, document: Document): string[] {
  const FORBIDDEN_ELEMENTS = new Set([
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'portal',
    'style',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'template',
    'noscript',
    'svg',
    'math',
    'audio',
    'video',
    'source',
    'track',
  ]);
  const URL_ATTRIBUTES = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'cite',
    'data',
    'poster',
    'background',
    'codebase',
    'ping',
    'longdesc',
    'manifest',
  ]);
  const ALWAYS_FORBIDDEN_ATTRIBUTES = new Set(['srcdoc', 'srcset', 'style', 'is']);
  const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

  /** The scheme a browser reads: tabs and line breaks anywhere, controls and spaces at the ends, ignored. */
  function schemeOf(value: string): string | null {
    const cleaned = value
      .replace(/[\t\n\r]/g, '')
      .replace(/^[\p{Cc} ]+|[\p{Cc} ]+$/gu, '')
      .toLowerCase();
    const match = /^([a-z][a-z0-9+.-]*):/.exec(cleaned);
    return match ? match[1]! : null;
  }

  function problemsOf(root: ParentNode): string[] {
    const problems: string[] = [];
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const name = element.localName.toLowerCase();
      if (FORBIDDEN_ELEMENTS.has(name)) problems.push(`<${name}> element`);
      if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
        problems.push(`<${name}> outside the HTML namespace`);
      }
      for (const attribute of Array.from(element.attributes)) {
        const attributeName = attribute.name.toLowerCase();
        if (attributeName.startsWith('on')) {
          problems.push(`${attributeName} handler on <${name}>`);
        } else if (ALWAYS_FORBIDDEN_ATTRIBUTES.has(attributeName)) {
          problems.push(`${attributeName} attribute on <${name}>`);
        } else if (URL_ATTRIBUTES.has(attributeName)) {
          const scheme = schemeOf(attribute.value);
          if (scheme !== null && !SAFE_SCHEMES.has(scheme)) {
            problems.push(`${scheme}: URL in ${attributeName} of <${name}>`);
          }
        }
      }
      if (name === 'a' && element.hasAttribute('target')) {
        // noreferrer implies noopener.
        const rel = (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
        if (!rel.includes('noopener') && !rel.includes('noreferrer')) {
          problems.push('<a target> without rel="noopener"');
        }
      }
    }
    return problems;
  }

  const inert = document.implementation.createHTMLDocument('');
  const first = inert.createElement('div');
  first.innerHTML = html;
  const second = inert.createElement('div');
  second.innerHTML = first.innerHTML;
  const problems = [...problemsOf(first), ...problemsOf(second)];
  return [...new Set(problems)];
}

/**
 * Test support: what the reader could ever parse as HTML from a stored body
 * (the body when it is judged HTML, and each block the article page injects)
 * and what in it could run. A body judged plain text must give no HTML block
 * at all, since the page renders it as text.
 */
export function renderedBodyProblems(stored: string, document: Document): string[] {
  const blocks = splitArticleBody(stored, []);
  if (!isHtmlBody(stored)) {
    return blocks.some((block) => block.kind === 'html') ? ['plain text rendered as HTML'] : [];
  }
  return [
    ...findExecutableContent(stored, document),
    ...blocks.flatMap((block) =>
      block.kind === 'html' ? findExecutableContent(block.html, document) : [],
    ),
  ];
}
