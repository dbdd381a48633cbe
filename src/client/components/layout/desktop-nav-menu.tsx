import { NavigationMenu } from 'radix-ui';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { navGroups } from '~/shared/sections';
import {
  NAV_CLASS,
  NAV_LIST_CLASS,
  NAV_MENU_DELAY_MS,
  NAV_MENU_SKIP_DELAY_MS,
  SECTIONS_MENU,
  TOP_LINK_CLASS,
  TriggerLabel,
  triggerClass,
  VIEWPORT_FRAME_CLASS,
} from './desktop-nav-parts';
import type { NavHandoff } from './nav-handoff';
import { remainingDelay, replayHandoff, restoreFocus } from './nav-handoff-replay';
import { isCurrent, sectionHref, TOP_LINKS } from './nav-links';

/**
 * Wide screens: the top links and the sections mega menu, on Radix
 * NavigationMenu. Its own chunk: until the reader first points at, focuses or
 * presses the navigation, the header shows the same markup without Radix
 * (static-desktop-nav.tsx), and `handoff` carries what they did to it.
 */
export function DesktopNavMenu({ handoff }: { handoff: NavHandoff }) {
  const [location] = useLocation();
  const [openMenu, setOpenMenu] = useState('');
  // The first opening counts its delay from the hover on the static trigger.
  const [delay, setDelay] = useState(() => remainingDelay(handoff, NAV_MENU_DELAY_MS));
  const navRef = useRef<HTMLElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const enterOnOpen = useRef(false);

  // The focus, before the first paint: it was on an element this one replaces.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on taking over
  useLayoutEffect(() => {
    if (navRef.current) restoreFocus(navRef.current, handoff);
  }, []);

  // The presses and the hover, once Radix has set up its handlers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on taking over
  useEffect(() => {
    if (triggerRef.current) replayHandoff(triggerRef.current, handoff);
    setDelay(NAV_MENU_DELAY_MS);
  }, []);

  useEffect(() => {
    if (openMenu !== SECTIONS_MENU) return;
    // Radix hides its tabbable focus proxy (the hop from the trigger into the
    // menu) with aria-hidden, which hides a focusable element from assistive
    // technology (axe aria-hidden-focus, radix-ui/primitives#3085). It passes
    // the focus on at once, so it can stay in the accessibility tree.
    const proxy = triggerRef.current?.nextElementSibling;
    if (proxy?.getAttribute('tabindex') === '0') proxy.removeAttribute('aria-hidden');
    if (!enterOnOpen.current) return;
    enterOnOpen.current = false;
    // The content mounts in the viewport a frame or two after the menu opens.
    let frame = 0;
    const focusFirstLink = (attempts: number) => {
      const link = contentRef.current?.querySelector('a');
      if (link) link.focus();
      else if (attempts > 0) frame = requestAnimationFrame(() => focusFirstLink(attempts - 1));
    };
    focusFirstLink(10);
    return () => cancelAnimationFrame(frame);
  }, [openMenu]);

  // As in a menu button, ArrowDown on the closed trigger opens the menu and enters it.
  const openFromKeyboard = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' || openMenu === SECTIONS_MENU) return;
    event.preventDefault();
    enterOnOpen.current = true;
    setOpenMenu(SECTIONS_MENU);
  };

  return (
    <NavigationMenu.Root
      ref={navRef}
      aria-label="Main"
      value={openMenu}
      onValueChange={setOpenMenu}
      delayDuration={delay}
      skipDelayDuration={NAV_MENU_SKIP_DELAY_MS}
      className={NAV_CLASS}
    >
      <NavigationMenu.List className={NAV_LIST_CLASS}>
        {TOP_LINKS.map((link) => (
          <NavigationMenu.Item key={link.href}>
            <NavigationMenu.Link asChild active={isCurrent(location, link.href)}>
              <Link href={link.href} className={TOP_LINK_CLASS}>
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item value={SECTIONS_MENU}>
          <NavigationMenu.Trigger
            ref={triggerRef}
            onKeyDown={openFromKeyboard}
            className={triggerClass(location)}
          >
            <TriggerLabel />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content ref={contentRef} className="mega-menu-content">
            <div className="grid grid-cols-5 gap-6 p-6">
              {navGroups.map((group, index) => (
                <div key={group.name}>
                  <p
                    id={`mega-menu-group-${index}`}
                    className="mb-2 text-xs font-bold uppercase tracking-wider text-muted"
                  >
                    {group.name}
                  </p>
                  <ul aria-labelledby={`mega-menu-group-${index}`} className="space-y-1">
                    {group.sections.map((section) => {
                      const href = sectionHref(section.slug);
                      return (
                        <li key={section.slug}>
                          <NavigationMenu.Link asChild active={isCurrent(location, href)}>
                            <Link
                              href={href}
                              className="block rounded p-2 hover:bg-accent-soft focus-visible:bg-accent-soft data-[active]:bg-accent-soft"
                            >
                              <span className="block text-sm font-semibold">{section.name}</span>
                              <span className="mt-0.5 block text-xs leading-snug text-muted">
                                {section.description}
                              </span>
                            </Link>
                          </NavigationMenu.Link>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </div>
            <div className="border-t border-border px-6 py-3 text-sm">
              <NavigationMenu.Link asChild active={isCurrent(location, '/sections')}>
                <Link href="/sections" className="link font-medium">
                  Browse every section
                </Link>
              </NavigationMenu.Link>
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
      <div className={VIEWPORT_FRAME_CLASS}>
        <NavigationMenu.Viewport className="mega-menu-viewport w-full max-w-7xl overflow-hidden rounded-b-lg border border-t-0 border-border bg-surface shadow-xl" />
      </div>
    </NavigationMenu.Root>
  );
}
