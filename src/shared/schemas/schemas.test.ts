import { describe, expect, test } from 'bun:test';
import type { z } from 'zod';
import { articleInputSchema } from './article';
import { loginSchema, userCreationSchema, usernameChangeSchema } from './auth';
import { authorProfileInputSchema } from './author-profile';
import { breakingNewsInputSchema } from './breaking-news';
import { isWebUrl, splitCommaList, WEB_URL_MESSAGE } from './common';
import { importTextSchema } from './database-import';
import { editorialTeamMemberInputSchema } from './editorial-team';

/** The first message a schema gives for an input, or null when it passes. */
function messageOf(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const validArticle = {
  title: 'Portal opens',
  slug: 'portal-opens',
  section: 'cosmic-watch',
  summary: 'A portal opened.',
  content: '<p>It opened.</p>',
  author: 'Priya Castellanos',
  date: 'November 21, 2026',
  status: 'published',
  readTime: 3,
};

describe('article schema: required fields, slug rule, read time 1-60 and defaults', () => {
  test('a valid payload gets the defaults', () => {
    expect(articleInputSchema.parse(validArticle)).toMatchObject({
      imagePosition: 'center',
      tags: [],
      additionalImages: [],
      featured: false,
      image: '',
    });
  });

  test.each([
    [{ slug: 'Portal Opens' }, 'Slug must contain only lowercase letters, numbers, and hyphens'],
    [{ slug: 'portal_opens' }, 'Slug must contain only lowercase letters, numbers, and hyphens'],
    [{ date: '' }, 'Publication date is required'],
    [{ date: '   ' }, 'Publication date is required'],
    [{ title: '' }, 'Title is required'],
    [{ summary: '' }, 'Summary is required'],
    [{ content: '' }, 'Content is required'],
    [{ author: '' }, 'Author is required'],
    [{ readTime: 0 }, 'Read time must be at least 1 minute'],
    [{ readTime: 61 }, 'Read time must be 60 minutes or less'],
    [{ readTime: 2.5 }, 'Read time must be a whole number of minutes'],
    [
      { status: 'archived' },
      'Status must be one of draft, developing, verified, breaking, published',
    ],
    [{ section: 'multiverse-watch' }, 'Section must be one of the ten sections'],
    [{ imagePosition: 'left' }, 'Image position must be top, center or bottom'],
    [{ image: 'not a url' }, WEB_URL_MESSAGE],
    [{ additionalImages: ['/ok.svg', 'javascript:alert(1)'] }, WEB_URL_MESSAGE],
  ])('%o → %s', (change, message) => {
    expect(messageOf(articleInputSchema, { ...validArticle, ...change })).toBe(message);
  });

  test('every stored status and image position is accepted', () => {
    for (const status of ['draft', 'developing', 'verified', 'breaking', 'published']) {
      expect(messageOf(articleInputSchema, { ...validArticle, status })).toBeNull();
    }
    for (const imagePosition of ['top', 'center', 'bottom']) {
      expect(messageOf(articleInputSchema, { ...validArticle, imagePosition })).toBeNull();
    }
    expect(messageOf(articleInputSchema, { ...validArticle, readTime: 1 })).toBeNull();
    expect(messageOf(articleInputSchema, { ...validArticle, readTime: 60 })).toBeNull();
  });
});

describe('breaking news schema', () => {
  const valid = { text: 'Portal over Harbor', priority: 5 };
  test.each([
    [{ text: '' }, 'Breaking news text is required'],
    [{ text: 'x'.repeat(201) }, 'Text must be less than 200 characters'],
    [{ link: 'not a url' }, 'Please enter a valid URL'],
    [{ link: '//evil.example/x' }, 'Please enter a valid URL'],
    [{ priority: 0 }, 'Priority must be at least 1'],
    [{ priority: 11 }, 'Priority must be 10 or less'],
  ])('%o → %s', (change, message) => {
    expect(messageOf(breakingNewsInputSchema, { ...valid, ...change })).toBe(message);
  });

  test('200 characters, an empty link and defaults pass', () => {
    expect(breakingNewsInputSchema.parse({ text: 'x'.repeat(200), link: '' })).toEqual({
      text: 'x'.repeat(200),
      link: '',
      priority: 1,
      active: true,
    });
    expect(
      messageOf(breakingNewsInputSchema, { ...valid, link: 'https://gazette.example/x' }),
    ).toBeNull();
  });
});

describe('author profile schema', () => {
  test.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ bio: 'x'.repeat(1001) }, 'Bio must be less than 1000 characters'],
    [{ title: 'x'.repeat(101) }, 'Title must be less than 100 characters'],
    [{ avatar: 'nope' }, 'Please enter a valid URL'],
    [{ socialTwitter: 'x'.repeat(51) }, 'Twitter handle must be less than 50 characters'],
    [{ socialLinkedin: 'linkedin' }, 'Please enter a valid LinkedIn URL'],
    [{ socialLinkedin: 'javascript:alert(1)' }, 'Please enter a valid LinkedIn URL'],
    [{ avatar: 'data:image/png;base64,AAAA' }, 'Please enter a valid URL'],
    [{ joinedDate: 'yesterday' }, 'Joined date must be an ISO date and time'],
  ])('%o → %s', (change, message) => {
    expect(messageOf(authorProfileInputSchema, { name: 'Helena Voss', ...change })).toBe(message);
  });

  test('defaults: empty expertise, active', () => {
    expect(authorProfileInputSchema.parse({ name: 'Helena Voss' })).toMatchObject({
      expertise: [],
      isActive: true,
    });
  });
});

describe('editorial team schema', () => {
  const valid = { role: 'Editor', name: 'Ada', background: 'Long career.', expertise: 'Editing' };
  test.each([
    [{ role: '' }, 'Role is required'],
    [{ role: 'x'.repeat(101) }, 'Role must be less than 100 characters'],
    [{ name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ background: 'x'.repeat(501) }, 'Background must be less than 500 characters'],
    [{ expertise: 'x'.repeat(301) }, 'Expertise must be less than 300 characters'],
    [{ displayOrder: -1 }, 'Display order must be 0 or more'],
  ])('%o → %s', (change, message) => {
    expect(messageOf(editorialTeamMemberInputSchema, { ...valid, ...change })).toBe(message);
  });

  test('defaults: order 0, active', () => {
    expect(editorialTeamMemberInputSchema.parse(valid)).toMatchObject({
      displayOrder: 0,
      isActive: true,
    });
  });
});

describe('sign-in and accounts', () => {
  test('login requires both fields', () => {
    expect(messageOf(loginSchema, { username: '', password: 'x' })).toBe('Username is required');
    expect(messageOf(loginSchema, { username: 'admin', password: '' })).toBe(
      'Password is required',
    );
  });

  test('username change: 3-50 characters and the current password', () => {
    expect(messageOf(usernameChangeSchema, { newUsername: 'ab', currentPassword: 'x' })).toBe(
      'Username must be at least 3 characters',
    );
    expect(
      messageOf(usernameChangeSchema, { newUsername: 'a'.repeat(51), currentPassword: 'x' }),
    ).toBe('Username must be less than 50 characters');
    expect(messageOf(usernameChangeSchema, { newUsername: 'abc', currentPassword: '' })).toBe(
      'Current password is required',
    );
    expect(
      messageOf(usernameChangeSchema, { newUsername: 'a'.repeat(50), currentPassword: 'x' }),
    ).toBeNull();
  });

  test('user creation: username 3-50, password 6-100, role defaults to author', () => {
    expect(messageOf(userCreationSchema, { username: 'abc', password: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(messageOf(userCreationSchema, { username: 'abc', password: 'x'.repeat(101) })).toBe(
      'Password must be less than 100 characters',
    );
    expect(userCreationSchema.parse({ username: 'abc', password: '123456' }).role).toBe('author');
  });
});

describe('database import box', () => {
  test('empty gives the No Data message, and the text must be JSON', () => {
    expect(messageOf(importTextSchema, '  ')).toBe('Please paste the export data before importing');
    expect(messageOf(importTextSchema, '{not json')).toBe('The export data is not valid JSON');
    expect(importTextSchema.parse('{"data":{}}')).toEqual({ data: {} });
  });
});

describe('comma-separated form input (author expertise and tags)', () => {
  test('is trimmed, with empties dropped', () => {
    expect(splitCommaList(' Film,  music ,, ,Visual art ')).toEqual([
      'Film',
      'music',
      'Visual art',
    ]);
    expect(splitCommaList('')).toEqual([]);
  });
});

describe('web addresses in link and image fields', () => {
  test.each([
    'https://gazette.example/images/portal.jpg',
    'http://gazette.example',
    'HTTPS://GAZETTE.EXAMPLE/A',
    '/images/sections/cosmic-watch-1.svg',
    '/',
    '/search?q=portal#top',
  ])('accepts %p', (value) => {
    expect(isWebUrl(value)).toBe(true);
  });

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    'mailto:tips@multiverse-gazette.example',
    'ftp://gazette.example/file',
    'https:gazette.example',
    'https://',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/\t/evil.example/x.png',
    '/\n/evil.example',
    'https://gazette.example/\u0000',
    'images/portal.jpg',
    ' ',
  ])('refuses %p', (value) => {
    expect(isWebUrl(value)).toBe(false);
  });

  test('every link and image field uses the rule, with its own message', () => {
    const article = (change: object) =>
      messageOf(articleInputSchema, { ...validArticle, ...change });
    expect(article({ image: '//evil.example/x.png' })).toBe(WEB_URL_MESSAGE);
    expect(article({ image: ' /images/a.svg ' })).toBeNull();
    expect(article({ additionalImages: ['/\\evil.example/x.png'] })).toBe(WEB_URL_MESSAGE);
    expect(messageOf(breakingNewsInputSchema, { text: 'A', link: 'javascript:alert(1)' })).toBe(
      'Please enter a valid URL',
    );
    expect(messageOf(breakingNewsInputSchema, { text: 'A', link: '/article/portal' })).toBeNull();
    const profile = (change: object) =>
      messageOf(authorProfileInputSchema, { name: 'Helena Voss', ...change });
    expect(profile({ avatar: '//evil.example/a.png' })).toBe('Please enter a valid URL');
    expect(profile({ socialLinkedin: 'https://www.linkedin.com/in/helena' })).toBeNull();
    expect(WEB_URL_MESSAGE).toBe('Enter a web address starting with http://, https:// or /');
  });
});
