import { findSection, HEADER_SECTION_SLUGS } from '~/shared/sections';

/** The desktop header's top links, in order. */
export const TOP_LINKS = [
  { href: '/', label: 'Home' },
  ...HEADER_SECTION_SLUGS.map((slug) => ({
    href: `/section/${slug}`,
    label: findSection(slug)!.name,
  })),
];

export function sectionHref(slug: string): string {
  return `/section/${slug}`;
}

/** Whether a link points at the page being shown (wouter's location has no query string). */
export function isCurrent(location: string, href: string): boolean {
  return location === href || (href !== '/' && location === `${href}/`);
}
