import { describe, expect, test } from 'bun:test';
import { helpText, readEnv } from './env';

describe('activity log settings', () => {
  test('entries are kept 365 days unless set otherwise, and --help says so', () => {
    expect(readEnv({})).toMatchObject({ AUDIT_RETENTION_DAYS: 365 });
    expect(readEnv({ AUDIT_RETENTION_DAYS: '90' })).toMatchObject({ AUDIT_RETENTION_DAYS: 90 });
    expect(helpText()).toMatch(
      / {2}AUDIT_RETENTION_DAYS +days the activity log .+\(default: 365\)/,
    );
  });

  test.each([
    [{ AUDIT_RETENTION_DAYS: '0' }, /^Invalid AUDIT_RETENTION_DAYS: must be at least 1/],
    [{ AUDIT_RETENTION_DAYS: '2.5' }, /^Invalid AUDIT_RETENTION_DAYS: must be a whole/],
    [{ AUDIT_RETENTION_DAYS: 'forever' }, /^Invalid AUDIT_RETENTION_DAYS: must be a number/],
  ])('%p is refused with one line naming it', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});
