import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from '@tests/support/operator-command';
import { type PostgresCluster, startPostgresCluster } from '@tests/support/postgres-cluster';
import { TEST_ENGINE } from '@tests/support/test-database';
import { openDatabase } from '~/server/db/client';
import { openPostgresStore } from '~/server/db/postgres/store';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import { createSqliteStore, type Store } from '~/server/db/store';
import { runOperatorCommand } from '~/server/operations/commands';
import { exportToFile } from '~/server/operations/export-file';
import { createServices } from '~/server/services';
import type { DatabaseExport } from '~/shared/schemas/database-export';

/**
 * `gazette export FILE` writes the admin page's download; `gazette import
 * FILE` applies it by the page's rules, record by record. Both run here
 * in-process against real databases of the engine under test (SQLite files,
 * or PostgreSQL databases with GAZETTE_TEST_ENGINE=postgres), and a
 * newsroom moves from SQLite to PostgreSQL and back with them.
 */

let dir: string;
/** Every PostgreSQL database of this file lives here; started whatever the engine under test. */
let cluster: PostgresCluster;
let databases = 0;

/** A database the commands are pointed at: created by the first import or opened by the services. */
interface Target {
  /** The environment that selects it. */
  env: Record<string, string>;
  /** How the commands' lines name it. */
  name: string;
}

function sqliteTarget(label: string): Target {
  const path = join(dir, label, 'gazette.db');
  return { env: { DATABASE_PATH: path }, name: path };
}

/** An empty PostgreSQL database: the first command to open it migrates it. */
function postgresTarget(): Target {
  const database = `export_import_${++databases}`;
  return {
    env: { DATABASE_URL: cluster.createDatabase(database) },
    name: `PostgreSQL gazette@127.0.0.1:${cluster.port}/${database}`,
  };
}

/** A new, empty database of the engine under test. */
const newTarget = (label: string): Target =>
  TEST_ENGINE === 'postgres' ? postgresTarget() : sqliteTarget(label);

let source: Target;
/** The source newsroom as the admin page would download it. */
let document: DatabaseExport;
const quiet = { tty: false, write: () => {} };
/** The terminal's erase-to-end-of-line sequence. */
const CLEAR_TO_END = '\x1b[K';

const run = (args: string[], target: Target) => runCommand(args, target.env);

/** The file without its first line, which holds the moment of the export. */
const afterMeta = (path: string) => {
  const text = readFileSync(path, 'utf8');
  return text.slice(text.indexOf('\n'));
};

/** Text that tests every way a string can travel: astral characters, joiners, combining marks, right-to-left, separators JSON escapes. */
const UNICODE = {
  title: 'Tōkyō 東京 🌀 «Rift» — עברית',
  summary: 'e\u0301 (combining) ≠ é; line\u2028separator, "quotes" \\ backslash, tab\there',
  content: 'Zero\u200bwidth, 👩‍👩‍👧 family, 𝔘𝔫𝔦𝔠𝔬𝔡𝔢, ﷺ, \u{1F1FA}\u{1F1E6}',
  tags: ['émigré', '🌀', '東京'],
};
/** Images from the media library: the export keeps the path, the files travel apart. */
const MEDIA = {
  image: '/media/7f3a9c0e1b2d4f6a-hero.webp',
  extra: '/media/aa11bb22cc33dd44.webp',
  avatar: '/media/0f9e8d7c6b5a4f3e.webp',
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
        ...base.data.articles.slice(2).map((article, index) => {
          if (index === 0) {
            // Scheduled: published, at a time to come.
            return {
              ...article,
              status: 'published' as const,
              publishedAt: '2031-05-01T06:00:00.000Z',
            };
          }
          if (index === 1) return { ...article, status: 'draft' as const, publishedAt: null };
          if (index === 2) {
            // Text beyond ASCII in every kind of field, and images from the media library.
            return {
              ...article,
              title: `${UNICODE.title} ${article.title}`,
              summary: `${UNICODE.summary} ${article.summary}`,
              content: `<p>${UNICODE.content}</p>${article.content}`,
              tags: [...UNICODE.tags, ...(article.tags ?? [])],
              image: MEDIA.image,
              additionalImages: [MEDIA.extra, 'https://images.example.com/rift.jpg'],
            };
          }
          // Dated before 1970: negative milliseconds on SQLite.
          if (index === 3) return { ...article, publishedAt: '1969-07-20T20:17:40.123Z' };
          return article;
        }),
      ],
      authorProfiles: base.data.authorProfiles.map((profile, index) =>
        index === 0
          ? { ...profile, bio: `${UNICODE.summary} ${profile.bio}`, avatar: MEDIA.avatar }
          : profile,
      ),
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
        index === 0
          ? { ...item, authorId: 'u-editor', text: `${UNICODE.title} ${item.text}` }
          : item,
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
          topSearches: [
            { query: 'rift', count: 3, results: 2 },
            { query: UNICODE.tags[0]!, count: 1, results: 1 },
          ],
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

/** The services over the target's database, closed once `work` is done. */
function withServices<T>(
  target: Target | ':memory:',
  work: (services: ReturnType<typeof createServices>) => Promise<T>,
): Promise<T> {
  return withStore(target, (store) => work(createServices(store)));
}

/** The target's database as a store, closed once `work` is done. */
async function withStore<T>(
  target: Target | ':memory:',
  work: (store: Store) => Promise<T>,
): Promise<T> {
  let store: Store;
  let close: () => Promise<void>;
  if (target !== ':memory:' && target.env.DATABASE_URL) {
    const opened = await openPostgresStore(target.env.DATABASE_URL, { maxConnections: 2 });
    store = opened;
    close = () => opened.close();
  } else {
    const db = openDatabase(target === ':memory:' ? target : target.env.DATABASE_PATH!);
    const opened = createSqliteStore(db);
    store = opened;
    close = async () => {
      opened.close();
      db.$client.close();
    };
  }
  try {
    return await work(store);
  } finally {
    await close();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gazette-export-import-'));
  cluster = startPostgresCluster();
  const demoExport = await withServices(newTarget('demo'), async (services) => {
    await seedDemoContent(services);
    return services.database.exportDatabase();
  });
  source = newTarget('source');
  document = await withServices(source, async ({ database }) => {
    await database.importDatabase(extras(demoExport));
    return database.exportDatabase();
  });
}, 60_000);
afterAll(() => {
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('gazette export FILE', () => {
  test('writes the document the admin page downloads, byte for byte', async () => {
    await withServices(source, async ({ database }) => {
      const now = new Date('2026-04-01T12:00:00.000Z');
      const target = join(dir, 'same-as-page.json');
      const result = await exportToFile(database, target, quiet, now);
      const pieces: string[] = [];
      for await (const piece of database.exportText(now)) pieces.push(piece);
      expect(readFileSync(target, 'utf8')).toBe(pieces.join(''));
      expect(result.counts.articles).toBe(document.data.articles.length);
    });
  });

  test('one line with the counts; every table of the newsroom is in the file', async () => {
    const target = join(dir, 'exports', 'newsroom.json');
    const { code, out, err } = await run(['export', target], source);
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out).toHaveLength(1);
    expect(out[0]).toStartWith(`Exported ${source.name} to ${target}: `);
    expect(out[0]).toContain(`articles ${document.data.articles.length}`);
    const file = JSON.parse(readFileSync(target, 'utf8')) as DatabaseExport;
    expect(file.data).toEqual(document.data);
    for (const table of Object.keys(file.data) as (keyof DatabaseExport['data'])[]) {
      expect(file.data[table].length).toBeGreaterThan(0);
    }
    // Only the file: no partial copy is left beside it.
    expect(readdirSync(join(dir, 'exports'))).toEqual(['newsroom.json']);
  });

  test('a failure half-way leaves the previous file whole and no partial file', async () => {
    const target = join(dir, 'kept.json');
    writeFileSync(target, 'the previous export');
    const failing = {
      async *exportText() {
        yield '{"meta":{},"data":{';
        throw new Error('disk full');
      },
    } as unknown as Parameters<typeof exportToFile>[0];
    await expect(exportToFile(failing, target, quiet)).rejects.toThrow('disk full');
    expect(readFileSync(target, 'utf8')).toBe('the previous export');
    expect(readdirSync(dir).filter((name) => name.startsWith('kept.json'))).toEqual(['kept.json']);
  });

  test('refuses a missing database and a folder as the file, one line each', async () => {
    if (TEST_ENGINE === 'postgres') {
      const url = new URL(source.env.DATABASE_URL!);
      url.pathname = '/nowhere';
      expect(
        await run(['export', join(dir, 'x.json')], {
          env: { DATABASE_URL: url.toString() },
          name: '',
        }),
      ).toEqual({
        code: 1,
        out: [],
        err: [
          `Cannot connect to DATABASE_URL (gazette@127.0.0.1:${cluster.port}/nowhere): database "nowhere" does not exist`,
        ],
      });
    } else {
      const missing = join(dir, 'nowhere.db');
      expect(await run(['export', join(dir, 'x.json')], sqliteTarget('nowhere'))).toEqual({
        code: 1,
        out: [],
        err: [`There is no database at ${join(dir, 'nowhere', 'gazette.db')}.`],
      });
      expect(existsSync(missing)).toBe(false);
    }
    const folder = await run(['export', dir], source);
    expect(folder.code).toBe(1);
    expect(folder.err).toEqual([
      `The export path ${dir} is a folder; give the path of the file to write.`,
    ]);
    expect((await run(['export'], source)).err[0]).toStartWith('Usage: gazette export FILE.');
  });
});

describe('gazette import FILE', () => {
  test('round trip: file -> empty database -> export is the same file', async () => {
    const file = join(dir, 'round-trip.json');
    expect((await run(['export', file], source)).code).toBe(0);
    const target = newTarget('round-trip');
    const imported = await run(['import', file], target);
    expect(imported.err).toEqual([]);
    expect(imported.code).toBe(0);
    const total = Object.values(document.data).reduce((sum, rows) => sum + rows.length, 0);
    expect(imported.out).toHaveLength(1);
    expect(imported.out[0]).toStartWith(
      `Imported ${file} into ${target.name}: ${total.toLocaleString('en-US')} records imported, 0 already present and skipped (imported: users 2, authorProfiles ${document.data.authorProfiles.length}, articles ${document.data.articles.length}, articleRevisions 2,`,
    );
    const again = join(dir, 'round-trip-again.json');
    expect((await run(['export', again], target)).code).toBe(0);
    expect(afterMeta(again)).toBe(afterMeta(file));

    // A second import finds everything present: all skipped, counted as the page counts them.
    const twice = await run(['import', file], target);
    expect(twice.code).toBe(0);
    expect(twice.out[0]).toContain(
      `: 0 records imported, ${total.toLocaleString('en-US')} already present and skipped (imported: none; skipped: users 2,`,
    );
    expect((await run(['export', again], target)).code).toBe(0);
    expect(afterMeta(again)).toBe(afterMeta(file));
  });

  test('the same counts as the admin page for a file with tables in another order, pretty-printed', async () => {
    const reordered = Object.fromEntries(Object.entries(document.data).reverse());
    const file = join(dir, 'reordered.json');
    writeFileSync(file, JSON.stringify({ data: reordered, meta: document.meta }, null, 2));
    // Half of it already present in the page's database and in the command's.
    const half = {
      ...document,
      data: { ...document.data, articles: document.data.articles.slice(0, 10) },
    };
    const pageCounts = await withServices(newTarget('page-order'), async ({ database }) => {
      await database.importDatabase(half);
      return database.importDatabase(JSON.parse(readFileSync(file, 'utf8')));
    });

    const target = newTarget('command-order');
    await withServices(target, ({ database }) => database.importDatabase(half));
    const { code, out } = await run(['import', file], target);
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
    let target: Target;
    let before: string;
    const snapshot = async () => {
      const file = join(dir, 'snapshot.json');
      expect((await run(['export', file], target)).code).toBe(0);
      return afterMeta(file);
    };
    beforeAll(async () => {
      // A database holding part of the newsroom, so "nothing changed" is visible.
      target = newTarget('refusals');
      await withServices(target, ({ database }) =>
        database.importDatabase({
          ...document,
          data: { ...document.data, articles: document.data.articles.slice(0, 5) },
        }),
      );
      before = await snapshot();
    });

    /** The page's refusal of the same document, for comparison. */
    const pageRefusal = async (body: unknown) => {
      try {
        await withServices(':memory:', ({ database }) => database.importDatabase(body));
        return null;
      } catch (error) {
        return (error as Error).message;
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
    ])('%s: named as the admin page names it', async (_, build) => {
      const body = build();
      const expected = await pageRefusal(body);
      expect(expected).not.toBeNull();
      const file = join(dir, 'bad.json');
      writeFileSync(file, JSON.stringify(body));
      const { code, out, err } = await run(['import', file], target);
      expect({ code, out }).toEqual({ code: 1, out: [] });
      expect(err).toEqual([`Nothing was imported from ${file}: ${expected}`]);
      expect(await snapshot()).toBe(before);
    });

    test('a missing file, a folder, a file cut short, not JSON, not UTF-8', async () => {
      const missing = join(dir, 'missing.json');
      expect((await run(['import', missing], target)).err).toEqual([
        `There is no file at ${missing}.`,
      ]);
      expect((await run(['import', dir], target)).err).toEqual([
        `${dir} is a folder; give the path of an export file.`,
      ]);
      const full = JSON.stringify(document, null, 1);
      const cut = join(dir, 'cut.json');
      writeFileSync(cut, full.slice(0, Math.floor(full.length * 0.9)));
      const cutShort = await run(['import', cut], target);
      expect(cutShort.code).toBe(1);
      expect(cutShort.err).toHaveLength(1);
      expect(cutShort.err[0]).toMatch(
        new RegExp(`^Nothing was imported: ${cut} is not valid JSON \\(line \\d+: .+\\)\\.$`),
      );
      const broken = join(dir, 'broken.json');
      writeFileSync(broken, full.replace('"slug": "', '"slug": '));
      const brokenRun = await run(['import', broken], target);
      expect(brokenRun.err[0]).toStartWith(
        `Nothing was imported: ${broken} is not valid JSON (line `,
      );
      const garbage = join(dir, 'garbage.json');
      writeFileSync(garbage, 'SQLite format 3\0');
      expect((await run(['import', garbage], target)).err[0]).toStartWith(
        `Nothing was imported: ${garbage} is not valid JSON (line 1: `,
      );
      const latin1 = join(dir, 'latin1.json');
      writeFileSync(latin1, Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]));
      expect((await run(['import', latin1], target)).err).toEqual([
        `Nothing was imported: ${latin1} is not UTF-8 text.`,
      ]);
      expect((await run(['import'], target)).err[0]).toStartWith('Usage: gazette import FILE.');
      expect(await snapshot()).toBe(before);
    });
  });

  test('a progress line while it works: redrawn on a terminal, whole lines in a log', async () => {
    const file = join(dir, 'progress.json');
    expect((await run(['export', file], source)).code).toBe(0);
    for (const tty of [true, false]) {
      const written: string[] = [];
      const out: string[] = [];
      const code = await runOperatorCommand(['import', file], newTarget(`progress-${tty}`).env, {
        log: (line) => out.push(line),
        error: (line) => out.push(line),
        progress: { tty, write: (text) => written.push(text), intervalMs: 0 },
      });
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

describe('moving a newsroom between engines', () => {
  test('SQLite -> PostgreSQL -> SQLite with export and import: the three exports are byte-identical', async () => {
    const total = Object.values(document.data).reduce((sum, rows) => sum + rows.length, 0);
    const seed = join(dir, 'engines-seed.json');
    writeFileSync(seed, JSON.stringify(document));
    const first = sqliteTarget('engines-first');
    expect((await run(['import', seed], first)).code).toBe(0);
    const fromSqlite = join(dir, 'engines-1-sqlite.json');
    expect((await run(['export', fromSqlite], first)).code).toBe(0);

    const postgres = postgresTarget();
    const intoPostgres = await run(['import', fromSqlite], postgres);
    expect(intoPostgres.err).toEqual([]);
    expect(intoPostgres.out).toHaveLength(1);
    expect(intoPostgres.out[0]).toStartWith(
      `Imported ${fromSqlite} into ${postgres.name}: ${total.toLocaleString('en-US')} records imported, 0 already present and skipped`,
    );
    const fromPostgres = join(dir, 'engines-2-postgres.json');
    const exported = await run(['export', fromPostgres], postgres);
    expect(exported.err).toEqual([]);
    expect(exported.out[0]).toStartWith(`Exported ${postgres.name} to ${fromPostgres}: `);

    const last = sqliteTarget('engines-last');
    expect((await run(['import', fromPostgres], last)).code).toBe(0);
    const backInSqlite = join(dir, 'engines-3-sqlite.json');
    expect((await run(['export', backInSqlite], last)).code).toBe(0);

    expect(afterMeta(fromPostgres)).toBe(afterMeta(fromSqlite));
    expect(afterMeta(backInSqlite)).toBe(afterMeta(fromSqlite));
    // What the file does not carry was rebuilt alike on each engine: every
    // article's current version among its revisions.
    const revisions = (target: Target) =>
      withStore(target, async ({ db, tables }) =>
        db
          .select({
            articleId: tables.articleRevisions.articleId,
            version: tables.articleRevisions.version,
          })
          .from(tables.articleRevisions)
          .orderBy(tables.articleRevisions.articleId, tables.articleRevisions.version),
      );
    const inFirst = await revisions(first);
    expect(inFirst).toHaveLength(
      document.data.articleRevisions.length + document.data.articles.length,
    );
    expect(await revisions(postgres)).toEqual(inFirst);
    expect(await revisions(last)).toEqual(inFirst);
    // What the corpus is for made the trip: nothing fell out of the file on the way.
    const text = readFileSync(backInSqlite, 'utf8');
    const file = JSON.parse(text) as DatabaseExport;
    for (const table of Object.keys(file.data) as (keyof DatabaseExport['data'])[]) {
      expect(file.data[table]).toHaveLength(document.data[table].length);
      expect(file.data[table].length).toBeGreaterThan(0);
    }
    for (const piece of [
      UNICODE.title,
      UNICODE.content,
      ...UNICODE.tags,
      ...Object.values(MEDIA),
    ]) {
      expect(JSON.stringify(file)).toContain(piece);
    }
    expect(
      file.data.articles.map((article) => [article.status, article.publishedAt]),
    ).toContainEqual(['published', '2031-05-01T06:00:00.000Z']);
    expect(file.data.articles.map((article) => article.publishedAt)).toContain(
      '1969-07-20T20:17:40.123Z',
    );
    expect(new Set(file.data.users.map((user) => user.role))).toEqual(
      new Set(['editor', 'author']),
    );

    // The import kept the file's ids and moved PostgreSQL's sequences past
    // them: rows added afterwards get ids of their own, and the check agrees.
    const largest = (ids: number[]) => Math.max(...ids);
    await withServices(postgres, async (services) => {
      const article = await createArticle(services, buildArticle());
      expect(article.id).toBeGreaterThan(largest(document.data.articles.map((a) => a.id)));
      const item = await services.breakingNews.create({
        text: 'After the move',
        priority: 1,
        active: true,
        link: '',
      });
      expect(item.id).toBeGreaterThan(largest(document.data.breakingNews.map((b) => b.id)));
    });
    expect((await run(['check'], postgres)).code).toBe(0);

    // The same file again: everything present, skipped, nothing written.
    const again = await run(['import', fromSqlite], postgres);
    expect(again.out[0]).toContain(
      `: 0 records imported, ${total.toLocaleString('en-US')} already present and skipped`,
    );
  }, 60_000);
});

describe('what one engine could store and the other cannot', () => {
  // PostgreSQL keeps no NUL character in text; a file from an older SQLite
  // newsroom may hold one. The import drops it, as every write of the site
  // does, so the newsroom moves whole.
  test('a NUL character in a SQLite newsroom: the PostgreSQL import drops it and moves the rest', async () => {
    const file = join(dir, 'nul.json');
    const body = structuredClone(document);
    const last = body.data.articles.at(-1)!;
    last.title = `Before\u0000after`;
    writeFileSync(file, JSON.stringify(body));
    const postgres = postgresTarget();
    const { code } = await run(['import', file], postgres);
    expect(code).toBe(0);
    const moved = join(dir, 'nul-after.json');
    expect((await run(['export', moved], postgres)).code).toBe(0);
    const after = JSON.parse(readFileSync(moved, 'utf8')) as DatabaseExport;
    expect(after.data.articles.find((article) => article.slug === last.slug)?.title).toBe(
      'Beforeafter',
    );
    expect(after.data.articles).toHaveLength(body.data.articles.length);
  }, 30_000);
});
