import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from '@tests/support/operator-command';
import { openDatabase } from '~/server/db/client';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import { createSqliteStore } from '~/server/db/store';
import { runOperatorCommand } from '~/server/operations/commands';
import { exportToFile } from '~/server/operations/export-file';
import { createServices } from '~/server/services';
import type { DatabaseExport } from '~/shared/schemas/database-export';

/**
 * `gazette export FILE` writes the admin page's download; `gazette import
 * FILE` applies it by the page's rules, record by record. Both run here
 * in-process against real database files.
 */

let dir: string;
let sourcePath: string;
/** The source newsroom as the admin page would download it. */
let document: DatabaseExport;
const quiet = { tty: false, write: () => {} };
/** The terminal's erase-to-end-of-line sequence. */
const CLEAR_TO_END = '\x1b[K';

const run = (args: string[], databasePath: string) =>
  runCommand(args, { DATABASE_PATH: databasePath });

/** The file without its first line, which holds the moment of the export. */
const afterMeta = (path: string) => {
  const text = readFileSync(path, 'utf8');
  return text.slice(text.indexOf('\n'));
};

/** Every table of the export holds something: the demo, plus accounts, history and readership. */
function extras(base: DatabaseExport): DatabaseExport {
  const [first, second] = base.data.articles;
  const at = '2026-03-02T10:00:00.000Z';
  const hash = Bun.password.hashSync('a long enough password', { algorithm: 'argon2id' });
  return {
    meta: base.meta,
    data: {
      ...base.data,
      users: [
        {
          id: 'u-editor',
          username: 'editor',
          passwordHash: hash,
          role: 'editor',
          createdAt: at,
          lastLogin: null,
          failedAttempts: 0,
          lockedUntil: null,
          lockCount: 0,
        },
        {
          id: 'u-writer',
          username: 'writer',
          passwordHash: hash,
          role: 'author',
          createdAt: at,
          lastLogin: at,
          failedAttempts: 2,
          lockedUntil: null,
          lockCount: 1,
          active: false,
        },
      ],
      articles: [
        {
          ...first!,
          // The third version: the file lists the two it replaced.
          version: 3,
          createdBy: 'u-editor',
          savedBy: 'u-writer',
          changeNote: 'Tightened the lead "quote" \\ and the ending',
          corrections: [
            {
              kind: 'correction',
              text: 'An earlier version misnamed the gate.',
              createdAt: at,
              createdBy: 'u-editor',
            },
            {
              kind: 'update',
              text: 'The commission has since reported.',
              createdAt: at,
              createdBy: null,
            },
          ],
        },
        // Its second version: the file lists the first.
        { ...second!, version: 2 },
        ...base.data.articles.slice(2),
      ],
      articleRevisions: [
        {
          id: 1,
          articleId: first!.id,
          version: 1,
          title: 'First draft',
          content: '<p>Draft one</p>',
          summary: 'The draft',
          authorId: first!.authorId,
          createdAt: at,
          changeNote: null,
          savedBy: 'u-writer',
        },
        {
          id: 2,
          articleId: second!.id,
          version: 1,
          title: 'Other draft',
          content: '<p>Draft two</p>',
          summary: 'The other',
          authorId: null,
          createdAt: at,
          changeNote: 'First',
          savedBy: null,
        },
      ],
      breakingNews: base.data.breakingNews.map((item, index) =>
        index === 0 ? { ...item, authorId: 'u-editor' } : item,
      ),
      analyticsSummaries: [
        {
          id: 1,
          date: '2026-03-01',
          totalViews: 40,
          uniqueVisitors: 12,
          topArticles: [
            { articleId: first!.id, title: first!.title, views: 30 },
            { articleId: null, title: 'A deleted story', views: 10 },
          ],
          topSearches: [{ query: 'rift', count: 3, results: 2 }],
          bounceRate: 0.25,
          unansweredSearches: [{ query: 'dragons', count: 1 }],
          topReferrers: [{ referrer: 'example.com', views: 5 }],
          topSections: [{ section: 'world', views: 30 }],
        },
      ],
      analyticsArticleViews: [{ articleId: first!.id, date: '2026-03-01', views: 30 }],
    },
  };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gazette-export-import-'));
  const demo = openDatabase(join(dir, 'demo', 'gazette.db'));
  const demoStore = createSqliteStore(demo);
  const demoServices = createServices(demoStore);
  await seedDemoContent(demo, demoServices);
  const demoExport = demoServices.database.exportDatabase();
  demoStore.close();
  demo.$client.close();
  sourcePath = join(dir, 'source', 'gazette.db');
  const db = openDatabase(sourcePath);
  const { database } = createServices(createSqliteStore(db));
  database.importDatabase(extras(demoExport));
  document = database.exportDatabase();
  db.$client.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('gazette export FILE', () => {
  test('writes the document the admin page downloads, byte for byte', () => {
    const db = openDatabase(sourcePath);
    try {
      const { database } = createServices(createSqliteStore(db));
      const now = new Date('2026-04-01T12:00:00.000Z');
      const target = join(dir, 'same-as-page.json');
      const result = exportToFile(database, target, quiet, now);
      expect(readFileSync(target, 'utf8')).toBe([...database.exportText(now)].join(''));
      expect(result.counts.articles).toBe(document.data.articles.length);
    } finally {
      db.$client.close();
    }
  });

  test('one line with the counts; every table of the newsroom is in the file', () => {
    const target = join(dir, 'exports', 'newsroom.json');
    const { code, out, err } = run(['export', target], sourcePath);
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out).toHaveLength(1);
    expect(out[0]).toStartWith(`Exported ${sourcePath} to ${target}: `);
    expect(out[0]).toContain(`articles ${document.data.articles.length}`);
    const file = JSON.parse(readFileSync(target, 'utf8')) as DatabaseExport;
    expect(file.data).toEqual(document.data);
    for (const table of Object.keys(file.data) as (keyof DatabaseExport['data'])[]) {
      expect(file.data[table].length).toBeGreaterThan(0);
    }
    // Only the file: no partial copy is left beside it.
    expect(readdirSync(join(dir, 'exports'))).toEqual(['newsroom.json']);
  });

  test('a failure half-way leaves the previous file whole and no partial file', () => {
    const target = join(dir, 'kept.json');
    writeFileSync(target, 'the previous export');
    const failing = {
      *exportText() {
        yield '{"meta":{},"data":{';
        throw new Error('disk full');
      },
    } as unknown as Parameters<typeof exportToFile>[0];
    expect(() => exportToFile(failing, target, quiet)).toThrow('disk full');
    expect(readFileSync(target, 'utf8')).toBe('the previous export');
    expect(readdirSync(dir).filter((name) => name.startsWith('kept.json'))).toEqual(['kept.json']);
  });

  test('refuses a missing database and a folder as the file, one line each', () => {
    const missing = join(dir, 'nowhere.db');
    expect(run(['export', join(dir, 'x.json')], missing)).toEqual({
      code: 1,
      out: [],
      err: [`There is no database at ${missing}.`],
    });
    expect(existsSync(missing)).toBe(false);
    const folder = run(['export', dir], sourcePath);
    expect(folder.code).toBe(1);
    expect(folder.err).toEqual([
      `The export path ${dir} is a folder; give the path of the file to write.`,
    ]);
    expect(run(['export'], sourcePath).err[0]).toStartWith('Usage: gazette export FILE.');
  });
});

describe('gazette import FILE', () => {
  test('round trip: file -> empty database -> export is the same file', () => {
    const file = join(dir, 'round-trip.json');
    expect(run(['export', file], sourcePath).code).toBe(0);
    const target = join(dir, 'round-trip', 'gazette.db');
    const imported = run(['import', file], target);
    expect(imported.err).toEqual([]);
    expect(imported.code).toBe(0);
    const total = Object.values(document.data).reduce((sum, rows) => sum + rows.length, 0);
    expect(imported.out).toHaveLength(1);
    expect(imported.out[0]).toStartWith(
      `Imported ${file} into ${target}: ${total.toLocaleString('en-US')} records imported, 0 already present and skipped (imported: users 2, authorProfiles ${document.data.authorProfiles.length}, articles ${document.data.articles.length}, articleRevisions 2,`,
    );
    const again = join(dir, 'round-trip-again.json');
    expect(run(['export', again], target).code).toBe(0);
    expect(afterMeta(again)).toBe(afterMeta(file));

    // A second import finds everything present: all skipped, counted as the page counts them.
    const twice = run(['import', file], target);
    expect(twice.code).toBe(0);
    expect(twice.out[0]).toContain(
      `: 0 records imported, ${total.toLocaleString('en-US')} already present and skipped (imported: none; skipped: users 2,`,
    );
    expect(run(['export', again], target).code).toBe(0);
    expect(afterMeta(again)).toBe(afterMeta(file));
  });

  test('the same counts as the admin page for a file with tables in another order, pretty-printed', () => {
    const reordered = Object.fromEntries(Object.entries(document.data).reverse());
    const file = join(dir, 'reordered.json');
    writeFileSync(file, JSON.stringify({ data: reordered, meta: document.meta }, null, 2));
    // Half of it already present in the page's database and in the command's.
    const half = {
      ...document,
      data: { ...document.data, articles: document.data.articles.slice(0, 10) },
    };
    const byPage = openDatabase(join(dir, 'page-order', 'gazette.db'));
    const pageServices = createServices(createSqliteStore(byPage));
    pageServices.database.importDatabase(half);
    const pageCounts = pageServices.database.importDatabase(JSON.parse(readFileSync(file, 'utf8')));
    byPage.$client.close();

    const target = join(dir, 'command-order', 'gazette.db');
    const db = openDatabase(target);
    createServices(createSqliteStore(db)).database.importDatabase(half);
    db.$client.close();
    const { code, out } = run(['import', file], target);
    expect(code).toBe(0);
    const sum = (counts: Record<string, number>) =>
      Object.values(counts).reduce((a, b) => a + b, 0);
    expect(out[0]).toContain(
      `: ${sum(pageCounts.imported)} records imported, ${sum(pageCounts.skipped)} already present and skipped`,
    );
    expect(pageCounts.skipped.articles).toBe(10);
    expect(out[0]).toContain(
      `skipped: users 2, authorProfiles ${document.data.authorProfiles.length}, articles 10,`,
    );
  });

  describe('refusals: one line, exit 1, nothing changed', () => {
    let target: string;
    let before: string;
    const snapshot = () => {
      const file = join(dir, 'snapshot.json');
      expect(run(['export', file], target).code).toBe(0);
      return afterMeta(file);
    };
    beforeAll(() => {
      // A database holding part of the newsroom, so "nothing changed" is visible.
      target = join(dir, 'refusals', 'gazette.db');
      const db = openDatabase(target);
      createServices(createSqliteStore(db)).database.importDatabase({
        ...document,
        data: { ...document.data, articles: document.data.articles.slice(0, 5) },
      });
      db.$client.close();
      before = snapshot();
    });

    /** The page's refusal of the same document, for comparison. */
    const pageRefusal = (body: unknown) => {
      const db = openDatabase(':memory:');
      try {
        createServices(createSqliteStore(db)).database.importDatabase(body);
        return null;
      } catch (error) {
        return (error as Error).message;
      } finally {
        db.$client.close();
      }
    };
    const articles = () => structuredClone(document.data.articles);
    const withArticles = (list: unknown[]) => ({
      ...document,
      data: { ...document.data, articles: list },
    });
    const last = () => document.data.articles.length - 1;

    test.each([
      [
        'a bad record after many good ones',
        () =>
          withArticles(
            articles().map((a, i) => (i === last() ? { ...a, slug: 'Not A Slug!' } : a)),
          ),
      ],
      [
        'a bad record in the first table',
        () => ({ ...document, data: { ...document.data, users: [{ id: 'x' }] } }),
      ],
      [
        'a repeated article id',
        () =>
          withArticles(
            articles().map((a, i) =>
              i === last() ? { ...a, id: document.data.articles[0]!.id } : a,
            ),
          ),
      ],
      [
        'a revision of an article that is not in the file',
        () => ({
          ...document,
          data: {
            ...document.data,
            articleRevisions: [{ ...document.data.articleRevisions[0]!, articleId: 999_999 }],
          },
        }),
      ],
      [
        'a body that is empty once cleaned',
        () =>
          withArticles(
            articles().map((a, i) =>
              i === last() ? { ...a, content: '<script><p>alert(1)</p></script>' } : a,
            ),
          ),
      ],
      [
        'both a dangling reference and a later bad record: the bad record is named, as by the page',
        () => ({
          ...document,
          data: {
            ...document.data,
            articles: articles().map((a, i) => (i === 0 ? { ...a, createdBy: 'nobody' } : a)),
            analyticsArticleViews: [{ articleId: 1, date: 'yesterday', views: 1 }],
          },
        }),
      ],
      [
        'an export of another site',
        () => ({ ...document, meta: { ...document.meta, app: 'Other' } }),
      ],
      ['a newer export', () => ({ ...document, meta: { ...document.meta, schemaVersion: 99 } })],
      ['no meta', () => ({ data: document.data })],
      ['no data', () => ({ meta: document.meta })],
      ['a table that is no list', () => ({ ...document, data: { ...document.data, articles: 5 } })],
      ['a list, not an object', () => [document]],
    ])('%s: named as the admin page names it', (_, build) => {
      const body = build();
      const expected = pageRefusal(body);
      expect(expected).not.toBeNull();
      const file = join(dir, 'bad.json');
      writeFileSync(file, JSON.stringify(body));
      const { code, out, err } = run(['import', file], target);
      expect({ code, out }).toEqual({ code: 1, out: [] });
      expect(err).toEqual([`Nothing was imported from ${file}: ${expected}`]);
      expect(snapshot()).toBe(before);
    });

    test('a missing file, a folder, a file cut short, not JSON, not UTF-8', () => {
      const missing = join(dir, 'missing.json');
      expect(run(['import', missing], target).err).toEqual([`There is no file at ${missing}.`]);
      expect(run(['import', dir], target).err).toEqual([
        `${dir} is a folder; give the path of an export file.`,
      ]);
      const full = JSON.stringify(document, null, 1);
      const cut = join(dir, 'cut.json');
      writeFileSync(cut, full.slice(0, Math.floor(full.length * 0.9)));
      const cutShort = run(['import', cut], target);
      expect(cutShort.code).toBe(1);
      expect(cutShort.err).toHaveLength(1);
      expect(cutShort.err[0]).toMatch(
        new RegExp(`^Nothing was imported: ${cut} is not valid JSON \\(line \\d+: .+\\)\\.$`),
      );
      const broken = join(dir, 'broken.json');
      writeFileSync(broken, full.replace('"slug": "', '"slug": '));
      const brokenRun = run(['import', broken], target);
      expect(brokenRun.err[0]).toStartWith(
        `Nothing was imported: ${broken} is not valid JSON (line `,
      );
      const garbage = join(dir, 'garbage.json');
      writeFileSync(garbage, 'SQLite format 3\0');
      expect(run(['import', garbage], target).err[0]).toStartWith(
        `Nothing was imported: ${garbage} is not valid JSON (line 1: `,
      );
      const latin1 = join(dir, 'latin1.json');
      writeFileSync(latin1, Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]));
      expect(run(['import', latin1], target).err).toEqual([
        `Nothing was imported: ${latin1} is not UTF-8 text.`,
      ]);
      expect(run(['import'], target).err[0]).toStartWith('Usage: gazette import FILE.');
      expect(snapshot()).toBe(before);
    });
  });

  test('a progress line while it works: redrawn on a terminal, whole lines in a log', () => {
    const file = join(dir, 'progress.json');
    expect(run(['export', file], sourcePath).code).toBe(0);
    for (const tty of [true, false]) {
      const written: string[] = [];
      const out: string[] = [];
      const code = runOperatorCommand(
        ['import', file],
        { DATABASE_PATH: join(dir, `progress-${tty}`, 'gazette.db') },
        {
          log: (line) => out.push(line),
          error: (line) => out.push(line),
          progress: { tty, write: (text) => written.push(text), intervalMs: 0 },
        },
      );
      expect(code).toBe(0);
      expect(out).toHaveLength(1);
      expect(written.length).toBeGreaterThan(10);
      const lines = tty ? written.slice(0, -1) : written;
      for (const line of lines) {
        const shape = /^Importing: \d+% of [\d.]+ MB read, [\d,]+ records$/;
        if (tty) {
          expect(line).toStartWith('\r');
          expect(line).toEndWith(CLEAR_TO_END);
          expect(line.slice(1, -CLEAR_TO_END.length)).toMatch(shape);
        } else {
          expect(line).toEndWith('\n');
          expect(line.slice(0, -1)).toMatch(shape);
        }
      }
      // On a terminal the line is cleared before the result.
      if (tty) expect(written.at(-1)).toBe(`\r${CLEAR_TO_END}`);
    }
  });
});
