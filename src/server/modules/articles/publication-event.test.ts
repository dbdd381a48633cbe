import { describe, expect, test } from 'bun:test';
import { publicationEvent } from './publication-event';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const PAST = '2026-11-01T00:00:00.000Z';
const LATER = '2026-12-01T00:00:00.000Z';

describe('publicationEvent', () => {
  test('a new public article, or one leaving draft, is published', () => {
    expect(publicationEvent(null, { status: 'published', publishedAt: PAST }, NOW)).toEqual({
      action: 'article.publish',
    });
    expect(
      publicationEvent(
        { status: 'draft', publishedAt: null },
        { status: 'developing', publishedAt: PAST },
        NOW,
      ),
    ).toEqual({ action: 'article.publish' });
  });

  test('an edit of a public article, or a draft saved as draft, is neither', () => {
    const out = { status: 'published', publishedAt: PAST } as const;
    expect(publicationEvent(out, { ...out, status: 'verified' }, NOW)).toBeNull();
    expect(
      publicationEvent(
        { status: 'draft', publishedAt: null },
        { status: 'draft', publishedAt: null },
        NOW,
      ),
    ).toBeNull();
  });

  test('a time to come schedules; moving it schedules again; keeping it does not', () => {
    const scheduled = { status: 'published', publishedAt: LATER } as const;
    expect(publicationEvent(null, scheduled, NOW)).toEqual({
      action: 'article.schedule',
      at: LATER,
    });
    expect(publicationEvent(scheduled, scheduled, NOW)).toBeNull();
    expect(
      publicationEvent(scheduled, { ...scheduled, publishedAt: '2026-12-02T00:00:00.000Z' }, NOW),
    ).toEqual({ action: 'article.schedule', at: '2026-12-02T00:00:00.000Z' });
    // A draft with a time to come is not scheduled: it will not come out.
    expect(publicationEvent(null, { status: 'draft', publishedAt: LATER }, NOW)).toBeNull();
  });
});
