import { describe, expect, test } from 'bun:test';
import { findSection, NAV_GROUP_NAMES, navGroups, SECTION_SLUGS, sections } from './sections';

describe('sections', () => {
  test('data/sections.json holds exactly the ten slugs, each id equal to its slug', () => {
    expect(sections.map((s) => s.slug).sort()).toEqual([...SECTION_SLUGS].sort());
    for (const section of sections) {
      expect(section.id).toBe(section.slug);
      expect(section.name.length).toBeGreaterThan(0);
      expect(section.description.length).toBeGreaterThan(0);
    }
  });

  test('navigation groups: the five groups and their sections, in order', () => {
    const names = (group: string) =>
      navGroups.find((g) => g.name === group)?.sections.map((s) => s.name);
    expect(navGroups.map((g) => g.name)).toEqual([...NAV_GROUP_NAMES]);
    expect(names('Politics & Policy')).toEqual(['Global Affairs', 'Mutant Rights & Registration']);
    expect(names('Heroes & Security')).toEqual([
      'Avenger Affairs',
      'Crime & Justice',
      'Street Beat',
    ]);
    expect(names('Science & Economy')).toEqual(['Science & Tech', 'Financial Desk']);
    expect(names('Culture & Legacy')).toEqual(['Arts & Culture', 'Obituaries & Legacy']);
    expect(names('Cosmic')).toEqual(['Cosmic Watch']);
  });

  test('findSection looks a section up by slug', () => {
    expect(findSection('cosmic-watch')?.name).toBe('Cosmic Watch');
    expect(findSection('multiverse-watch')).toBeUndefined();
  });
});
