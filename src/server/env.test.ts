import { describe, expect, test } from 'bun:test';
import { EnvError, readEnv } from './env';

describe('readEnv', () => {
  test('applies the documented defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_PATH: 'data/gazette.db',
      SEED_DEMO: true,
      SITE_URL: 'http://localhost:3000',
    });
    expect(env.ADMIN_USERNAME).toBeUndefined();
  });

  test('SITE_URL follows PORT and loses a trailing slash', () => {
    expect(readEnv({ PORT: '8080' }).SITE_URL).toBe('http://localhost:8080');
    expect(readEnv({ SITE_URL: 'https://gazette.example/' }).SITE_URL).toBe(
      'https://gazette.example',
    );
  });

  test('TRUST_PROXY is off unless asked for', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(() => readEnv({ TRUST_PROXY: 'sometimes' })).toThrow(/^Invalid TRUST_PROXY: /);
  });

  test('SEED_DEMO=false starts empty', () => {
    expect(readEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  test.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ SITE_URL: 'gazette.example' }, 'SITE_URL'],
    [{ ADMIN_USERNAME: 'editor' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_USERNAME: 'ed', ADMIN_PASSWORD: 'secret1' }, 'ADMIN_USERNAME'],
  ])('%o is refused naming %s', (source, name) => {
    expect(() => readEnv(source)).toThrow(EnvError);
    expect(() => readEnv(source)).toThrow(new RegExp(`^Invalid ${name}: `));
  });
});
