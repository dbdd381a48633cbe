import { createElement, type ReactElement } from 'react';
import { preload } from 'react-dom';
import { drawPartsWith, type KeptPartProps } from '~/client/components/kept-part';
import { parseMediaUrl } from '~/shared/media-url';

/*
 * A kept part (KeptPart in the browser's code) is a page's element whose
 * markup is a function of its `by` alone: an article's own column is its
 * article, corrections, author's profile and address, the same at every
 * render until one of them changes. The server keeps its inner markup under
 * the part's name and `by`, and writes it into the part's element at later
 * renders instead of drawing the part again: a render after a write that
 * changed something else (the ticker, another story) draws none of it.
 */

/** The most parts kept; beyond it they are forgotten and kept again as pages ask. */
const MOST_KEPT = 500;

/** A part kept: its inner markup, and the priority images it announces (see `announceImage`). */
interface Kept {
  inner: string;
  images: string[];
}

/** Kept parts, under their name and `by`. */
const kept = new Map<string, Kept>();
/** Parts whose element with their markup is not what they drew: drawn every time. */
const drawnEachTime = new Set<string>();
/** Parts drawn in full since the last `keepDrawnParts`, to keep once the render is done. */
const toKeep = new Map<string, KeptPartProps>();
/** Parts drawn in full since the process started (tests). */
let drawnInFull = 0;

/**
 * Each object's JSON, written once: a render reads the same objects (the
 * page data's answers) as the renders before it until the data changes, and
 * never changes one.
 */
const objectsJson = new WeakMap<object, string>();

function jsonOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(JSON.stringify(value));
  let json = objectsJson.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    objectsJson.set(value, json);
  }
  return json;
}

/** What markup drawn from `values` is kept under: their JSON, an object's written once. */
export function dataKey(values: readonly unknown[]): string {
  let key = '';
  for (const value of values) key += `${jsonOf(value)}\n`;
  return key;
}

const keyOf = ({ name, by, image = '' }: KeptPartProps) => `${name}\n${image}\n${dataKey(by)}`;

/** While a part is drawn alone to be kept: the images it announced, in order. */
let announced: string[] | null = null;

/**
 * A priority image's hint in the head, as React writes one for an eager
 * `<img>` outside a `<picture>`, but always through `preload()`: drawn or
 * kept, a part gives the page the same bytes (React then writes no second
 * hint for the image itself), a kept part announcing again what the part
 * drawn in full announced (a lead story's card within it, say).
 */
export function announceImage(src: string | undefined): void {
  if (!src || src.startsWith('data:') || parseMediaUrl(src)) return;
  announced?.push(src);
  preload(src, { as: 'image', fetchPriority: 'high' });
}

/** The part's own element with `inner` as its markup: what a kept part is written as. */
function elementWith(element: ReactElement, inner: string): ReactElement {
  const { children: _drawn, ...props } = element.props as { children?: unknown };
  return createElement(element.type, { ...props, dangerouslySetInnerHTML: { __html: inner } });
}

function KeptPartOnServer(props: KeptPartProps) {
  const key = keyOf(props);
  const known = kept.get(key);
  if (known !== undefined) {
    for (const image of known.images) announceImage(image);
    return elementWith(props.children, known.inner);
  }
  announceImage(props.image);
  if (!drawnEachTime.has(key)) toKeep.set(key, props);
  drawnInFull += 1;
  return props.children;
}

/** From now on this thread's renders write kept parts' markup (see above). */
export function keepParts(): void {
  drawPartsWith(KeptPartOnServer);
}

/** What a part writes besides its element: its images' hints. */
function Announce({ images }: { images: string[] }) {
  for (const image of images) announceImage(image);
  return null;
}

/** A part's own drawing, alone: `draw` renders an element, `prefix` React's own ids in it. */
export type DrawAlone = (element: ReactElement, idPrefix?: string) => string;

/**
 * After a render, outside it, with `draw` (the server's renderer of a part
 * alone): each part the render drew in full is drawn alone and its markup
 * kept, if its element with that markup is exactly what it drew.
 */
export function keepDrawnParts(draw: DrawAlone): void {
  if (toKeep.size === 0) return;
  for (const [key, props] of toKeep) {
    const part = keptInner(props, draw);
    if (part === null) {
      if (drawnEachTime.size >= MOST_KEPT) drawnEachTime.clear();
      drawnEachTime.add(key);
      continue;
    }
    if (kept.size >= MOST_KEPT) kept.clear();
    kept.set(key, part);
  }
  toKeep.clear();
}

/**
 * A part's inner markup, or null when its element with that markup is not
 * what it drew (see `keptMarkup`); only a plain element is kept so.
 */
function keptInner(props: KeptPartProps, draw: DrawAlone): Kept | null {
  const { children: element, image } = props;
  if (typeof element.type !== 'string') return null;
  return keptMarkup(draw, {
    drawn: element,
    tag: element.type,
    image,
    written: (inner) => elementWith(element, inner),
  });
}

/**
 * The inner markup of `drawn` (one `tag` element, or a component drawing
 * one) drawn alone, and the images it announced (`announceImage`), whose
 * hints React writes before it; or null when `written` with that markup,
 * after the same hints, is not exactly what it drew: something drawn
 * outside the element besides the hints, ids of React's own in it (drawn
 * alone they would not be the page's), or it failed alone.
 */
export function keptMarkup(
  draw: DrawAlone,
  {
    drawn,
    tag,
    image,
    written,
  }: {
    drawn: ReactElement;
    tag: string;
    image: string | undefined;
    written: (inner: string) => ReactElement;
  },
): Kept | null {
  try {
    const full = (
      <>
        <Announce images={image === undefined ? [] : [image]} />
        {drawn}
      </>
    );
    announced = [];
    const whole = draw(full);
    const images = announced;
    announced = null;
    // Drawn with other ids than the page's, any of React's ids in the part shows.
    if (draw(full, 'kept-') !== whole) return null;
    const hints = draw(<Announce images={images} />);
    if (!whole.startsWith(hints)) return null;
    const own = whole.slice(hints.length);
    const inner = own.slice(own.indexOf('>') + 1, own.lastIndexOf(`</${tag}>`));
    const same = draw(
      <>
        <Announce images={images} />
        {written(inner)}
      </>,
    );
    return same === whole ? { inner, images } : null;
  } catch {
    // The page it was drawn in is served already: the part is drawn with its pages, as before.
    return null;
  } finally {
    announced = null;
  }
}

/** How many parts are kept, how many drawn each time, and how many renders drew one in full (tests). */
export function keptPartCounts(): { kept: number; drawnEachTime: number; drawnInFull: number } {
  return { kept: kept.size, drawnEachTime: drawnEachTime.size, drawnInFull };
}
