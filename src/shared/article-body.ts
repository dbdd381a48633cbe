/** A piece of an article body, in reading order. */
export type BodyBlock =
  | { kind: 'html'; html: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'image'; src: string };

const HAS_BLOCK_MARKUP = /<(p|h[1-6])[\s>]/i;

/** Whether a body is HTML (it has paragraph or heading tags) rather than plain text. */
export function isHtmlBody(content: string): boolean {
  return HAS_BLOCK_MARKUP.test(content);
}
const SUBHEADING_MAX_LENGTH = 60;

/**
 * Splits a body into blocks for rendering: HTML with paragraph
 * or heading tags is kept as markup, split after each top-level block; plain
 * text is split on blank lines, and a block under 60 characters that does not
 * end in . ? or ! becomes a subheading. Additional images are spread evenly
 * between the blocks.
 */
export function splitArticleBody(
  content: string,
  additionalImages: readonly string[] = [],
): BodyBlock[] {
  const blocks: BodyBlock[] = isHtmlBody(content)
    ? content
        .split(/(?<=<\/(?:p|h[1-6]|blockquote|ul|ol|figure|table)>)/i)
        .map((html) => html.trim())
        .filter(Boolean)
        .map((html) => ({ kind: 'html', html }))
    : content
        .split(/\n\s*\n/)
        .map((text) => text.trim())
        .filter(Boolean)
        .map((text) =>
          text.length < SUBHEADING_MAX_LENGTH && !/[.?!]$/.test(text)
            ? { kind: 'heading', text }
            : { kind: 'paragraph', text },
        );
  return spreadImages(blocks, additionalImages);
}

function spreadImages(blocks: BodyBlock[], images: readonly string[]): BodyBlock[] {
  if (images.length === 0) return blocks;
  const gap = blocks.length / (images.length + 1);
  const result: BodyBlock[] = [];
  let next = 0;
  blocks.forEach((block, index) => {
    result.push(block);
    while (next < images.length && index + 1 >= Math.round(gap * (next + 1))) {
      result.push({ kind: 'image', src: images[next]! });
      next += 1;
    }
  });
  for (; next < images.length; next += 1) result.push({ kind: 'image', src: images[next]! });
  return result;
}
