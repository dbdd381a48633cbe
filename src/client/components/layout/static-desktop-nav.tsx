import type { Ref } from 'react';
import { Link } from 'wouter';
import {
  NAV_CLASS,
  NAV_LIST_CLASS,
  TOP_LINK_CLASS,
  TriggerLabel,
  triggerClass,
  VIEWPORT_FRAME_CLASS,
} from './desktop-nav-parts';
import type { NavHandoff } from './nav-handoff';
import { isCurrent, TOP_LINKS } from './nav-links';

interface StaticDesktopNavProps {
  location: string;
  /** Filled with what the reader does to the trigger until the Radix menu takes over. */
  handoff: NavHandoff;
  /** The first hover, focus or press anywhere in the navigation. */
  onFirstUse: () => void;
  ref?: Ref<HTMLElement>;
}

/**
 * The header navigation as Radix NavigationMenu renders it closed: the same
 * elements, attributes and classes, so the server's HTML, the first paint and
 * the hand-over to the Radix menu (desktop-nav-menu.tsx) look alike. Its links
 * work as they are; the trigger's presses wait in the handoff for the menu.
 */
export function StaticDesktopNav({ location, handoff, onFirstUse, ref }: StaticDesktopNavProps) {
  return (
    <nav
      ref={ref}
      aria-label="Main"
      data-orientation="horizontal"
      dir="ltr"
      className={NAV_CLASS}
      onPointerEnter={onFirstUse}
      onPointerDown={onFirstUse}
      onFocus={onFirstUse}
    >
      <div style={{ position: 'relative' }}>
        <ul data-orientation="horizontal" dir="ltr" className={NAV_LIST_CLASS}>
          {TOP_LINKS.map((link) => {
            const active = isCurrent(location, link.href);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  data-active={active ? '' : undefined}
                  aria-current={active ? 'page' : undefined}
                  className={TOP_LINK_CLASS}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
          <li>
            <button
              type="button"
              data-state="closed"
              aria-expanded={false}
              className={triggerClass(location)}
              onClick={() => {
                handoff.actions.push('press');
                onFirstUse();
              }}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowDown') return;
                event.preventDefault();
                handoff.actions.push('arrow-down');
                onFirstUse();
              }}
              onPointerEnter={(event) => {
                if (event.pointerType === 'mouse') handoff.hoverSince = performance.now();
              }}
              onPointerLeave={() => {
                handoff.hoverSince = null;
              }}
            >
              <TriggerLabel />
            </button>
          </li>
        </ul>
      </div>
      <div className={VIEWPORT_FRAME_CLASS} />
    </nav>
  );
}
