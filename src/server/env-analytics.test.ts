import { describe, expect, test } from 'bun:test';
import { readEnv } from './env';

describe('readership settings', () => {
  test('analytics is on, raw events kept 30 days, unless set otherwise', () => {
    expect(readEnv({})).toMatchObject({ ANALYTICS: true, ANALYTICS_RETENTION_DAYS: 30 });
    expect(readEnv({ ANALYTICS: 'false', ANALYTICS_RETENTION_DAYS: '7' })).toMatchObject({
      ANALYTICS: false,
      ANALYTICS_RETENTION_DAYS: 7,
    });
  });

  test.each([
    [{ ANALYTICS: 'perhaps' }, /^Invalid ANALYTICS: must be true or false/],
    [{ ANALYTICS_RETENTION_DAYS: '0' }, /^Invalid ANALYTICS_RETENTION_DAYS: must be at least 1/],
    [{ ANALYTICS_RETENTION_DAYS: '1.5' }, /^Invalid ANALYTICS_RETENTION_DAYS: must be a whole/],
    [{ ANALYTICS_RETENTION_DAYS: 'month' }, /^Invalid ANALYTICS_RETENTION_DAYS: must be a number/],
  ])('%p is refused with one line naming it', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});
