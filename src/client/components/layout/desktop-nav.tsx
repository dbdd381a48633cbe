import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { emptyHandoff, type NavHandoff, recordFocus } from './nav-handoff';
import { StaticDesktopNav } from './static-desktop-nav';

type NavMenu = ComponentType<{ handoff: NavHandoff }>;

/*
 * Radix NavigationMenu is its own chunk, fetched when the reader first points
 * at, focuses or presses the navigation: the server's HTML and the first
 * paint show the same markup without it (static-desktop-nav.tsx).
 */
let loadedMenu: NavMenu | null = null;
let menuLoading: Promise<NavMenu> | null = null;

function loadMenu(): Promise<NavMenu> {
  menuLoading ??= import('./desktop-nav-menu').then(
    (module) => {
      loadedMenu = module.DesktopNavMenu;
      return loadedMenu;
    },
    (error: unknown) => {
      // The static links still work; the next use tries again.
      menuLoading = null;
      throw error;
    },
  );
  return menuLoading;
}

/** Wide screens: the top links and the sections mega menu. */
export function DesktopNav() {
  const [location] = useLocation();
  const [handoff] = useState(emptyHandoff);
  // Null on the server and while hydrating, so the static markup matches.
  const [Menu, setMenu] = useState<NavMenu | null>(null);

  const takeOver = useCallback(() => {
    loadMenu().then(
      (menu) => setMenu(() => menu),
      () => undefined,
    );
  }, []);

  // Mounted again after the menu arrived: no reason to wait for a hover.
  useEffect(() => {
    if (loadedMenu) takeOver();
  }, [takeOver]);

  // Notes the focus as the static navigation leaves the page, while it still holds it.
  const staticNavRef = useCallback(
    (nav: HTMLElement | null) => {
      if (nav) return () => recordFocus(nav, handoff);
    },
    [handoff],
  );

  if (Menu) return <Menu handoff={handoff} />;
  return (
    <StaticDesktopNav
      ref={staticNavRef}
      location={location}
      handoff={handoff}
      onFirstUse={takeOver}
    />
  );
}
