import { focusables, type NavHandoff } from './nav-handoff';

/** The first menu delay, counted from the hover that began on the static trigger. */
export function remainingDelay(handoff: NavHandoff, delay: number): number {
  if (handoff.hoverSince === null) return delay;
  return Math.max(0, delay - (performance.now() - handoff.hoverSince));
}

/** Puts the focus back where it was: the element that had it was replaced. */
export function restoreFocus(nav: HTMLElement, handoff: NavHandoff): void {
  const active = document.activeElement;
  if (handoff.focusIndex >= 0 && (active === null || active === document.body)) {
    focusables(nav)[handoff.focusIndex]?.focus();
  }
  handoff.focusIndex = -1;
}

/**
 * Replays the presses through the Radix trigger's own handlers; with no
 * press, a hover still on the trigger is replayed as the mouse move Radix
 * opens on. Events are dispatched rather than state set, so the menu goes
 * through exactly the transitions it would have.
 */
export function replayHandoff(trigger: HTMLButtonElement, handoff: NavHandoff): void {
  for (const action of handoff.actions) {
    if (action === 'press') trigger.click();
    else {
      trigger.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
      );
    }
  }
  if (handoff.actions.length === 0 && handoff.hoverSince !== null) {
    trigger.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
  }
  handoff.actions = [];
  handoff.hoverSince = null;
}
