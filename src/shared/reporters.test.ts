import { describe, expect, test } from 'bun:test';
import {
  DEFAULT_AVATAR,
  DEFAULT_REPORTER_TITLE,
  linkedinUrl,
  newsroomTotals,
  type ReporterBadge,
  reporterBadges,
  reporterProfile,
  twitterUrl,
} from './reporters';

describe('reporterBadges: 5+ Veteran Reporter, 10+ Senior Correspondent', () => {
  test.each<[number, ReporterBadge[]]>([
    [0, []],
    [4, []],
    [5, ['Veteran Reporter']],
    [9, ['Veteran Reporter']],
    [10, ['Veteran Reporter', 'Senior Correspondent']],
    [42, ['Veteran Reporter', 'Senior Correspondent']],
  ])('%i articles → %p', (count, badges) => {
    expect(reporterBadges(count)).toEqual(badges);
  });
});

describe('newsroomTotals: reporters, total articles, rounded average', () => {
  test.each<[number[], { reporters: number; articles: number; averagePerReporter: number }]>([
    [[], { reporters: 0, articles: 0, averagePerReporter: 0 }],
    [[7], { reporters: 1, articles: 7, averagePerReporter: 7 }],
    [[1, 2], { reporters: 2, articles: 3, averagePerReporter: 2 }],
    [[1, 1, 2], { reporters: 3, articles: 4, averagePerReporter: 1 }],
    [[10, 5, 3], { reporters: 3, articles: 18, averagePerReporter: 6 }],
  ])('%p', (counts, totals) => {
    expect(newsroomTotals(counts.map((articleCount) => ({ articleCount })))).toEqual(totals);
  });
});

describe('social links', () => {
  test.each<[string | null, string | null]>([
    [null, null],
    ['', null],
    ['@helena_voss', 'https://twitter.com/helena_voss'],
    ['helena', 'https://twitter.com/helena'],
    ['https://twitter.com/helena', 'https://twitter.com/helena'],
    ['not a handle', null],
    ['javascript:alert(1)', null],
  ])('twitter %p → %p', (handle, url) => {
    expect(twitterUrl(handle)).toBe(url);
  });

  test.each<[string | null, string | null]>([
    [null, null],
    ['', null],
    ['https://www.linkedin.com/in/helena', 'https://www.linkedin.com/in/helena'],
    ['javascript:alert(1)', null],
    ['linkedin.com/in/helena', null],
  ])('linkedin %p → %p', (value, url) => {
    expect(linkedinUrl(value)).toBe(url);
  });
});

describe('reporterProfile', () => {
  test('without a profile every field has its default', () => {
    expect(reporterProfile('Ines Moreau', null)).toEqual({
      name: 'Ines Moreau',
      title: DEFAULT_REPORTER_TITLE,
      bio: 'Ines Moreau reports for The Multiverse Gazette.',
      avatar: DEFAULT_AVATAR,
      twitterUrl: null,
      linkedinUrl: null,
      expertise: [],
      hasProfile: false,
    });
  });

  test("a profile's fields win; empty ones and placeholder avatars fall back", () => {
    expect(
      reporterProfile('Helena Voss', {
        title: 'Cosmic Correspondent',
        bio: '',
        avatar: 'https://example.com/helena.png',
        socialTwitter: '@hvoss',
        socialLinkedin: 'https://www.linkedin.com/in/hvoss',
        expertise: ['Portals', ' ', 'Rifts'],
      }),
    ).toEqual({
      name: 'Helena Voss',
      title: 'Cosmic Correspondent',
      bio: 'Helena Voss reports for The Multiverse Gazette.',
      avatar: DEFAULT_AVATAR,
      twitterUrl: 'https://twitter.com/hvoss',
      linkedinUrl: 'https://www.linkedin.com/in/hvoss',
      expertise: ['Portals', 'Rifts'],
      hasProfile: true,
    });
  });

  test('a site-relative avatar is kept', () => {
    expect(reporterProfile('A', { avatar: '/images/avatars/a.svg' }).avatar).toBe(
      '/images/avatars/a.svg',
    );
  });
});
