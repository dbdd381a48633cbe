import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { drawMastheadWith } from '~/client/components/layout/masthead';
import { isCurrent, sectionHref, TOP_LINKS } from '~/client/components/layout/nav-links';
import { navGroups } from '~/shared/sections';
import { drawWithKeptHead } from './kept-head';

/*
 * The masthead is the same on every reader page but for which of its links
 * is the current one, and it sits at the same place in every page's tree (so
 * React's ids in it are the same too). A render therefore writes a mark in
 * its place and puts back the masthead's markup kept from the first render
 * with the same current links: about a fifth of an article page's render.
 * Anything the masthead draws from the address must show in `mastheadKey`.
 */

/** What a render writes in the masthead's place, to put the kept markup back into. */
const MASTHEAD_MARK = '<template data-kept-masthead=""></template>';

function MastheadMark() {
  return <template data-kept-masthead="" />;
}

/** Every address the masthead's links point at, the closed menus' included. */
const NAV_HREFS = [
  ...new Set([
    ...TOP_LINKS.map((link) => link.href),
    ...navGroups.flatMap((group) => group.sections.map((section) => sectionHref(section.slug))),
    '/sections',
  ]),
];

/** What of the address the masthead shows: the links it marks as current. */
export function mastheadKey(location: string): string {
  return NAV_HREFS.filter((href) => isCurrent(location, href)).join(' ');
}

/** How React opens a boundary's mark: `<!--$-->` done, `<!--$!-->` left to the browser, `<!--$?-->` waiting. */
const BOUNDARY = '<!--$';

/** Whether markup holds a boundary React left to the browser or is still waiting for: one pass over it. */
export function unfinished(markup: string): boolean {
  for (let at = markup.indexOf(BOUNDARY); at !== -1; at = markup.indexOf(BOUNDARY, at + 1)) {
    const state = markup[at + BOUNDARY.length];
    if (state === '!' || state === '?') return true;
  }
  return false;
}

const kept = new Map<string, string>();

/** The page rendered at once with its head's tags kept (kept-head.tsx), in pieces; null when unfinished. */
function renderAtOnce(page: ReactNode): string[] | null {
  const pieces = drawWithKeptHead(() => renderToString(page));
  return pieces.some(unfinished) ? null : pieces;
}

/**
 * The page's markup, rendered at once (it may throw, as renderToString does),
 * with its head's tags and the masthead put back from the markup kept for
 * them (the masthead's for `location`'s current links): in pieces, to be
 * written out one after another without joining them first. Null when a
 * part of the page was left unfinished (`unfinished`). The first render of
 * a set of current links draws the masthead in full and keeps it: what that
 * render writes where the mark stands.
 */
export function renderWithKeptMasthead(page: ReactNode, location: string): string[] | null {
  const marked = drawMastheadWith(MastheadMark, () => renderAtOnce(page));
  if (!marked) return null;
  // The masthead is in the body, after the head's pieces.
  const rest = marked.pop()!;
  const at = rest.indexOf(MASTHEAD_MARK);
  // A page without the masthead (the back office) is complete as it is.
  if (at < 0) return [...marked, rest];
  const key = mastheadKey(location);
  const masthead = kept.get(key);
  if (masthead !== undefined)
    return [...marked, rest.slice(0, at), masthead, rest.slice(at + MASTHEAD_MARK.length)];
  const before = rest.slice(0, at);
  const after = rest.slice(at + MASTHEAD_MARK.length);
  const full = renderAtOnce(page);
  if (!full) return null;
  const fullRest = full.at(-1)!;
  if (fullRest.startsWith(before) && fullRest.endsWith(after)) {
    kept.set(key, fullRest.slice(at, fullRest.length - after.length));
  }
  return full;
}

/** The sets of current links whose masthead is kept (tests). */
export function keptMastheadKeys(): string[] {
  return [...kept.keys()];
}
