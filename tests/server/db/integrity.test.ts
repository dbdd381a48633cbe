import { Database } from 'bun:sqlite';
import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkpoint, corruptMiddlePages, randomBytes } from '@tests/support/database-corruption';
import { openDatabase } from '~/server/db/client';
import {
  DatabaseDamagedError,
  damagedDatabaseMessage,
  integrityProblems,
} from '~/server/db/integrity';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { createSqliteStore } from '~/server/db/store';
import { createServices } from '~/server/services';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gazette-integrity-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A database of `count` articles, closed and checkpointed into one file. */
async function databaseWithArticles(count: number): Promise<string> {
  const path = join(dir, 'gazette.db');
  const db = openDatabase(path);
  const store = createSqliteStore(db);
  const services = createServices(store);
  for (let n = 0; n < count; n += 1) await createArticle(services, buildArticle());
  store.close();
  db.$client.close();
  checkpoint(path);
  return path;
}

function problemsOf(path: string, level: 'quick' | 'full'): string[] {
  const sqlite = new Database(path, { readonly: true });
  try {
    return integrityProblems(sqlite, level);
  } finally {
    sqlite.close();
  }
}

describe('integrityProblems', () => {
  test('a sound database has none, at either level', async () => {
    const path = await databaseWithArticles(20);
    expect(problemsOf(path, 'quick')).toEqual([]);
    expect(problemsOf(path, 'full')).toEqual([]);
  });

  test('damaged pages are listed, at most ten', async () => {
    const path = await databaseWithArticles(200);
    corruptMiddlePages(path);
    for (const level of ['quick', 'full'] as const) {
      const problems = problemsOf(path, level);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.length).toBeLessThanOrEqual(10);
      // One problem per entry, without SQLite's heading.
      for (const problem of problems) expect(problem).not.toMatch(/\n|\*\*\*/);
    }
  });

  test('a file that is no database is reported, not thrown', () => {
    const path = join(dir, 'noise.db');
    writeFileSync(path, randomBytes());
    expect(problemsOf(path, 'quick')).toEqual(['file is not a database']);
  });

  test('the full check also finds a reference to a missing row', () => {
    const path = join(dir, 'refs.db');
    const sqlite = new Database(path);
    sqlite.run('CREATE TABLE parent (id INTEGER PRIMARY KEY)');
    sqlite.run('CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES parent)');
    sqlite.run('INSERT INTO child (id, parent_id) VALUES (7, 1)');
    sqlite.close();
    expect(problemsOf(path, 'quick')).toEqual([]);
    expect(problemsOf(path, 'full')).toEqual(['child row 7 refers to a missing parent row']);
  });
});

describe('openDatabase refuses a damaged file', () => {
  test('with damaged pages: the message names the file, the damage and the remedy', async () => {
    const path = await databaseWithArticles(200);
    corruptMiddlePages(path);
    let thrown: unknown;
    try {
      openDatabase(path);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DatabaseDamagedError);
    const message = (thrown as Error).message;
    expect(message).toStartWith(`The database file at ${path} is damaged (`);
    expect(message).toContain('Restore a backup');
  });

  test('that is not a database at all', () => {
    const path = join(dir, 'gazette.db');
    writeFileSync(path, randomBytes());
    expect(() => openDatabase(path)).toThrow(
      new DatabaseDamagedError(path, ['file is not a database']),
    );
  });
});

test('damagedDatabaseMessage shows three problems and counts the rest', () => {
  const message = damagedDatabaseMessage('/srv/g.db', ['a', 'b', 'c', 'd', 'e']);
  expect(message).toContain('(a; b; c and 2 more)');
});
