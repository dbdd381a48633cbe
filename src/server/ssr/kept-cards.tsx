import type { ComponentType, ReactElement } from 'react';
import {
  type ArticleCardProps,
  cardClassName,
  drawCardsWith,
} from '~/client/components/articles/article-card';

/*
 * An article card's markup is a function of its teaser alone (its title,
 * summary, image, section, author, date and tags: no address, no clock, no
 * reader), and the same teasers fill home, the sections, the authors'
 * pages and every article's related stories. So the server keeps each
 * card's markup under its teaser's content and writes it into the card's
 * own element at later renders instead of drawing the card again: a write
 * that changes one article leaves every other card kept, and a changed
 * teaser is another key, drawn afresh. About a fifth of the home page's render.
 */

/** The most cards kept; beyond it they are forgotten and kept again as pages ask. */
const MOST_KEPT = 1000;

/** A card's inner markup, under its teaser's content and its size. */
const kept = new Map<string, string>();
/** Teasers whose card differs from its markup kept in its element: drawn every time. */
const drawnEachTime = new Set<string>();
/** Cards drawn in full since the last `keepDrawnCards`, to keep once the render is done. */
const toKeep = new Map<string, ArticleCardProps>();

let Drawn: ComponentType<ArticleCardProps> | null = null;

/**
 * Each teaser's JSON, written once: the server reads the same teaser (the
 * same object) for every render until the data changes, and never changes one.
 */
const teasersJson = new WeakMap<object, string>();

function keyOf({ article, large = false, eager = large }: ArticleCardProps): string {
  let json = teasersJson.get(article);
  if (json === undefined) {
    json = JSON.stringify(article);
    teasersJson.set(article, json);
  }
  return `${large ? 1 : 0}${eager ? 1 : 0}${json}`;
}

/** The card's own element with `inner` as its markup: what a kept card is written as. */
function cardWith({ large = false }: ArticleCardProps, inner: string): ReactElement {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the card's own markup, drawn on the server
  return <article className={cardClassName(large)} dangerouslySetInnerHTML={{ __html: inner }} />;
}

function KeptCard(props: ArticleCardProps) {
  const key = keyOf(props);
  const inner = kept.get(key);
  if (inner !== undefined) return cardWith(props, inner);
  // An eager image is announced in the head, outside the card: never kept.
  if (!props.eager && !props.large && !drawnEachTime.has(key)) toKeep.set(key, props);
  const Card = Drawn!;
  return <Card {...props} />;
}

/** From now on this thread's renders write kept cards' markup (see above). */
export function keepCards(): void {
  if (Drawn) return;
  drawCardsWith((drawn) => {
    Drawn = drawn;
    return KeptCard;
  });
}

/**
 * After a render, outside it, with `draw` (the server's renderer of a part
 * alone): each card the render drew in full is drawn alone and its markup
 * kept, if its element with that markup is exactly what the card drew.
 */
export function keepDrawnCards(draw: (element: ReactElement) => string): void {
  if (toKeep.size === 0 || !Drawn) return;
  for (const [key, props] of toKeep) {
    const inner = keptInner(props, draw);
    if (inner === null) {
      if (drawnEachTime.size >= MOST_KEPT) drawnEachTime.clear();
      drawnEachTime.add(key);
      continue;
    }
    if (kept.size >= MOST_KEPT) kept.clear();
    kept.set(key, inner);
  }
  toKeep.clear();
}

/**
 * A card's inner markup, or null when its element with that markup is not
 * what it drew (or it failed alone). The check a served part is kept by
 * (served-part.tsx's `drawOnce`), which stays written there: the browser's
 * code carries that module, and a helper shared with this costs the
 * readers' budget more than it has to spare.
 */
function keptInner(
  props: ArticleCardProps,
  draw: (element: ReactElement) => string,
): string | null {
  const Card = Drawn!;
  try {
    const whole = draw(<Card {...props} />);
    const inner = whole.slice(whole.indexOf('>') + 1, whole.lastIndexOf('</article>'));
    return draw(cardWith(props, inner)) === whole ? inner : null;
  } catch {
    // The page it was drawn in is served already: the card is drawn with its pages, as before.
    return null;
  }
}

/** How many cards are kept (tests). */
export function keptCardCount(): number {
  return kept.size;
}
