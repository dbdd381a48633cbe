import { describe, expect, test } from 'bun:test';
import { publishTime } from './article-columns';

const NOW = new Date('2026-11-20T12:00:00Z');
const PAST = new Date('2026-11-01T09:00:00Z');
const FUTURE = new Date('2026-12-01T09:00:00Z');

describe('publishTime', () => {
  test('an editor’s time stands as given, past or to come', () => {
    expect(publishTime(FUTURE.toISOString(), null, 'published', NOW)).toEqual(FUTURE);
    expect(publishTime(PAST.toISOString(), FUTURE, 'draft', NOW)).toEqual(PAST);
  });

  test('left out: the stored time stands, else the first save that is not a draft sets it', () => {
    expect(publishTime(undefined, FUTURE, 'published', NOW)).toEqual(FUTURE);
    expect(publishTime(undefined, PAST, 'draft', NOW)).toEqual(PAST);
    expect(publishTime(undefined, null, 'draft', NOW)).toBeNull();
    expect(publishTime(undefined, null, 'developing', NOW)).toEqual(NOW);
  });

  test('null drops a schedule; a publication that happened stands', () => {
    expect(publishTime(null, FUTURE, 'published', NOW)).toEqual(NOW);
    expect(publishTime(null, FUTURE, 'draft', NOW)).toBeNull();
    expect(publishTime(null, PAST, 'published', NOW)).toEqual(PAST);
  });
});
