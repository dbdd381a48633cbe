import { drawHeadTagsWith, type HeadTagsProps } from '~/client/components/page-meta-tags';
import { dataKey } from './kept-parts';

/*
 * A page's head tags (its title, description, canonical link, social and
 * article tags: some thirty elements) are a function of what they are drawn
 * from, and React hoists them from the page into the head. A render at once
 * draws them between two marks, and the markup found between the marks is
 * kept under what they were drawn from; a later render of the same tags
 * draws one mark in their place, which the kept markup replaces. The marks
 * are hoisted as the tags are, in the order they are drawn, so the kept
 * markup stands exactly where React put the tags. Only a render at once
 * draws marks (`drawWithKeptHead`): a streamed page never has them.
 */

const MARK = '<meta name="gazette-head" content="';
const START = 'start';
const END = `${MARK}end"/>`;

/** The most sets of tags kept; beyond it they start afresh. */
const MOST_KEPT = 1000;

/** Kept markup by what it was drawn from, and by the number its mark names. */
const byKey = new Map<string, { id: number; markup: string }>();
const byId = new Map<number, string>();
let nextId = 0;
/** What the tags being drawn were drawn from, when they are drawn in full: kept once found. */
let drawing: string | null = null;
/** Sets of tags drawn in full since the process started (tests). */
let drawnInFull = 0;

function HeadTagsOnServer({ by, children }: HeadTagsProps) {
  const key = dataKey(by);
  const known = byKey.get(key);
  if (known) return <meta name="gazette-head" content={`kept ${known.id}`} />;
  drawing = key;
  drawnInFull += 1;
  return (
    <>
      <meta name="gazette-head" content={START} />
      {children}
      <meta name="gazette-head" content="end" />
    </>
  );
}

/**
 * Runs a synchronous render with the head's tags drawn between marks, or as
 * one mark for the markup kept, then writes the tags back in: the page in
 * pieces, to be written out one after another.
 */
export function drawWithKeptHead(draw: () => string): string[] {
  drawing = null;
  const markup = drawHeadTagsWith(HeadTagsOnServer, draw);
  const at = markup.indexOf(MARK);
  // A page without the tags (a back-office page), or tags outside the head (never).
  if (at < 0 || at > markup.indexOf('</head>')) return [markup];
  const valueAt = at + MARK.length;
  const markEnd = markup.indexOf('"/>', valueAt);
  const value = markup.slice(valueAt, markEnd);
  const before = markup.slice(0, at);
  if (value !== START) {
    const kept = byId.get(Number(value.slice('kept '.length)));
    if (kept === undefined) throw new Error(`No head tags kept for ${value}`);
    return [before, kept, markup.slice(markEnd + 3)];
  }
  const endAt = markup.indexOf(END, markEnd);
  const tags = markup.slice(markEnd + 3, endAt);
  if (drawing !== null) {
    if (byKey.size >= MOST_KEPT) {
      byKey.clear();
      byId.clear();
    }
    const id = nextId++;
    byKey.set(drawing, { id, markup: tags });
    byId.set(id, tags);
  }
  return [before, tags, markup.slice(endAt + END.length)];
}

/** How many sets of head tags are kept, and how many renders drew a set in full (tests). */
export function keptHeadCounts(): { kept: number; drawnInFull: number } {
  return { kept: byKey.size, drawnInFull };
}
