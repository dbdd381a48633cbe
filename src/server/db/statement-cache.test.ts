import { Database } from 'bun:sqlite';
import { describe, expect, test } from 'bun:test';
import { keepStatements } from './statement-cache';

describe('keepStatements', () => {
  test('compiles a query once and answers it with the data of the moment', () => {
    const database = keepStatements(new Database(':memory:'));
    database.run('CREATE TABLE notes (text TEXT)');
    const first = database.prepare('SELECT text FROM notes ORDER BY text');
    expect(first.all()).toEqual([]);
    database.run("INSERT INTO notes VALUES ('a')");
    const again = database.prepare('SELECT text FROM notes ORDER BY text');
    expect(again).toBe(first);
    expect(again.all()).toEqual([{ text: 'a' }]);
  });

  test('a kept write that failed runs again as new, and follows a change of schema', () => {
    const database = keepStatements(new Database(':memory:'));
    database.run('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
    const insert = () => database.prepare('INSERT INTO notes (id, text) VALUES (?, ?)');
    insert().run(1, 'a');
    expect(() => insert().run(1, 'again')).toThrow(/UNIQUE/);
    expect(() => insert().run(2, null)).toThrow(/NOT NULL/);
    insert().run(2, 'b');
    database.run('ALTER TABLE notes ADD COLUMN seen INTEGER NOT NULL DEFAULT 0');
    insert().run(3, 'c');
    expect(database.prepare('SELECT * FROM notes ORDER BY id').all()).toEqual([
      { id: 1, text: 'a', seen: 0 },
      { id: 2, text: 'b', seen: 0 },
      { id: 3, text: 'c', seen: 0 },
    ]);
  });

  test('keeps at most its bound, the least recently used leaving first', () => {
    const database = keepStatements(new Database(':memory:'), 2);
    const one = database.prepare('SELECT 1');
    const two = database.prepare('SELECT 2');
    expect(database.prepare('SELECT 1')).toBe(one);
    database.prepare('SELECT 3');
    expect(database.prepare('SELECT 1')).toBe(one);
    expect(database.prepare('SELECT 2')).not.toBe(two);
  });

  test('a connection kept twice keeps one cache', () => {
    const database = new Database(':memory:');
    expect(keepStatements(keepStatements(database))).toBe(database);
    const prepare = database.prepare;
    keepStatements(database);
    expect(database.prepare).toBe(prepare);
  });
});
