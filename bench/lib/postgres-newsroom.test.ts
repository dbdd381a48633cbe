import { describe, expect, test } from 'bun:test';
import { getTableName } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { rowsPerInsert, tablePairs } from './postgres-newsroom';

describe('copying a newsroom into PostgreSQL', () => {
  test('every table comes after the tables its foreign keys refer to, search_changes left to the triggers', () => {
    const pairs = tablePairs();
    const names = pairs.map((pair) => pair.name);
    expect(names).not.toContain('search_changes');
    expect(names).toContain('articles');
    for (const [index, { pg, sqlite, name }] of pairs.entries()) {
      expect(getTableName(sqlite)).toBe(name);
      for (const key of getTableConfig(pg).foreignKeys) {
        const target = getTableName(key.reference().foreignTable);
        if (target !== name) expect(names.indexOf(target)).toBeLessThan(index);
      }
    }
  });

  test('a statement stays under the parameters PostgreSQL takes', () => {
    for (const columns of [1, 25, 200, 70_000]) {
      const rows = rowsPerInsert(columns);
      expect(rows).toBeGreaterThanOrEqual(1);
      expect(rows).toBeLessThanOrEqual(500);
      if (columns < 65_535) expect(rows * columns).toBeLessThan(65_535);
    }
  });
});
