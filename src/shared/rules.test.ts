import { describe, expect, test } from 'bun:test';
import { splitArticleBody } from './article-body';
import { usableAvatar } from './avatars';
import { formatDateTime } from './dates';
import { metaDescription } from './meta-description';
import { readingTime } from './reading-time';
import { priorityLabel } from './schemas/breaking-news';
import { addRecentSearch, searchTerms } from './search-terms';
import { slugify } from './slugify';

describe('slugify: lowercase, strip, hyphenate, collapse, trim, cut to 100', () => {
  test.each([
    ['Portal Opens Over Harbor', 'portal-opens-over-harbor'],
    ["Spider-Man's Return: A Timeline!", 'spider-mans-return-a-timeline'],
    ['  Lots   of   spaces  ', 'lots-of-spaces'],
    ['Dash -- and --- more', 'dash-and-more'],
    ['Ünïcödé & émoji 🚀 2026', 'ncd-moji-2026'],
    ['-leading and trailing-', 'leading-and-trailing'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  test('cuts to 100 characters', () => {
    const slug = slugify('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug).toMatch(/^[a-z0-9-]+$/);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('readingTime: words / 225, rounded up', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
  test.each([
    [1, 1],
    [225, 1],
    [226, 2],
    [450, 2],
    [451, 3],
  ])('%i words → %i min', (count, minutes) => {
    expect(readingTime(words(count))).toBe(minutes);
  });

  test('markup is not counted', () => {
    expect(readingTime(`<p>${words(225)}</p><p class="x">${words(1)}</p>`)).toBe(2);
  });
});

describe('metaDescription', () => {
  test('short text is kept', () => {
    expect(metaDescription('A short dek.')).toBe('A short dek.');
  });

  test('long text is cut to 155 characters with an ellipsis', () => {
    const text = 'The portal commission met again today to weigh evidence '.repeat(5);
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe('splitArticleBody: blocks, subheadings and additional images', () => {
  test('plain text splits on blank lines; short lines without end punctuation become subheadings', () => {
    const content =
      'The portal opened at dawn over the harbor district today.\n\nWhat happens next\n\nShort but ends.\n\nIs this a question?';
    expect(splitArticleBody(content)).toEqual([
      { kind: 'paragraph', text: 'The portal opened at dawn over the harbor district today.' },
      { kind: 'heading', text: 'What happens next' },
      { kind: 'paragraph', text: 'Short but ends.' },
      { kind: 'paragraph', text: 'Is this a question?' },
    ]);
  });

  test('a block of 60 characters or more stays a paragraph', () => {
    const long = 'x'.repeat(60);
    expect(splitArticleBody(long)).toEqual([{ kind: 'paragraph', text: long }]);
  });

  test('HTML with paragraph or heading tags is kept as markup, block by block', () => {
    expect(splitArticleBody('<h2>Lead</h2><p>One.</p>\n<p>Two.</p>')).toEqual([
      { kind: 'html', html: '<h2>Lead</h2>' },
      { kind: 'html', html: '<p>One.</p>' },
      { kind: 'html', html: '<p>Two.</p>' },
    ]);
  });

  test('additional images are spread evenly between blocks', () => {
    const content = [
      'A1 long enough paragraph.',
      'B2 long enough paragraph.',
      'C3 long enough paragraph.',
      'D4 long enough paragraph.',
    ].join('\n\n');
    const kinds = splitArticleBody(content, ['/one.svg']).map((block) => block.kind);
    expect(kinds).toEqual(['paragraph', 'paragraph', 'image', 'paragraph', 'paragraph']);
    const three = splitArticleBody(content, ['/a.svg', '/b.svg', '/c.svg']).map((b) =>
      b.kind === 'image' ? b.src : '.',
    );
    expect(three).toEqual(['.', '/a.svg', '.', '/b.svg', '.', '/c.svg', '.']);
  });
});

describe('priorityLabel: 8+ Critical, 5-7 High, 3-4 Medium, 1-2 Low', () => {
  test.each([
    [1, 'Low'],
    [2, 'Low'],
    [3, 'Medium'],
    [4, 'Medium'],
    [5, 'High'],
    [7, 'High'],
    [8, 'Critical'],
    [10, 'Critical'],
  ])('%i → %s', (priority, label) => {
    expect<string>(priorityLabel(priority)).toBe(label);
  });
});

describe('search terms split on spaces; recent searches keep new, non-empty queries', () => {
  test('terms split on spaces; blank queries have none', () => {
    expect(searchTerms('  Portal   Harbor ')).toEqual(['portal', 'harbor']);
    expect(searchTerms('   ')).toEqual([]);
  });

  test('recent searches: non-empty, no duplicates, newest first, five kept', () => {
    expect(addRecentSearch([], '  ')).toEqual([]);
    expect(addRecentSearch(['portal'], 'portal')).toEqual(['portal']);
    expect(addRecentSearch(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
  });
});

describe('usableAvatar', () => {
  test.each([
    ['/images/avatars/a.svg', '/images/avatars/a.svg'],
    ['https://cdn.gazette-media.net/a.png', 'https://cdn.gazette-media.net/a.png'],
    ['https://cdn.example.net/a.png', null],
    ['https://example.com/a.png', null],
    ['https://via.placeholder.com/150', null],
    ['', null],
    ['not a url', null],
  ])('%s → %s', (avatar, expected) => {
    expect(usableAvatar(avatar)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  test('en-US short month, day, year, hour and minute, in one fixed zone', () => {
    expect(formatDateTime('2026-11-21T15:04:00Z')).toBe('Nov 21, 2026, 3:04 PM');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
