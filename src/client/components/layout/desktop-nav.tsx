import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { navGroups } from '~/shared/sections';
import { cn } from '../../lib/cn';
import { isCurrent, sectionHref, TOP_LINKS } from './nav-links';

/** Part C §9: the navigation menu opens after 200 ms, and at once within 300 ms of closing. */
export const NAV_MENU_DELAY_MS = 200;
export const NAV_MENU_SKIP_DELAY_MS = 300;

const SECTIONS_MENU = 'sections';

const itemClass =
  'whitespace-nowrap rounded px-3 py-1.5 text-sm font-medium hover:bg-accent-soft data-[active]:bg-accent data-[active]:text-accent-contrast';

/** Wide screens: the top links and the sections mega menu. */
export function DesktopNav() {
  const [location] = useLocation();
  const inGroups = navGroups.some((group) =>
    group.sections.some((section) => isCurrent(location, sectionHref(section.slug))),
  );
  const inTopLinks = TOP_LINKS.some((link) => isCurrent(location, link.href));
  const [openMenu, setOpenMenu] = useState('');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const enterOnOpen = useRef(false);

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
      aria-label="Main"
      value={openMenu}
      onValueChange={setOpenMenu}
      delayDuration={NAV_MENU_DELAY_MS}
      skipDelayDuration={NAV_MENU_SKIP_DELAY_MS}
      className="relative hidden border-t border-border lg:block"
    >
      <NavigationMenu.List className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-2">
        {TOP_LINKS.map((link) => (
          <NavigationMenu.Item key={link.href}>
            <NavigationMenu.Link asChild active={isCurrent(location, link.href)}>
              <Link href={link.href} className={cn('block', itemClass)}>
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item value={SECTIONS_MENU}>
          <NavigationMenu.Trigger
            ref={triggerRef}
            onKeyDown={openFromKeyboard}
            className={cn(
              itemClass,
              'group flex items-center gap-1 data-[state=open]:bg-accent-soft',
              inGroups && !inTopLinks && 'underline decoration-2 underline-offset-4',
            )}
          >
            All Sections
            <ChevronDown
              aria-hidden
              className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
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
      <div className="absolute inset-x-0 top-full z-40 flex justify-center px-4">
        <NavigationMenu.Viewport className="mega-menu-viewport w-full max-w-7xl overflow-hidden rounded-b-lg border border-t-0 border-border bg-surface shadow-xl" />
      </div>
    </NavigationMenu.Root>
  );
}
