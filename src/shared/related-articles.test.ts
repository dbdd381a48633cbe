import { describe, expect, test } from 'bun:test';
import { selectRelatedArticles, sharedTagCount } from './related-articles';

const story = (id: number, section: string, tags: string[] = []) => ({ id, section, tags });
const current = story(1, 'cosmic-watch', ['portal', 'earth-616', 'rift']);

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('sharedTagCount', () => {
  test.each<[string[], number]>([
    [[], 0],
    [['harbor'], 0],
    [['portal'], 1],
    [['Portal', 'RIFT'], 2],
    [['portal', 'portal'], 1],
    [['portal', 'earth-616', 'rift', 'extra'], 3],
  ])('%p shares %i', (tags, count) => {
    expect(sharedTagCount(current.tags, story(9, 'street-beat', tags))).toBe(count);
  });
});

describe('selectRelatedArticles: 3 from the section, topped up by shared tags', () => {
  const sameSection = [
    story(2, 'cosmic-watch'),
    story(3, 'cosmic-watch'),
    story(4, 'cosmic-watch'),
    story(5, 'cosmic-watch'),
  ];
  const tagged = [
    story(10, 'street-beat', ['portal']),
    story(11, 'arts-culture', ['portal', 'rift']),
    story(12, 'science-tech', ['harbor']),
    story(13, 'crime-justice', ['portal', 'rift', 'earth-616']),
    story(14, 'global-affairs', ['rift']),
  ];

  test.each<[string, ReturnType<typeof story>[], ReturnType<typeof story>[], number[]]>([
    ['a full section needs no top-up', sameSection, tagged, [2, 3, 4]],
    ['two from the section, one by tags', sameSection.slice(0, 2), tagged, [2, 3, 13]],
    ['one from the section, two by tags', sameSection.slice(0, 1), tagged, [2, 13, 11]],
    [
      'none from the section: most shared tags first, ties in given order',
      [],
      tagged,
      [13, 11, 10],
    ],
    [
      'no shared tags: fewer than three',
      [story(2, 'cosmic-watch')],
      [story(12, 'x', ['harbor'])],
      [2],
    ],
    ['nothing related', [], [], []],
    ['the article itself never appears', [current, story(2, 'cosmic-watch')], [current], [2]],
    [
      'an article is not listed twice',
      [story(2, 'cosmic-watch', ['portal'])],
      [story(2, 'cosmic-watch', ['portal']), story(10, 'street-beat', ['portal'])],
      [2, 10],
    ],
    ['another section passed as same-section is ignored', [story(20, 'street-beat')], [], []],
  ])('%s', (_name, section, candidates, expected) => {
    expect(ids(selectRelatedArticles(current, section, candidates))).toEqual(expected);
  });

  test('an article without tags gets only its section', () => {
    expect(
      ids(selectRelatedArticles(story(1, 'cosmic-watch'), sameSection.slice(0, 1), tagged)),
    ).toEqual([2]);
  });
});
