import { describe, expect, test } from 'bun:test';
import { ARTICLE_STATUSES } from '~/shared/article-constants';
import { publishRefusal } from './publish-permission';

const draft = { status: 'draft', featured: false } as const;
const published = { status: 'published', featured: true } as const;

describe('publishRefusal', () => {
  test.each(['admin', 'editor'])('%s may set every status and feature', (role) => {
    for (const status of ARTICLE_STATUSES) {
      expect(publishRefusal(role, { status, featured: true }, null)).toBeNull();
    }
  });

  test('an author may save draft or developing, not featured', () => {
    expect(publishRefusal('author', draft, null)).toBeNull();
    expect(publishRefusal('author', { status: 'developing', featured: false }, draft)).toBeNull();
    expect(publishRefusal('author', { status: 'draft', featured: true }, null)).toBe(
      'Your role (author) does not allow you to feature an article',
    );
  });

  test.each(['verified', 'breaking', 'published'] as const)(
    'an author may not set %s',
    (status) => {
      expect(publishRefusal('author', { status, featured: false }, null)).toBe(
        `Your role (author) does not allow you to set the status to ${status}`,
      );
      expect(publishRefusal('author', { status, featured: false }, draft)).not.toBeNull();
    },
  );

  test('an author may keep what an editor set', () => {
    expect(publishRefusal('author', published, published)).toBeNull();
    expect(
      publishRefusal('author', { status: 'published', featured: false }, published),
    ).toBeNull();
    expect(
      publishRefusal('author', { status: 'breaking', featured: true }, published),
    ).not.toBeNull();
  });

  test('a role the server does not know may publish nothing', () => {
    expect(publishRefusal('owner', { status: 'verified', featured: false }, null)).not.toBeNull();
  });
});

describe('publish times', () => {
  const stored = {
    status: 'draft',
    featured: false,
    publishedAt: '2026-11-01T10:00:00.000Z',
  } as const;

  test('an author may not schedule or move the publish time; an editor may', () => {
    const scheduled = { ...stored, publishedAt: '2030-01-01T00:00:00Z' };
    expect(publishRefusal('author', scheduled, stored)).toBe(
      'Your role (author) does not allow you to schedule an article or change when it is published',
    );
    expect(publishRefusal('author', { ...stored, publishedAt: null }, stored)).not.toBeNull();
    expect(publishRefusal('editor', scheduled, stored)).toBeNull();
  });

  test('an author may send the time as stored, in any ISO form, or leave it out', () => {
    expect(
      publishRefusal('author', { ...stored, publishedAt: '2026-11-01T11:00:00+01:00' }, stored),
    ).toBeNull();
    expect(publishRefusal('author', { status: 'draft', featured: false }, stored)).toBeNull();
  });
});
