import { Database } from 'bun:sqlite';
import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCountMemo } from './count-memo';

let dir: string;
let path: string;
let sqlite: Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gazette-count-memo-'));
  path = join(dir, 'memo.db');
  sqlite = new Database(path, { create: true, strict: true });
  sqlite.run('PRAGMA journal_mode = WAL');
  sqlite.run('CREATE TABLE items (id INTEGER PRIMARY KEY)');
  sqlite.run('INSERT INTO items DEFAULT VALUES');
});
afterEach(() => {
  sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

const countItems = (db: Database) => async () =>
  (db.query('SELECT count(*) AS n FROM items').get() as { n: number }).n;

describe('createCountMemo', () => {
  test('counts once while nothing changes', async () => {
    const remembered = createCountMemo(sqlite);
    let counted = 0;
    const count = () => {
      counted += 1;
      return countItems(sqlite)();
    };
    expect(await remembered('all', count)).toBe(1);
    expect(await remembered('all', count)).toBe(1);
    expect(counted).toBe(1);
  });

  test('counts again after a write through the same connection', async () => {
    const remembered = createCountMemo(sqlite);
    expect(await remembered('all', countItems(sqlite))).toBe(1);
    sqlite.run('INSERT INTO items DEFAULT VALUES');
    expect(await remembered('all', countItems(sqlite))).toBe(2);
    sqlite.run('DELETE FROM items');
    expect(await remembered('all', countItems(sqlite))).toBe(0);
  });

  test('counts again after another connection commits', async () => {
    const remembered = createCountMemo(sqlite);
    expect(await remembered('all', countItems(sqlite))).toBe(1);
    const other = new Database(path);
    other.run('INSERT INTO items DEFAULT VALUES');
    other.close();
    expect(await remembered('all', countItems(sqlite))).toBe(2);
  });

  test('a scratch table written while counting or reading is no change of the data', async () => {
    const remembered = createCountMemo(sqlite);
    sqlite.run('CREATE TEMP TABLE scratch (term TEXT)');
    let counted = 0;
    const count = () => {
      counted += 1;
      sqlite.run("INSERT INTO temp.scratch VALUES ('portal')");
      sqlite.run('DELETE FROM temp.scratch');
      return countItems(sqlite)();
    };
    expect(await remembered('all', count)).toBe(1);
    remembered.scratchRead(() => sqlite.run("INSERT INTO temp.scratch VALUES ('rift')"));
    expect(await remembered('all', count)).toBe(1);
    expect(counted).toBe(1);
    // A real write still counts again.
    sqlite.run('INSERT INTO items DEFAULT VALUES');
    expect(await remembered('all', count)).toBe(2);
    expect(counted).toBe(2);
  });

  test('keeps at most its bound of distinct counts', async () => {
    const remembered = createCountMemo(sqlite, 2);
    let counted = 0;
    const count = async () => {
      counted += 1;
      return 7;
    };
    for (const key of ['a', 'b', 'c', 'a']) await remembered(key, count);
    // 'c' started the memo afresh, so 'a' was counted again.
    expect(counted).toBe(4);
  });

  test('a count another call found outdated while it ran is not kept', async () => {
    const remembered = createCountMemo(sqlite);
    let release = () => {};
    const paused = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = remembered('all', async () => {
      const before = countItems(sqlite)();
      await paused;
      return before;
    });
    const other = new Database(path);
    other.run('INSERT INTO items DEFAULT VALUES');
    other.close();
    expect(await remembered('other', countItems(sqlite))).toBe(2);
    release();
    expect(await slow).toBe(1);
    expect(await remembered('all', countItems(sqlite))).toBe(2);
  });
});
