import { describe, expect, test } from 'bun:test';
import {
  EMPTY_ARTICLE_FORM,
  publishedAtPayload,
  toLocalDateTime,
  validateArticleForm,
} from './article-form-values';

describe('the publish time field', () => {
  test('shows a stored time in the browser’s time zone, to the minute', () => {
    const iso = '2026-11-20T09:05:42.123Z';
    const shown = toLocalDateTime(iso);
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(shown).getTime()).toBe(Date.parse('2026-11-20T09:05:00.000Z'));
    expect(toLocalDateTime(null)).toBe('');
  });

  test('sends nothing when untouched, null when cleared, else the time typed as ISO', () => {
    expect(publishedAtPayload('2026-11-20T10:00', '2026-11-20T10:00')).toBeUndefined();
    expect(publishedAtPayload('', '2026-11-20T10:00')).toBeNull();
    expect(publishedAtPayload('2030-01-02T03:04', '')).toBe(
      new Date('2030-01-02T03:04').toISOString(),
    );
  });

  test('a time that is not one is refused under the field', () => {
    const result = validateArticleForm({ ...EMPTY_ARTICLE_FORM, publishAt: 'soon' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.fields.publishAt).toBe('Publish time must be an ISO date and time');
  });
});
