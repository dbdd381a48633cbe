import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from '@tests/support/database-corruption';
import { runCommand } from '@tests/support/operator-command';
import { openDatabase } from '~/server/db/client';

let dir: string;
let databasePath: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gazette-commands-'));
  databasePath = join(dir, 'data', 'gazette.db');
  openDatabase(databasePath).$client.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[], env: Record<string, string> = { DATABASE_PATH: databasePath }) =>
  runCommand(args, env);

describe('runOperatorCommand', () => {
  test('check: one line and exit 0 on a sound database', async () => {
    const { code, out, err } = await run(['check']);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual([
      `The database at ${databasePath} is sound (integrity_check and foreign_key_check: ok).`,
    ]);
  });

  test('check: one line and exit 1 on a file that is no database', async () => {
    const noise = join(dir, 'noise.db');
    writeFileSync(noise, randomBytes());
    const { code, out, err } = await run(['check'], { DATABASE_PATH: noise });
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toStartWith(`The database file at ${noise} is damaged (file is not a database)`);
  });

  test('backup: writes the copy and reports it; needs no other setting to be valid', async () => {
    const target = join(dir, 'backup.db');
    const { code, out } = await run(['backup', target], {
      DATABASE_PATH: databasePath,
      // Settings only the web server reads do not stop an operator command.
      PORT: 'eighty',
      ADMIN_USERNAME: 'only-half',
    });
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    expect(out[0]).toStartWith(`Backed up ${databasePath} to ${target} (`);
    expect(existsSync(target)).toBe(true);
  });

  test.each([
    [['backup'], 'Usage: gazette backup PATH.'],
    [['backup', 'a.db', 'b.db'], 'Usage: gazette backup PATH.'],
    [['check', 'extra'], 'Usage: gazette check.'],
    [
      ['restore', 'x'],
      'Unknown command "restore"; the commands are backup, check, unlock, export, and import.',
    ],
  ])('%o fails with one line naming the mistake', async (args, expected) => {
    const { code, out, err } = await run(args);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toStartWith(expected);
  });

  test('an invalid DATABASE_PATH or a missing file fail with one line', async () => {
    expect((await run(['check'], { DATABASE_PATH: '   ' })).err).toEqual([
      'Invalid DATABASE_PATH: must not be empty (got "   ")',
    ]);
    const missing = join(dir, 'nowhere.db');
    expect((await run(['check'], { DATABASE_PATH: missing })).err).toEqual([
      `There is no database at ${missing}.`,
    ]);
  });
});
