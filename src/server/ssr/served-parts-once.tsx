import { type ServedPartEntry, servedParts } from '~/client/components/served-part';
import { type DrawAlone, keptMarkup } from './kept-parts';

/*
 * The served parts the same on every page (the footer, the status panels)
 * are drawn once in the process, not at every render: the first render after
 * a part's code is in draws it alone and hands the part its markup, if its
 * own element with that markup is exactly what its component drew (not when
 * the component draws other attributes, or something React hoists
 * elsewhere on the page).
 */

/** Parts asked already: drawn once and kept, or never to be. */
const settled = new Set<ServedPartEntry>();
/** The names of the parts whose markup is kept. */
const kept: string[] = [];

/** Before a render, with `draw` (the server's renderer of a part alone): each loaded part not yet asked. */
export function drawSamePartsOnce(draw: DrawAlone): void {
  for (const entry of servedParts) {
    if (!entry.sameOnEveryPage || settled.has(entry)) continue;
    const Component = entry.component();
    // Not loaded yet: asked again at the next render.
    if (!Component) continue;
    settled.add(entry);
    const { tag: Tag, props } = entry;
    const part = keptMarkup(draw, {
      drawn: <Component />,
      tag: Tag,
      image: undefined,
      written: (markup) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the component's own markup, drawn on the server
        <Tag {...props} dangerouslySetInnerHTML={{ __html: markup }} />
      ),
    });
    // Its markup written alone announces nothing: a part that does is drawn at every render.
    if (part === null || part.images.length > 0) continue;
    entry.keep(part.inner);
    kept.push(entry.name);
  }
}

/** The names (`data-served`) of the parts whose markup the server keeps (tests). */
export function partsDrawnOnce(): string[] {
  return [...kept];
}
