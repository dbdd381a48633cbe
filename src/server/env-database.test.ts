import { describe, expect, test } from 'bun:test';
import { EnvError, helpText, readDatabaseSettings, readEnv } from './env';

describe('the database settings', () => {
  test('without DATABASE_URL the newsroom stays in the SQLite file', () => {
    const env = readEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATABASE_PATH).toBe('data/gazette.db');
    expect(env.DATABASE_CONNECT_TIMEOUT_S).toBe(30);
  });

  test('DATABASE_URL takes a postgres URL, and the start waits as long as asked', () => {
    const url = 'postgres://gazette:s3cret@db:5432/gazette';
    const env = readEnv({ DATABASE_URL: url, DATABASE_CONNECT_TIMEOUT_S: '90' });
    expect(env.DATABASE_URL).toBe(url);
    expect(env.DATABASE_CONNECT_TIMEOUT_S).toBe(90);
    expect(readDatabaseSettings({ DATABASE_URL: url, PORT: 'not a port' }).DATABASE_URL).toBe(url);
  });

  test.each([
    'mysql://gazette:s3cret-pass@db/gazette',
    'postgres://gazette:s3cret-pass@db',
    'gazette:s3cret-pass@db:5432/gazette',
  ])('an invalid DATABASE_URL is named and never repeated: %s', (url) => {
    let message = '';
    try {
      readEnv({ DATABASE_URL: url });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toBe(
      'Invalid DATABASE_URL: must be a postgres://user:password@host:port/database URL',
    );
    expect(message).not.toContain('s3cret');
  });

  test('an invalid ADMIN_PASSWORD is not repeated either', () => {
    expect(() => readEnv({ ADMIN_USERNAME: 'editor', ADMIN_PASSWORD: 'abc' })).toThrow(
      /^Invalid ADMIN_PASSWORD: must be at least 6 characters$/,
    );
  });

  test.each([['-1'], ['soon'], ['4000']])('DATABASE_CONNECT_TIMEOUT_S=%s is refused', (value) => {
    expect(() => readEnv({ DATABASE_CONNECT_TIMEOUT_S: value })).toThrow(
      /^Invalid DATABASE_CONNECT_TIMEOUT_S: /,
    );
  });

  test('--help offers them with their defaults', () => {
    const lines = helpText().split('\n');
    const row = (name: string) => lines.find((line) => line.trimStart().startsWith(`${name} `));
    expect(row('DATABASE_URL')).toContain('postgres://user:password@host:port/database');
    expect(row('DATABASE_URL')).toContain('(default: -)');
    expect(row('DATABASE_CONNECT_TIMEOUT_S')).toContain('(default: 30)');
    // The operator commands follow it too, and say so.
    expect(helpText()).toContain('the PostgreSQL database at DATABASE_URL when it is set');
  });
});
