import { describe, expect, test } from 'bun:test';
import { absoluteUrl, breadcrumbList, jsonLdGraph } from './structured-data';

describe('structured data', () => {
  test('a breadcrumb list numbers its items from 1 and links all but a bare last crumb', () => {
    expect(
      breadcrumbList('https://g.example', [
        { name: 'Home', path: '/' },
        { name: 'Cosmic Watch', path: '/section/cosmic-watch' },
        { name: 'Portal opens' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://g.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Cosmic Watch',
          item: 'https://g.example/section/cosmic-watch',
        },
        { '@type': 'ListItem', position: 3, name: 'Portal opens' },
      ],
    });
  });

  test('a graph carries one context for all its nodes', () => {
    expect(jsonLdGraph({ '@type': 'A' }, { '@type': 'B' })).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'A' }, { '@type': 'B' }],
    });
  });

  test.each([
    ['/images/a.svg', 'https://g.example/images/a.svg'],
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
  ])('absoluteUrl(%p) → %p', (input, output) => {
    expect(absoluteUrl('https://g.example', input)).toBe(output);
  });
});
