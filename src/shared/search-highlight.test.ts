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
});
