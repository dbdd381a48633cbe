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

  test('keeps at most its bound, the least recently used leaving first', () => {
    const database = keepStatements(new Database(':memory:'), 2);
    const one = database.prepare('SELECT 1');
    const two = database.prepare('SELECT 2');
    expect(database.prepare('SELECT 1')).toBe(one);
    database.prepare('SELECT 3');
    expect(database.prepare('SELECT 1')).toBe(one);
    expect(database.prepare('SELECT 2')).not.toBe(two);
  });
});
