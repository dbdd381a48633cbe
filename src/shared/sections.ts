import sectionList from '../../data/sections.json';

/**
 * The ten editorial sections. data/sections.json is the single source: the
 * server serves it at /data/sections.json and both sides import it here.
 */
export const SECTION_SLUGS = [
  'global-affairs',
  'avenger-affairs',
  'mutant-rights-registration',
  'science-tech',
  'crime-justice',
  'street-beat',
  'cosmic-watch',
  'financial-desk',
  'arts-culture',
  'obituaries-legacy',
] as const;

export type SectionSlug = (typeof SECTION_SLUGS)[number];

export const NAV_GROUP_NAMES = [
  'Politics & Policy',
  'Heroes & Security',
  'Science & Economy',
  'Culture & Legacy',
  'Cosmic',
] as const;

export type NavGroupName = (typeof NAV_GROUP_NAMES)[number];

export interface Section {
  id: SectionSlug;
  slug: SectionSlug;
  name: string;
  description: string;
  group: NavGroupName;
}

export const sections = sectionList as Section[];

/** The section whose memorial listing ignores filters and sorts newest first. */
export const OBITUARIES_SLUG: SectionSlug = 'obituaries-legacy';

/** Sections linked directly in the desktop header, in order. */
export const HEADER_SECTION_SLUGS: readonly SectionSlug[] = [
  'global-affairs',
  'avenger-affairs',
  'cosmic-watch',
  'science-tech',
];

const bySlug = new Map(sections.map((section) => [section.slug, section]));

export function findSection(slug: string): Section | undefined {
  return bySlug.get(slug as SectionSlug);
}

export function isSectionSlug(value: string): value is SectionSlug {
  return bySlug.has(value as SectionSlug);
}

export interface NavGroup {
  name: NavGroupName;
  sections: Section[];
}

export const navGroups: NavGroup[] = NAV_GROUP_NAMES.map((name) => ({
  name,
  sections: sections.filter((section) => section.group === name),
}));
