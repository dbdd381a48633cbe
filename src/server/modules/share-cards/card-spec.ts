/**
 * What one share card shows, as plain data: the main thread gathers it (from
 * the database and the site's files) and the card worker draws it.
 */

/** An image file's bytes; the worker sniffs SVG from raster itself. */
export type CardImageBytes = Uint8Array;

/** Which part of a picture stays in view when it is cropped to the card. */
export type CardFocus = 'top' | 'center' | 'bottom';

export type CardSpec =
  | {
      kind: 'article';
      title: string;
      /** The section's name, drawn above the title. */
      label: string | null;
      /** The article's own picture first, then its section's art: the first one that decodes is used. */
      backgrounds: CardImageBytes[];
      focus: CardFocus;
    }
  | {
      kind: 'section';
      title: string;
      label: string;
      text: string;
      backgrounds: CardImageBytes[];
    }
  | {
      kind: 'author';
      name: string;
      /** The reporter's job title. */
      label: string;
      /** Their avatar first, then the default avatar. */
      avatars: CardImageBytes[];
    }
  | { kind: 'site'; title: string; text: string };
