import { describe, expect, test } from 'bun:test';
import {
  absoluteUrl,
  articleHeadline,
  articleModifiedAt,
  articlePublishedAt,
  articleSocial,
  articleStructuredData,
  breadcrumbList,
  HEADLINE_MAX_LENGTH,
  jsonLdGraph,
  websiteNode,
} from './structured-data';

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

const SITE = 'https://g.example';

describe('the website node', () => {
  test('offers a search action on the search page with the schema.org placeholder', () => {
    expect(websiteNode(SITE).potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: 'https://g.example/search?q={search_term_string}',
      },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('article headline', () => {
  test('a title of 110 characters is kept whole', () => {
    const title = `${'a'.repeat(109)}b`;
    expect(articleHeadline(title)).toBe(title);
  });

  test('markup-like text in a title is kept as written', () => {
    expect(articleHeadline('Rift </script> over <b>the</b>  harbor')).toBe(
      'Rift </script> over <b>the</b> harbor',
    );
  });

  test('a longer title is cut at a word to at most 110 characters, with an ellipsis', () => {
    const title = 'Portal '.repeat(30).trim();
    const headline = articleHeadline(title);
    expect(headline.length).toBeLessThanOrEqual(HEADLINE_MAX_LENGTH);
    expect(headline).toEndWith('Portal…');
  });
});

describe('article dates', () => {
  test.each([
    [
      'the date the page shows, when it is a date',
      { date: '2026-03-04T05:06:07+02:00', publishedAt: '2026-01-01T00:00:00.000Z' },
      '2026-03-04T03:06:07.000Z',
    ],
    [
      'when it went public, when the shown date is free text',
      { date: 'The third moon of spring', publishedAt: '2026-01-01T00:00:00.000Z' },
      '2026-01-01T00:00:00.000Z',
    ],
    ['nothing, when neither is known', { date: 'Soon', publishedAt: null }, null],
  ])('published: %s', (_, article, expected) => {
    expect(articlePublishedAt(article)).toBe(expected);
  });

  test('modified is the last save, but never before the publication', () => {
    expect(
      articleModifiedAt({ updatedAt: '2026-02-01T00:00:00.000Z' }, '2026-01-01T00:00:00.000Z'),
    ).toBe('2026-02-01T00:00:00.000Z');
    expect(
      articleModifiedAt({ updatedAt: '2026-01-01T00:00:00.000Z' }, '2026-05-01T00:00:00.000Z'),
    ).toBe('2026-05-01T00:00:00.000Z');
    expect(articleModifiedAt({ updatedAt: '2026-01-01T00:00:00.000Z' }, null)).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });
});

describe('article structured data: a news article when author and date are known', () => {
  const article = {
    title: 'Second sun rises over Earth-838',
    summary: 'A second light appeared before dawn.',
    author: 'Priya Castellanos',
    date: '2026-11-21T10:00:00.000Z',
    publishedAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    tags: ['rift', 'earth-838'],
  };
  const links = {
    path: '/article/second-sun',
    authorPath: '/author/Priya%20Castellanos',
    image: '/images/sun.svg',
    sectionName: 'Cosmic Watch',
    crumbs: [{ name: 'Home', path: '/' }, { name: 'Second sun' }],
  };

  test('is a news article when the author and the publish date are known', () => {
    const data = articleStructuredData(SITE, article, links) as {
      '@graph': Record<string, unknown>[];
    };
    const [news, breadcrumb] = data['@graph'];
    expect(news).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Second sun rises over Earth-838',
      description: 'A second light appeared before dawn.',
      image: ['https://g.example/images/sun.svg'],
      datePublished: '2026-11-21T10:00:00.000Z',
      dateModified: '2026-11-21T12:00:00.000Z',
      author: {
        '@type': 'Person',
        name: 'Priya Castellanos',
        url: 'https://g.example/author/Priya%20Castellanos',
      },
      publisher: {
        '@type': 'Organization',
        name: 'The Multiverse Gazette',
        logo: { '@type': 'ImageObject', url: 'https://g.example/images/logo.svg' },
      },
      articleSection: 'Cosmic Watch',
      keywords: 'rift, earth-838',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://g.example/article/second-sun' },
    });
    expect(breadcrumb?.['@type']).toBe('BreadcrumbList');
  });

  test.each([
    ['the publish date is unknown', { ...article, date: 'Soon', publishedAt: null }],
    ['the author is blank', { ...article, author: '  ' }],
  ])('is the website when %s', (_, input) => {
    const data = articleStructuredData(SITE, input, links) as {
      '@graph': Record<string, unknown>[];
    };
    expect(data['@graph'].map((node) => node['@type'])).toEqual(['WebSite', 'BreadcrumbList']);
  });

  test('leaves out the section and keywords it does not have', () => {
    const data = articleStructuredData(
      SITE,
      { ...article, tags: [] },
      { ...links, sectionName: undefined },
    ) as { '@graph': Record<string, unknown>[] };
    expect(data['@graph'][0]).not.toHaveProperty('articleSection');
    expect(data['@graph'][0]).not.toHaveProperty('keywords');
  });

  test('the social card properties carry the same dates, section and every tag', () => {
    expect(articleSocial(article, links)).toEqual({
      publishedTime: '2026-11-21T10:00:00.000Z',
      modifiedTime: '2026-11-21T12:00:00.000Z',
      section: 'Cosmic Watch',
      authorPath: '/author/Priya%20Castellanos',
      tags: ['rift', 'earth-838'],
    });
  });
});
