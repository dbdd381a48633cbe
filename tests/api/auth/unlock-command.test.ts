import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from '@tests/support/operator-command';
import { projectRoot } from '@tests/support/server-process';
import { lockSignIn, signInRecord } from '@tests/support/sign-in-locks';
import { eq } from 'drizzle-orm';
import { openDatabase } from '~/server/db/client';
import { users } from '~/server/db/schema';
import { createSqliteStore } from '~/server/db/store';
import { createUserService } from '~/server/modules/users/service';

/** `gazette unlock USERNAME`: the operator's way back when no one can sign in. */

let dir: string;
let databasePath: string;
const HOUR = 60 * 60_000;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gazette-unlock-'));
  databasePath = join(dir, 'data', 'gazette.db');
  const db = openDatabase(databasePath);
  await createUserService(createSqliteStore(db)).create({
    username: 'editor',
    password: 'long-enough',
    role: 'admin',
  });
  db.$client.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Locks `editor` out for each address, and notes it on the account, as misses would. */
function lockEditor(addresses: string[]) {
  const db = openDatabase(databasePath);
  const until = new Date(Date.now() + HOUR);
  for (const address of addresses) lockSignIn(db, 'editor', until, address);
  db.update(users)
    .set({ failedAttempts: 5 * addresses.length, lockCount: addresses.length, lockedUntil: until })
    .where(eq(users.username, 'editor'))
    .run();
  db.$client.close();
}

function editorState(addresses: string[]) {
  const db = openDatabase(databasePath);
  try {
    return {
      user: db
        .select({
          failedAttempts: users.failedAttempts,
          lockCount: users.lockCount,
          lockedUntil: users.lockedUntil,
        })
        .from(users)
        .where(eq(users.username, 'editor'))
        .get(),
      records: addresses.map((address) => signInRecord(db, 'editor', address)),
    };
  } finally {
    db.$client.close();
  }
}

const run = (args: string[], env: Record<string, string> = { DATABASE_PATH: databasePath }) =>
  runCommand(args, env);

describe('gazette unlock USERNAME', () => {
  test('lifts every lock on the account and resets its count: one line, exit 0', async () => {
    const addresses = ['203.0.113.1', '203.0.113.2'];
    lockEditor(addresses);
    const { code, out, err } = await run(['unlock', 'editor']);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual([
      `Unlocked "editor" in ${databasePath}: 2 locked-out addresses may sign in again, and its count of failed sign-ins is reset.`,
    ]);
    expect(editorState(addresses)).toEqual({
      user: { failedAttempts: 0, lockCount: 0, lockedUntil: null },
      records: [undefined, undefined],
    });
  });

  test('an account with no lock: still exit 0, saying so', async () => {
    const { code, out } = await run(['unlock', 'editor']);
    expect(code).toBe(0);
    expect(out).toEqual([
      `Unlocked "editor" in ${databasePath}: no address was locked out, and its count of failed sign-ins is reset.`,
    ]);
  });

  test.each([
    [['unlock'], 'Usage: gazette unlock USERNAME.'],
    [['unlock', 'editor', 'extra'], 'Usage: gazette unlock USERNAME.'],
    [['unlock', 'nobody'], 'There is no user named "nobody" in '],
  ])('%o fails with one line and exit 1', async (args, expected) => {
    const { code, out, err } = await run(args);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toStartWith(expected);
  });

  test('no database at DATABASE_PATH: one line, exit 1, and no file is created', async () => {
    const missing = join(dir, 'nowhere.db');
    expect(await run(['unlock', 'editor'], { DATABASE_PATH: missing })).toEqual({
      code: 1,
      out: [],
      err: [`There is no database at ${missing}.`],
    });
    expect(Bun.file(missing).size).toBe(0);
  });

  test('runs as `bun src/server/index.ts unlock USERNAME`, as the binary does', async () => {
    lockEditor(['203.0.113.3']);
    const result = Bun.spawnSync([process.execPath, 'src/server/index.ts', 'unlock', 'editor'], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', DATABASE_PATH: databasePath },
    });
    expect(result.exitCode).toBe(0);
    expect(result.stdout.toString()).toBe(
      `Unlocked "editor" in ${databasePath}: 1 locked-out address may sign in again, and its count of failed sign-ins is reset.\n`,
    );
    expect(result.stderr.toString()).toBe('');
    expect(editorState(['203.0.113.3']).records).toEqual([undefined]);

    const unknown = Bun.spawnSync([process.execPath, 'src/server/index.ts', 'unlock', 'nobody'], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', DATABASE_PATH: databasePath },
    });
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stdout.toString()).toBe('');
    expect(unknown.stderr.toString()).toBe(`There is no user named "nobody" in ${databasePath}.\n`);
  });
});
