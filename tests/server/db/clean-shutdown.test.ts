import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { copyFileSync, existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corruptMiddlePages } from '@tests/support/database-corruption';
import { forgetCleanShutdown, leftClean, noteCleanShutdown } from '~/server/db/clean-shutdown';
import { closeDatabase, openDatabase } from '~/server/db/client';
import { DatabaseDamagedError } from '~/server/db/integrity';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { createSqliteStore } from '~/server/db/store';
import { createServices } from '~/server/services';

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gazette-clean-'));
  path = join(dir, 'gazette.db');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Opens the file as the server does, writes some articles and stops cleanly. */
async function serveAndStop(articles: number) {
  const db = openDatabase(path, { trustCleanShutdown: true });
  const store = createSqliteStore(db);
  const services = createServices(store);
  for (let n = 0; n < articles; n += 1) await createArticle(services, buildArticle());
  // As the server stops: the writing connection first, then the file folded whole.
  store.close();
  closeDatabase(db);
  noteCleanShutdown(path);
}

describe('clean shutdown note', () => {
  test('a clean stop is noted, and opening the file forgets it again', async () => {
    await serveAndStop(3);
    expect(leftClean(path)).toBe(true);
    const db = openDatabase(path, { trustCleanShutdown: true });
    // Open: a crash from here on must not pass for a clean stop.
    expect(leftClean(path)).toBe(false);
    db.$client.close();
  });

  test('a file changed after the clean stop is checked, and refused when damaged', async () => {
    await serveAndStop(200);
    corruptMiddlePages(path);
    expect(leftClean(path)).toBe(false);
    expect(() => openDatabase(path, { trustCleanShutdown: true })).toThrow(DatabaseDamagedError);
  });

  test('a file restored or copied in place of the noted one is checked', async () => {
    await serveAndStop(200);
    const copy = join(dir, 'copy.db');
    copyFileSync(path, copy);
    corruptMiddlePages(copy);
    // Same size, same time: only the file's identity tells it apart.
    utimesSync(copy, new Date(), new Date(Bun.file(path).lastModified));
    rmSync(path);
    copyFileSync(copy, path);
    utimesSync(path, new Date(), new Date(Bun.file(copy).lastModified));
    expect(leftClean(path)).toBe(false);
    expect(() => openDatabase(path, { trustCleanShutdown: true })).toThrow(DatabaseDamagedError);
  });

  test('without a note (a crash, or never run) the file is checked', async () => {
    await serveAndStop(200);
    forgetCleanShutdown(path);
    expect(existsSync(`${path}.clean`)).toBe(false);
    expect(leftClean(path)).toBe(false);
  });

  test('the skipped check is the only difference: a noted file opens and serves', async () => {
    await serveAndStop(5);
    const db = openDatabase(path, { trustCleanShutdown: true });
    expect(await createServices(createSqliteStore(db)).adminArticles.count()).toBe(5);
    db.$client.close();
  });
});
