import { type ComponentType, memo, Suspense, use, useEffect } from 'react';

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

/** Loads the masthead's code; the server awaits it before every render. */
export function loadMasthead(): Promise<void> {
  loading ??= import('./site-header').then(
    (module) => {
      SiteHeader = module.SiteHeader;
      markLoaded();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The server's masthead while it waits for its first use; null on the server and once hydrated. */
let served: HTMLElement | null =
  typeof document === 'undefined' ? null : document.querySelector('header[data-masthead]');
let markHydrated: () => void;
const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/** What the reader pressed before the code was in, replayed on the hydrated masthead. */
const pressed: Array<{ index: number; key?: string }> = [];
const CONTROLS = 'a[href], button';
const controlsOf = (header: Element | null) =>
  header ? Array.from(header.querySelectorAll<HTMLElement>(CONTROLS)) : [];

/** Any sign of intent on the served masthead (pointer, focus, press, key). */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'keydown'];

/** Starts loading the code; a failure waits for the next use. */
function startLoading() {
  loadMasthead().catch(() => undefined);
}

/**
 * Heard on the window before React's own listener: React stops a press on a
 * part it has not hydrated yet unless it can hydrate it at once, so a press
 * that comes before the code is noted here and replayed once it is. A link
 * the browser opens elsewhere (a modifier, another button, a target) is left
 * to the browser.
 */
function onIntent(event: Event) {
  const target = event.target;
  if (!served || !(target instanceof Element) || !served.contains(target)) return;
  startLoading();
  if (SiteHeader) return;
  const control = target.closest<HTMLElement>(CONTROLS);
  if (!control) return;
  const index = controlsOf(served).indexOf(control);
  if (event instanceof MouseEvent && event.type === 'click') {
    const opensElsewhere =
      control instanceof HTMLAnchorElement &&
      (event.button !== 0 ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        event.altKey ||
        control.target !== '');
    if (opensElsewhere) return;
    event.preventDefault();
    pressed.push({ index });
  } else if (event instanceof KeyboardEvent && event.type === 'keydown') {
    // The one key a control in the masthead answers besides a press: the sections menu's ArrowDown.
    if (event.key !== 'ArrowDown' || !(control instanceof HTMLButtonElement)) return;
    event.preventDefault();
    pressed.push({ index, key: event.key });
  }
}

if (served) for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, true);

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
  useEffect(() => {
    if (!served) return;
    served = null;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
    markHydrated();
    replayPresses();
  }, []);
  return <Header />;
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
    <Suspense fallback={null}>
      <MastheadBody />
    </Suspense>
  );
});

/**
 * Whether a navigation can go ahead at once: the masthead's code is in and
 * it is hydrated, so it follows the new address rather than hydrating
 * against it.
 */
export function mastheadReady(): boolean {
  return SiteHeader !== undefined && served === null;
}

/** Gets the masthead ready for a navigation; rejects if its code cannot load. */
export function prepareMasthead(): Promise<void> {
  return loadMasthead().then(() => (served ? hydrated : undefined));
}
