import {
  type ComponentType,
  memo,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { useLocation } from 'wouter';
import { clientNavigationTarget } from '../served-part';

/*
 * The masthead (site-header.tsx: the menus' buttons, search, the theme
 * toggle, the navigation) is its own chunk, hydrated on the reader's first
 * use of it rather than with the page. The server renders it inside a
 * Suspense boundary; in the browser its component waits for that first use,
 * so React hydrates the rest of the page and leaves the masthead as the
 * server drew it, then hydrates it in place (the same elements, focus and
 * hover kept) once its code is in.
 */

let SiteHeader: ComponentType | undefined;
let loading: Promise<void> | undefined;
let markLoaded: () => void;
/** Settles only once the code is in: a failed load leaves the served masthead for the next use to try again. */
const loaded = new Promise<void>((resolve) => {
  markLoaded = resolve;
});

/**
 * Whether the last try to load the code failed (offline, without the
 * service worker's copy). Chromium keeps a failed module's failure for the
 * page's life, so the served masthead may never hydrate: its search link
 * then opens the search page rather than waiting for the overlay.
 */
let loadFailed = false;

/** Loads the masthead's code; the server awaits it before every render. */
export function loadMasthead(): Promise<void> {
  loading ??= import('./site-header').then(
    (module) => {
      SiteHeader = module.SiteHeader;
      markLoaded();
    },
    (error: unknown) => {
      loading = undefined;
      loadFailed = true;
      throw error;
    },
  );
  return loading;
}

/** The server's masthead while it waits for its first use; null on the server and once hydrated. */
let served: HTMLElement | null =
  typeof document === 'undefined' ? null : document.querySelector('header[data-masthead]');
/** The address the server drew the masthead for. */
const servedPath = served ? window.location.pathname : '';
/** The router's navigation (through the app's wait for each page's code), once it is up. */
let followLink: ((to: string) => void) | undefined;
let markHydrated: () => void;
const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/** What the reader pressed before the code was in, replayed on the hydrated masthead. */
const pressed: Array<{ index: number; key?: string }> = [];
const CONTROLS = 'a[href], button';
const controlsOf = (header: Element | null) =>
  header ? Array.from(header.querySelectorAll<HTMLElement>(CONTROLS)) : [];

/** Any sign of intent on the served masthead: a pointer, a touch, the focus, a press, a key. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'keydown'];
/** Only a press and a key may be held back; the others never block scrolling. */
const listenerOptions = (type: string) => ({
  capture: true,
  passive: type !== 'click' && type !== 'keydown',
});

/** Starts loading the code; a failure waits for the next use. */
function startLoading() {
  loadMasthead().catch(() => undefined);
}

/**
 * Heard on the window before React's own listener: React stops a press on a
 * part it has not hydrated yet unless it can hydrate it at once. A site link
 * pressed before the code is in navigates on the client, as its Link would;
 * a button's press is noted and replayed once the code is in. A link the
 * browser opens elsewhere (a modifier, another button, a target, another
 * site) is left to the browser.
 */
function onIntent(event: Event) {
  const target = event.target;
  if (!served || !(target instanceof Element) || !served.contains(target)) return;
  startLoading();
  if (SiteHeader) return;
  const control = target.closest<HTMLElement>(CONTROLS);
  if (!control) return;
  if (event instanceof MouseEvent && event.type === 'click') {
    if (control instanceof HTMLAnchorElement) {
      const to = clientNavigationTarget(event, control);
      if (to === null) return;
      // The search button is a link to the search page underneath: its press opens the overlay.
      const opensOverlay = control.hasAttribute('aria-haspopup') && !loadFailed;
      if (!opensOverlay) {
        if (!followLink) return;
        event.preventDefault();
        followLink(to);
        return;
      }
    }
    event.preventDefault();
    pressed.push({ index: controlsOf(served).indexOf(control) });
  } else if (event instanceof KeyboardEvent && event.type === 'keydown') {
    // The one key a control in the masthead answers besides a press: the sections menu's ArrowDown.
    if (event.key !== 'ArrowDown' || !(control instanceof HTMLButtonElement)) return;
    event.preventDefault();
    pressed.push({ index: controlsOf(served).indexOf(control), key: event.key });
  }
}

if (served) {
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, listenerOptions(type));
}

function replayPresses() {
  const controls = controlsOf(document.querySelector('header[data-masthead]'));
  for (const { index, key } of pressed.splice(0)) {
    const control = controls[index];
    if (!control) continue;
    if (key)
      control.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    else control.click();
  }
}

function Hydrated({ Header }: { Header: ComponentType }) {
  // Hydrated at another address than the server's (a navigation went ahead
  // without the code: offline), it is drawn afresh, since hydration keeps the
  // served page's marks of the current section.
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (!served) return;
    served = null;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
    markHydrated();
    if (window.location.pathname === servedPath) replayPresses();
    else setMoved(true);
  }, []);
  useEffect(() => {
    if (moved) replayPresses();
  }, [moved]);
  return <Header key={moved ? 'drawn' : 'served'} />;
}

/**
 * On the server only (kept-masthead.tsx): renders with `Header` drawn in the
 * masthead's place for the length of a synchronous `draw`. Never imported
 * by the browser's code, so it costs the reader nothing.
 */
export function drawMastheadWith<T>(Header: ComponentType, draw: () => T): T {
  const drawn = SiteHeader;
  SiteHeader = Header;
  try {
    return draw();
  } finally {
    SiteHeader = drawn;
  }
}

function MastheadBody() {
  if (!SiteHeader) {
    // Drawn without the server's markup (after a back-office page): load it now.
    if (!served) startLoading();
    use(loaded);
  }
  return <Hydrated Header={SiteHeader!} />;
}

/**
 * The masthead, memoised: a page change must not reach it while it waits to
 * hydrate, or React would draw it again from nothing.
 */
export const Masthead = memo(function Masthead() {
  return (
    <>
      <LinkFollower />
      <Suspense fallback={null}>
        <MastheadBody />
      </Suspense>
    </>
  );
});

/** Lends the router's navigation to the served masthead's links; draws nothing. */
function LinkFollower() {
  const [, navigate] = useLocation();
  useLayoutEffect(() => {
    followLink = navigate;
  }, [navigate]);
  return null;
}

/**
 * Whether a navigation can go ahead at once: the masthead's code is in and
 * it is hydrated, so it follows the new address rather than hydrating
 * against it.
 */
export function mastheadReady(): boolean {
  return SiteHeader !== undefined && served === null;
}

/**
 * Gets the masthead ready for a navigation. If its code cannot load
 * (offline), the navigation goes ahead without it: the served masthead stays
 * as drawn, and is drawn afresh once its code is in.
 */
export function prepareMasthead(): Promise<void> {
  return loadMasthead().then(
    () => (served ? hydrated : undefined),
    () => undefined,
  );
}
