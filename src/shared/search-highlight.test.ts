import { describe, expect, test } from 'bun:test';
import { type HighlightSegment, highlightSegments } from './search-highlight';

const m = (text: string): HighlightSegment => ({ text, match: true });
const t = (text: string): HighlightSegment => ({ text, match: false });

describe('highlightSegments', () => {
  test.each<[string, string[], HighlightSegment[]]>([
    ['Portal opens', ['portal'], [m('Portal'), t(' opens')]],
    ['Over the portal', ['portal'], [t('Over the '), m('portal')]],
    ['Portal to portal', ['portal'], [m('Portal'), t(' to '), m('portal')]],
    ['Portal opens', ['port', 'portal'], [m('Portal'), t(' opens')]],
    ['Spider-Man (616)', ['spider-man', '(616)'], [m('Spider-Man'), t(' '), m('(616)')]],
    ['a.b', ['.'], [t('a'), m('.'), t('b')]],
    ['Nothing here', ['portal'], [t('Nothing here')]],
    ['Nothing here', [], [t('Nothing here')]],
    ['', ['portal'], []],
  ])('%p with %p', (text, terms, expected) => {
    expect(highlightSegments(text, terms)).toEqual(expected);
  });

  test('a kept pattern follows the terms asked for, one call after another', () => {
    expect(highlightSegments('Portal port', ['port'])).toEqual([m('Port'), t('al '), m('port')]);
    expect(highlightSegments('Portal port', ['portal'])).toEqual([m('Portal'), t(' port')]);
    expect(highlightSegments('Portal port', [])).toEqual([t('Portal port')]);
    expect(highlightSegments('Portal port', ['port'])).toEqual([m('Port'), t('al '), m('port')]);
    // Terms a plain join would confuse are still told apart.
    expect(highlightSegments('a,b', ['a,b'])).toEqual([m('a,b')]);
    expect(highlightSegments('a,b', ['a', 'b'])).toEqual([m('a'), t(','), m('b')]);
  });
});
