import { Database } from 'bun:sqlite';
import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corruptMiddlePages } from '@tests/support/database-corruption';
import { type Db, openDatabase } from '~/server/db/client';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { createSqliteStore, type Store } from '~/server/db/store';
import {
  backupDatabase,
  backupReport,
  partialPathFor,
  removeStalePartials,
} from '~/server/operations/backup';
import { OperationError } from '~/server/operations/operation-error';
import { createServices } from '~/server/services';

let dir: string;
let livePath: string;
let live: Db;
let liveStore: Store & { close(): void };

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gazette-backup-'));
  livePath = join(dir, 'data', 'gazette.db');
  live = openDatabase(livePath);
  liveStore = createSqliteStore(live);
  const services = createServices(liveStore);
  for (let n = 0; n < 30; n += 1) await createArticle(services, buildArticle());
});
afterEach(() => {
  liveStore.close();
  live.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

function slugsIn(path: string): string[] {
  const sqlite = new Database(path, { readonly: true });
  try {
    return (sqlite.query('SELECT slug FROM articles ORDER BY id').values() as [string][]).map(
      ([slug]) => slug,
    );
  } finally {
    sqlite.close();
  }
}

describe('backupDatabase', () => {
  test('copies every row while the live database stays open, into a folder it creates', () => {
    const target = join(dir, 'backups', 'nightly', 'gazette.db');
    const result = backupDatabase(livePath, target);
    expect(result.target).toBe(target);
    expect(result.bytes).toBeGreaterThan(0);
    expect(slugsIn(target)).toEqual(slugsIn(livePath));
    expect(slugsIn(target)).toHaveLength(30);
    // A single self-contained file: no -wal beside it, nothing partial left.
    expect(readdirSync(join(dir, 'backups', 'nightly'))).toEqual(['gazette.db']);
    expect(backupReport(result)).toMatch(
      new RegExp(`^Backed up ${livePath} to ${target} \\(\\d+\\.\\d MB, integrity_check ok, `),
    );
  });

  test('sees committed writes only, and replaces an earlier backup in one step', async () => {
    const target = join(dir, 'gazette-backup.db');
    backupDatabase(livePath, target);
    await createArticle(
      createServices(liveStore),
      buildArticle({ slug: 'after-the-first-backup' }),
    );
    // An open write transaction of the live connection is not part of the copy.
    live.$client.run('BEGIN IMMEDIATE');
    live.$client.run("UPDATE articles SET title = 'uncommitted'");
    try {
      backupDatabase(livePath, target);
    } finally {
      live.$client.run('ROLLBACK');
    }
    const slugs = slugsIn(target);
    expect(slugs).toHaveLength(31);
    expect(slugs).toContain('after-the-first-backup');
    const sqlite = new Database(target, { readonly: true });
    const titles = sqlite.query("SELECT count(*) AS n FROM articles WHERE title = 'uncommitted'");
    expect(titles.get()).toEqual({ n: 0 });
    sqlite.close();
  });

  test('removes partial files that killed backups left, and keeps a running one', () => {
    const target = join(dir, 'gazette-backup.db');
    const stale = partialPathFor(target, 999_999_999);
    const running = partialPathFor(target, process.ppid);
    const otherTarget = partialPathFor(join(dir, 'other.db'), 999_999_999);
    for (const path of [stale, `${stale}-journal`, running, otherTarget]) {
      writeFileSync(path, 'half a copy');
    }
    backupDatabase(livePath, target);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(`${stale}-journal`)).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(otherTarget)).toBe(true);
    expect(removeStalePartials(target)).toEqual([]);
  });

  test('refuses to write over the live database, into a folder, or from nothing', () => {
    expect(() => backupDatabase(livePath, livePath)).toThrow(OperationError);
    expect(() => backupDatabase(livePath, join(dir, 'data', '..', 'data', 'gazette.db'))).toThrow(
      'is the live database itself',
    );
    mkdirSync(join(dir, 'a-folder'));
    expect(() => backupDatabase(livePath, join(dir, 'a-folder'))).toThrow('is a folder');
    expect(() => backupDatabase(join(dir, 'missing.db'), join(dir, 'b.db'))).toThrow(
      `There is no database at ${join(dir, 'missing.db')}.`,
    );
  });

  test('a damaged live database gives no backup and leaves no partial file', () => {
    live.$client.close();
    const damaged = join(dir, 'damaged.db');
    const sqlite = new Database(damaged);
    sqlite.run('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
    sqlite.run(
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000) INSERT INTO notes (body) SELECT printf('note %d %s', i, hex(randomblob(200))) FROM n",
    );
    sqlite.run('CREATE INDEX notes_body ON notes (body)');
    sqlite.close();
    corruptMiddlePages(damaged);
    const target = join(dir, 'out', 'backup.db');
    expect(() => backupDatabase(damaged, target)).toThrow(OperationError);
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(join(dir, 'out'))).toEqual([]);
    live = openDatabase(livePath);
  });
});
