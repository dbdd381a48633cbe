import { describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './client';

describe('openDatabase', () => {
  test('creates the folder and file, applies migrations and sets the pragmas', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gazette-db-'));
    try {
      const db = openDatabase(join(dir, 'nested', 'gazette.db'));
      const sqlite = db.$client;
      const pragma = (name: string) =>
        Object.values(sqlite.query(`PRAGMA ${name}`).get() as object)[0];
      expect(pragma('journal_mode')).toBe('wal');
      expect(pragma('foreign_keys')).toBe(1);
      expect(pragma('busy_timeout')).toBe(5000);
      expect(pragma('synchronous')).toBe(1);
      const tables = sqlite
        .query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .all()
        .map((row) => (row as { name: string }).name);
      expect(tables).toEqual(
        expect.arrayContaining([
          'analytics_events',
          'analytics_summaries',
          'article_revisions',
          'articles',
          'author_profiles',
          'breaking_news',
          'editorial_team',
          'sessions',
          'users',
        ]),
      );
      sqlite.close();
      // Opening again is a no-op for the schema.
      openDatabase(join(dir, 'nested', 'gazette.db')).$client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
