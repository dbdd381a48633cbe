import type { ComponentType, ReactElement } from 'react';
import {
  type ArticleCardProps,
  cardClassName,
  drawCardsWith,
} from '~/client/components/articles/article-card';
import { articleImageSrc } from '~/client/components/articles/article-image';
import { siteConfig } from '~/shared/site-config';
import { announceImage, type DrawAlone, dataKey, keptMarkup } from './kept-parts';

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

function keyOf({ article, large = false, eager = large }: ArticleCardProps): string {
  return `${large ? 1 : 0}${eager ? 1 : 0}${dataKey([article])}`;
}

/** The card's own element with `inner` as its markup: what a kept card is written as. */
function cardWith({ large = false }: ArticleCardProps, inner: string): ReactElement {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the card's own markup, drawn on the server
  return <article className={cardClassName(large)} dangerouslySetInnerHTML={{ __html: inner }} />;
}

/** The card's image when it loads at once: React announces it in the head, outside the card. */
function eagerImage({
  article,
  large = false,
  eager = large,
}: ArticleCardProps): string | undefined {
  return eager ? (articleImageSrc(article.image) ?? siteConfig.placeholderImage) : undefined;
}

function KeptCard(props: ArticleCardProps) {
  announceImage(eagerImage(props));
  const key = keyOf(props);
  const inner = kept.get(key);
  if (inner !== undefined) return cardWith(props, inner);
  if (!drawnEachTime.has(key)) toKeep.set(key, props);
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
 * kept, if its element with that markup is exactly what the card drew
 * (kept-parts.tsx's `keptMarkup`).
 */
export function keepDrawnCards(draw: DrawAlone): void {
  if (toKeep.size === 0 || !Drawn) return;
  const Card = Drawn;
  for (const [key, props] of toKeep) {
    const card = keptMarkup(draw, {
      drawn: <Card {...props} />,
      tag: 'article',
      image: eagerImage(props),
      written: (markup) => cardWith(props, markup),
    });
    // A card announces its own image, and nothing else (KeptCard).
    if (card === null || card.images.length > (eagerImage(props) ? 1 : 0)) {
      if (drawnEachTime.size >= MOST_KEPT) drawnEachTime.clear();
      drawnEachTime.add(key);
      continue;
    }
    if (kept.size >= MOST_KEPT) kept.clear();
    kept.set(key, card.inner);
  }
  toKeep.clear();
}

/** How many cards are kept (tests). */
export function keptCardCount(): number {
  return kept.size;
}
