import type { ComponentType, ReactElement } from 'react';

export interface KeptPartProps {
  /** Which part this is: with `by`, what the server keeps its markup under. */
  name: string;
  /** Everything the part draws from besides its code (no address, no clock, no reader). */
  by: readonly unknown[];
  /** The page's priority image when the part shows it: announced in the head either way. */
  image?: string;
  /** The part's own element. */
  children: ReactElement;
}

/** What draws a part: the browser the part itself, the server its markup kept for `by` (kept-parts.tsx). */
let Part: ComponentType<KeptPartProps> = ({ children }) => children;

/**
 * A part of a page whose markup is a function of `by` alone. The browser
 * draws it as it is; the server puts back the markup it kept for the same
 * part and `by`, so a render that changed nothing in it draws none of it.
 */
export function KeptPart(props: KeptPartProps) {
  return <Part {...props} />;
}

/** On the server only (kept-parts.tsx): parts are drawn by `Server`. Never imported by the browser's code. */
export function drawPartsWith(Server: ComponentType<KeptPartProps>): void {
  Part = Server;
}
