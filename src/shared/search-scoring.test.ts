import { describe, expect, test } from 'bun:test';
import type { Article } from './schemas/article';
import { searchHref } from './search-href';
import {
  parseSearchFilters,
  rankSearchResults,
  type SearchFilters,
  searchScore,
} from './search-scoring';

const harbor = {
  title: 'Portal Opens Over Harbor',
  summary: 'A rift appears above the docks at dawn',
  author: 'Helena Voss',
  tags: ['cosmic', 'rift-watch'],
  content: '<p class="lede">Sensors at the harbor recorded a spike.</p>',
};

describe('searchScore: title 20 +10 starts-with, summary 15, author 10, tag 8, content 5, whole query 15', () => {
  test.each<[string, number, string]>([
    ['portal', 20 + 10 + 15, 'title, starting with it, plus the whole query'],
    ['PORTAL', 20 + 10 + 15, 'case does not matter'],
    ['harbor', 20 + 5 + 15, 'title (not at the start) and body'],
    ['rift', 15 + 8 + 15, 'summary and a tag containing it'],
    ['voss', 10 + 15, 'author'],
    ['cosmic', 8 + 15, 'tag'],
    ['spike', 5 + 15, 'body only'],
    ['portal harbor', 20 + 10 + (20 + 5), 'two terms; the pair never appears together'],
    ['opens over', 20 + 20 + 15, 'two terms that also appear together'],
    ['opens   over', 20 + 20 + 15, 'repeated spaces split like one'],
    ['portal dragon', 20 + 10, 'a term found nowhere adds nothing'],
    ['dragon', 0, 'nothing found'],
    ['lede', 0, 'markup in the body is not searched'],
    ['   ', 0, 'a blank query'],
    ['', 0, 'an empty query'],
  ])('%p scores %i (%s)', (query, expected) => {
    expect(searchScore(harbor, query)).toBe(expected);
  });
});

function article(overrides: Partial<Article> & Pick<Article, 'id' | 'title'>): Article {
  return {
    slug: `article-${overrides.id}`,
    section: 'cosmic-watch',
    summary: '',
    content: '',
    author: 'Theo Nakamura',
    date: '2026-01-01T00:00:00Z',
    dateDisplay: null,
    image: null,
    imagePosition: 'center',
    additionalImages: [],
    status: 'published',
    tags: [],
    featured: false,
    readTime: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    publishedAt: null,
    version: 1,
    authorId: null,
    ...overrides,
  };
}

describe('rankSearchResults', () => {
  const articles = [
    // Portal in the body only: 5 + 15.
    article({
      id: 1,
      title: 'Zebra crossing reopens',
      content: 'a portal',
      date: '2026-03-01T00:00:00Z',
    }),
    // Portal at the start of the title: 20 + 10 + 15.
    article({ id: 2, title: 'Portal season', status: 'breaking', date: '2026-01-01T00:00:00Z' }),
    // Portal in the summary and a tag: 15 + 8 + 15.
    article({
      id: 3,
      title: 'After the storm',
      summary: 'portal debris',
      tags: ['portals'],
      section: 'street-beat',
      status: 'developing',
      date: '2026-02-01T00:00:00Z',
    }),
    // Free-text date: ordered by its creation time.
    article({
      id: 4,
      title: 'Minor portal flicker',
      date: 'sometime last week',
      createdAt: '2025-12-01T00:00:00.000Z',
    }),
    article({ id: 5, title: 'Nothing to see', date: '2026-04-01T00:00:00Z' }),
  ];
  const filters = (overrides: Partial<SearchFilters>): SearchFilters => ({
    q: 'portal',
    section: '',
    status: '',
    sort: 'newest',
    ...overrides,
  });
  const ids = (overrides: Partial<SearchFilters>) =>
    rankSearchResults(articles, filters(overrides)).map((hit) => hit.article.id);

  test.each<[Partial<SearchFilters>, number[]]>([
    [{ sort: 'newest' }, [1, 3, 2, 4]],
    [{ sort: 'relevance' }, [2, 3, 4, 1]],
    [{ sort: 'title' }, [3, 4, 2, 1]],
    [{ section: 'street-beat' }, [3]],
    [{ status: 'breaking' }, [2]],
    [{ status: 'developing', section: 'cosmic-watch' }, []],
    [{ status: 'analysis' }, []],
    [{ q: '' }, []],
    [{ q: 'zebra portal', sort: 'relevance' }, [1, 2, 3, 4]],
  ])('%p → %p', (overrides, expected) => {
    expect(ids(overrides)).toEqual(expected);
  });

  test('reports each score', () => {
    expect(
      rankSearchResults(articles, filters({ sort: 'relevance' })).map((hit) => hit.score),
    ).toEqual([45, 38, 20 + 15, 20]);
  });

  test('ties go to the newer article', () => {
    const twins = [
      article({ id: 1, title: 'Portal', date: '2026-01-01T00:00:00Z' }),
      article({ id: 2, title: 'Portal', date: '2026-02-01T00:00:00Z' }),
    ];
    expect(
      rankSearchResults(twins, filters({ sort: 'relevance' })).map((hit) => hit.article.id),
    ).toEqual([2, 1]);
  });
});

describe('parseSearchFilters and searchHref', () => {
  test.each<[string, SearchFilters]>([
    ['', { q: '', section: '', status: '', sort: 'newest' }],
    [
      'q=+portal+harbor+&section=cosmic-watch&status=breaking&sort=relevance',
      { q: 'portal harbor', section: 'cosmic-watch', status: 'breaking', sort: 'relevance' },
    ],
    ['q=x&status=analysis&sort=title', { q: 'x', section: '', status: 'analysis', sort: 'title' }],
    ['status=confirmed', { q: '', section: '', status: 'confirmed', sort: 'newest' }],
    // Values the page does not offer fall back to the defaults.
    [
      'section=multiverse-watch&status=draft&sort=oldest',
      { q: '', section: '', status: '', sort: 'newest' },
    ],
    ['status=published', { q: '', section: '', status: '', sort: 'newest' }],
  ])('?%s', (query, expected) => {
    expect(parseSearchFilters(new URLSearchParams(query))).toEqual(expected);
  });

  test('a query longer than the API accepts is cut to 200 characters', () => {
    expect(parseSearchFilters(new URLSearchParams({ q: 'a'.repeat(300) })).q).toHaveLength(200);
  });

  test.each<[Partial<SearchFilters>, string]>([
    [{}, '/search'],
    [{ q: '  ', sort: 'newest' }, '/search'],
    [{ q: 'spider-man' }, '/search?q=spider-man'],
    [
      { q: 'portal harbor', section: 'cosmic-watch', status: 'analysis', sort: 'title' },
      '/search?q=portal+harbor&section=cosmic-watch&status=analysis&sort=title',
    ],
  ])('%p → %s', (filters, href) => {
    expect(searchHref(filters)).toBe(href);
  });
});
