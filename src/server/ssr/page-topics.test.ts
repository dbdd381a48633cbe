import { describe, expect, test } from 'bun:test';
import {
  affects,
  affectsDiscovery,
  articleChange,
  decodeChange,
  EVERYTHING,
  encodeChange,
  topic,
} from './page-topics';

const article = {
  id: 7,
  title: 'Before',
  section: 'global-affairs',
  author: 'Priya Castellanos',
  tags: ['Portals'],
  status: 'published',
  date: '2026-10-01T12:00:00.000Z',
  version: 1,
};

describe('which pages a write affects', () => {
  test('a save of the words alone reaches the pages that show the article, not its lists', () => {
    const change = articleChange([article, { ...article, title: 'After', version: 2 }]);
    expect(affects(change, new Set([topic.article(7)]))).toBe(true);
    expect(affects(change, new Set([topic.shows(7), topic.section('global-affairs')]))).toBe(true);
    expect(affects(change, new Set([topic.text]))).toBe(true);
    // A list of the same section that does not show it.
    expect(affects(change, new Set([topic.section('global-affairs'), topic.shows(8)]))).toBe(false);
    expect(affects(change, new Set([topic.articles, topic.ticker]))).toBe(false);
    expect(affectsDiscovery(change)).toBe(true);
  });

  test('a move reaches the lists of the old and the new section, author and tags', () => {
    const change = articleChange([
      article,
      { ...article, section: 'cosmic-watch', author: 'Marcus Webb', tags: ['comets'] },
    ]);
    for (const read of [
      topic.section('global-affairs'),
      topic.section('cosmic-watch'),
      topic.author('priya castellanos'),
      topic.author('Marcus Webb'),
      topic.tag('portals'),
      topic.tag('Comets'),
      topic.articles,
    ]) {
      expect(affects(change, new Set([read]))).toBe(true);
    }
    expect(affects(change, new Set([topic.section('street-beat'), topic.ticker]))).toBe(false);
  });

  test('a new or deleted article is a change of its lists', () => {
    for (const change of [articleChange([null, article]), articleChange([article, null])]) {
      expect(affects(change, new Set([topic.section('global-affairs')]))).toBe(true);
      expect(affects(change, new Set([topic.articles]))).toBe(true);
    }
  });

  test('everything reaches every page, and a page that read through the API hears of every write', () => {
    expect(affects(EVERYTHING, new Set())).toBe(true);
    expect(affects(new Set([topic.ticker]), null)).toBe(true);
    expect(affects(new Set([topic.ticker]), new Set([topic.team]))).toBe(false);
    expect(affectsDiscovery(new Set([topic.ticker]))).toBe(false);
  });

  test('a change survives the line another process receives', () => {
    const change = articleChange([article, { ...article, author: 'Ana Ló pez' }]);
    expect(decodeChange(encodeChange(change))).toEqual(change);
    expect(decodeChange(encodeChange(EVERYTHING))).toBe(EVERYTHING);
    expect(decodeChange('')).toBe(EVERYTHING);
    expect(decodeChange('%E0%A4%A')).toBe(EVERYTHING);
  });
});
