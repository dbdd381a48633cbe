import { describe, expect, test } from 'bun:test';
import {
  classifyFailure,
  connectFailure,
  DatabaseConnectError,
  describeTarget,
  migrationFailure,
  parseDatabaseUrl,
  withoutPassword,
} from './connection-errors';

const password = 's3cr#t/pw';
const url = `postgres://editor:${encodeURIComponent(password)}@db.example:6543/newsroom`;
const target = parseDatabaseUrl(url);

describe('parseDatabaseUrl', () => {
  test('reads every part, the password decoded', () => {
    expect(target).toEqual({
      host: 'db.example',
      port: 6543,
      user: 'editor',
      database: 'newsroom',
      password,
    });
    expect(parseDatabaseUrl('postgresql://u@[::1]/d')).toMatchObject({ host: '::1', port: 5432 });
    expect(describeTarget(parseDatabaseUrl('postgresql://u@[::1]/d'))).toBe('u@[::1]:5432/d');
  });

  test.each([
    ['another scheme', `mysql://editor:${password}@db/newsroom`],
    ['no database', `postgres://editor:${password}@db:5432/`],
    ['not a URL', `editor:${password}@db`],
  ])('refuses %s in a line that does not repeat the URL', (_, bad) => {
    expect(() => parseDatabaseUrl(bad)).toThrow(
      'Invalid DATABASE_URL: must be a postgres://user:password@host:port/database URL',
    );
  });
});

describe('failure lines', () => {
  test('name DATABASE_URL, the server and the cause', () => {
    const error = connectFailure(target, classifyFailure({ code: '28P01' }, target), null);
    expect(error).toBeInstanceOf(DatabaseConnectError);
    expect(error.message).toBe(
      'Cannot connect to DATABASE_URL (editor@db.example:6543/newsroom): wrong password for user "editor"',
    );
    expect(
      connectFailure(target, classifyFailure({ code: 'ECONNREFUSED' }, target), 30).message,
    ).toBe(
      'Cannot connect to DATABASE_URL (editor@db.example:6543/newsroom): connection refused, still after waiting 30 s',
    );
  });

  test.each([
    ['ECONNREFUSED', true],
    ['ENOTFOUND', true],
    ['CONNECT_TIMEOUT', true],
    ['57P03', true],
    ['28P01', false],
    ['3D000', false],
    ['42501', false],
  ])('%s is retried while waiting: %p', (code, retry) => {
    expect(classifyFailure({ code, message: 'x' }, target).retry).toBe(retry);
  });

  test('never carry the password, plain or URL-encoded, even when a driver message does', () => {
    const leaky = {
      code: 'XX000',
      message: `failed for ${url}\nwith ${password} and ${encodeURIComponent(password)}`,
    };
    const lines = [
      connectFailure(target, classifyFailure(leaky, target), null).message,
      connectFailure(target, classifyFailure({ code: '28000', message: leaky.message }, target), 5)
        .message,
      migrationFailure(target, new Error('wrapped', { cause: leaky })).message,
      migrationFailure(target, leaky).message,
    ];
    for (const line of lines) {
      expect(line).toContain('DATABASE_URL');
      expect(line).not.toContain(password);
      expect(line).not.toContain(encodeURIComponent(password));
      expect(line).not.toContain('\n');
    }
    expect(withoutPassword('a s3cr#t/pw b', password)).toBe('a *** b');
  });
});
