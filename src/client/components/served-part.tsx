import { type ComponentType, type MouseEvent, Suspense, use } from 'react';
import { useLocation } from 'wouter';
import { addressNow } from '../lib/address-now';

/** The attributes of a served part's own element: the same from the server and the browser. */
export type ServedPartProps = Record<string, string> & { 'data-served': string };

export interface ServedPart<Props extends object = object> {
  /**
   * Loads the component that draws the part, unless the server's markup is on
   * the page: the server awaits it before every render, and a page drawn by a
   * client navigation may await it to draw the part with the page.
   */
  load: () => Promise<unknown>;
  /**
   * Loads the component whether or not the server's markup is on the page:
   * for a part drawn per page, ahead of a visit to another page that shows it.
   */
  loadComponent: () => Promise<unknown>;
  /** Whether the component is in, so a page can draw the part at once. */
  loaded: () => boolean;
  /** The part: the component on the server, the served markup in the browser. */
  Slot: ComponentType<Props>;
}

export interface ServedPartOptions {
  /**
   * The part shows what one page is about (an article's related stories): the
   * served markup stands only at the address it was served at, and any other
   * page draws the part with its component. Without it the part is the same
   * on every page and at every render (its markup depends on its code alone),
   * so the browser keeps it across pages and the server draws it once.
   */
  perPage?: boolean;
}

/** A part as the server sees it, to draw the parts the same on every page once (served-parts-once.tsx). */
export interface ServedPartEntry {
  part: ServedPart<never>;
  name: string;
  tag: 'footer' | 'section' | 'aside';
  props: ServedPartProps;
  /** The same on every page and at every render: the server may draw it once. */
  sameOnEveryPage: boolean;
  /** The component that draws the part, once its code is in. */
  component: () => ComponentType | undefined;
  /** From now on the part writes `inner`, the markup the server drew once, instead of drawing it. */
  keep: (inner: string) => void;
}

/** Every part made so far, in the order their modules loaded. */
export const servedParts: ServedPartEntry[] = [];

/** What the server awaits before it renders a page: every served part's code. */
export function loadServedParts(): Promise<unknown> {
  return Promise.all(servedParts.map(({ part }) => part.load()));
}

/** The parts of a click that decide whether the browser keeps it. */
type ClickLike = Pick<
  globalThis.MouseEvent,
  'defaultPrevented' | 'button' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'
>;

/**
 * Where a click on a link of markup React did not draw goes on the client,
 * as wouter's Link would take it: the site address for a plain left click on
 * a link of the site, or null for one the browser keeps (a modifier key,
 * another button, a target, a mail or another site's link).
 */
export function clientNavigationTarget(
  event: ClickLike,
  link: HTMLAnchorElement | null,
): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    event.shiftKey
  )
    return null;
  if (!link?.href || link.target || link.origin !== window.location.origin) return null;
  return link.pathname + link.search + link.hash;
}

/** What a site link does when hydrated as a wouter Link: navigate on the client. */
function useFollowSiteLinks() {
  const [, navigate] = useLocation();
  return (event: MouseEvent<HTMLElement>) => {
    const to = clientNavigationTarget(event, (event.target as Element).closest('a'));
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
}

/**
 * A part of a reader page that the server draws and nothing changes while
 * the page is open (the footer, the masthead's status strip, the home page's
 * status panels, an article's related stories). The browser keeps the
 * server's markup as it is, read before hydration (the entry and the page's
 * chunk run once the whole body is parsed), rather than loading and
 * hydrating the component that drew it; its site links navigate on the
 * client as Links do. Only a page the server sent without the part (reached
 * by a client navigation from one without it, or from another page for a
 * part drawn per page) loads the component.
 */
export function servedPart<Props extends object = object>(
  tag: 'footer' | 'section' | 'aside',
  props: ServedPartProps,
  importComponent: () => Promise<ComponentType<Props>>,
  { perPage = false }: ServedPartOptions = {},
): ServedPart<Props> {
  const served =
    typeof document === 'undefined'
      ? undefined
      : document.querySelector(`[data-served="${props['data-served']}"]`)?.innerHTML;
  const servedAt = served === undefined ? '' : addressNow();
  let Component: ComponentType<Props> | undefined;
  let pending: Promise<unknown> | undefined;
  const loadComponent = () => {
    pending ??= importComponent().then(
      (loaded) => {
        Component = loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const load = () => (served === undefined ? loadComponent() : Promise.resolve());

  /** The component's load, settled either way: a part whose code failed to come draws nothing. */
  let drawable: Promise<unknown> | undefined;
  /** The part's inner markup as the server drew it once (served-parts-once.tsx), for a part the same on every page. */
  let drawnOnce: string | undefined;
  const Tag = tag;

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, when its module loads
  function Loaded(partProps: Props) {
    // The page stands without the part (offline, a build since replaced); a
    // later load of its code (link prefetch) draws it at the next render.
    drawable ??= loadComponent().catch(() => undefined);
    use(drawable);
    if (!Component) return null;
    return <Component {...partProps} />;
  }

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, when its module loads
  function Slot(partProps: Props) {
    const followSiteLinks = useFollowSiteLinks();
    if (served !== undefined && (!perPage || addressNow() === servedAt)) {
      return (
        // Enter on a link is a click too: the one handler hears its links' clicks
        // from keyboard and pointer alike, as each Link would.
        <Tag
          {...props}
          onClick={followSiteLinks}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup for this element, read back from the page
          dangerouslySetInnerHTML={{ __html: served }}
        />
      );
    }
    if (drawnOnce !== undefined) {
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the component's own markup, drawn once on the server
      return <Tag {...props} dangerouslySetInnerHTML={{ __html: drawnOnce }} />;
    }
    if (Component) return <Component {...partProps} />;
    return (
      <Suspense fallback={null}>
        <Loaded {...partProps} />
      </Suspense>
    );
  }
  Slot.displayName = `ServedPart(${props['data-served']})`;

  const loaded = () => Component !== undefined;
  const part: ServedPart<Props> = { load, loadComponent, loaded, Slot };
  servedParts.push({
    part: part as ServedPart<never>,
    name: props['data-served'],
    tag,
    props,
    sameOnEveryPage: !perPage,
    component: () => Component as ComponentType | undefined,
    keep: (inner) => {
      drawnOnce = inner;
    },
  });
  return part;
}
