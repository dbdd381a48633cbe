/**
 * What a reader did to the static header navigation before the Radix one
 * arrived, so the Radix one takes over where they are: the focus stays on the
 * same link or button, presses of the trigger still open the menu, and a
 * hover still opens it on time (the replay is in nav-handoff-replay.ts, in
 * the menu's chunk).
 */
export interface NavHandoff {
  /** Which of the navigation's links and buttons had the focus; -1 if none. */
  focusIndex: number;
  /** When the mouse came onto the trigger, while it is still there. */
  hoverSince: number | null;
  /** Presses of the trigger (click, Enter, Space) and ArrowDown keys on it, in order. */
  actions: Array<'press' | 'arrow-down'>;
}

export function emptyHandoff(): NavHandoff {
  return { focusIndex: -1, hoverSince: null, actions: [] };
}

export function focusables(nav: HTMLElement): HTMLElement[] {
  return Array.from(nav.querySelectorAll<HTMLElement>('a[href], button'));
}

/** Notes where the focus is inside the static navigation, just before it is replaced. */
export function recordFocus(nav: HTMLElement | null, handoff: NavHandoff): void {
  const active = document.activeElement;
  handoff.focusIndex = nav && active instanceof HTMLElement ? focusables(nav).indexOf(active) : -1;
}
