import { ChevronDown } from 'lucide-react';
import { navGroups } from '~/shared/sections';
import { cn } from '../../lib/cn';
import { isCurrent, sectionHref, TOP_LINKS } from './nav-links';

/*
 * What the static header navigation (first paint) and the Radix one (loaded
 * on first use) share, so both render the same elements with the same look.
 */

/** The navigation menu opens after 200 ms, and at once within 300 ms of closing. */
export const NAV_MENU_DELAY_MS = 200;
export const NAV_MENU_SKIP_DELAY_MS = 300;

export const SECTIONS_MENU = 'sections';

export const NAV_CLASS = 'relative hidden border-t border-border lg:block';
export const NAV_LIST_CLASS = 'mx-auto flex max-w-7xl items-center gap-1 px-4 py-2';
export const VIEWPORT_FRAME_CLASS = 'absolute inset-x-0 top-full z-40 flex justify-center px-4';

const itemClass =
  'whitespace-nowrap rounded px-3 py-1.5 text-sm font-medium hover:bg-accent-soft data-[active]:bg-accent data-[active]:text-accent-contrast';

export const TOP_LINK_CLASS = cn('block', itemClass);

/** The "All Sections" trigger, underlined while a section only the menu lists is shown. */
export function triggerClass(location: string): string {
  const inGroups = navGroups.some((group) =>
    group.sections.some((section) => isCurrent(location, sectionHref(section.slug))),
  );
  const inTopLinks = TOP_LINKS.some((link) => isCurrent(location, link.href));
  return cn(
    itemClass,
    'group flex items-center gap-1 data-[state=open]:bg-accent-soft',
    inGroups && !inTopLinks && 'underline decoration-2 underline-offset-4',
  );
}

export function TriggerLabel() {
  return (
    <>
      All Sections
      <ChevronDown
        aria-hidden
        className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
      />
    </>
  );
}
