/**
 * Each piece of engine-specific SQL gives the same answer on SQLite and on
 * PostgreSQL, run through the store of each against the real schema.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { OpenedStore } from '~/server/db/open-store';
import { openPostgresStore } from '~/server/db/postgres/store';
import { openSqliteStore } from '~/server/db/store';
import { type PostgresCluster, startPostgresCluster } from '../../support/postgres-cluster';

let cluster: PostgresCluster;
const folder = mkdtempSync(join(tmpdir(), 'gazette-fragments-'));
beforeAll(() => {
  cluster = startPostgresCluster();
});
afterAll(() => {
  cluster?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const engines: Array<[string, () => Promise<OpenedStore> | OpenedStore]> = [
  ['SQLite', () => openSqliteStore(join(folder, 'gazette.db'))],
  ['PostgreSQL', () => openPostgresStore(cluster.createDatabase('fragments'))],
];

const TITLES = ['beta', 'Alpha', 'alpha', '_note', 'Beta', 'Zeta', 'Éclair', 'apple', '[x]'];

describe.each(engines)('SQL fragments on %s', (_engine, open) => {
  let store: OpenedStore;
  beforeAll(async () => {
    store = await open();
    const { articles, analyticsEvents } = store.tables;
    await store.transaction(async (tx) => {
      for (const [index, title] of TITLES.entries()) {
        await tx.insert(articles).values({
          slug: `story-${index}`,
          title,
          section: 'World',
          summary: 'A summary.',
          content: '<p>Text.</p>',
          author: 'Ada',
          date: '2026-01-01',
          sortTime: index,
          status: 'published',
          readTime: 1,
          tags: index === 0 ? ['Moon', 'Tides', 'moon'] : [],
          createdAt: new Date(1_000_000 + index),
          updatedAt: new Date(1_000_000 + index),
        });
      }
      await tx.insert(analyticsEvents).values([
        { type: 'search', searchQuery: 'moon', metadata: { results: 3, section: 'World' } },
        { type: 'pageview', metadata: {} },
      ]);
    });
  });
  afterAll(() => store.close());

  test('a stored moment moved on by milliseconds, and the later of two', async () => {
    const { articles } = store.tables;
    const f = store.fragments;
    await store.transaction(async (tx) => {
      await tx
        .update(articles)
        .set({
          updatedAt: f.timePlusMs(articles.createdAt, sql`${articles.readTime} * 1500`),
          publishedAt: f.laterTime(articles.publishedAt, 5_000),
        })
        .where(eq(articles.slug, 'story-0'));
      await tx
        .update(articles)
        .set({
          updatedAt: f.timePlusMs(articles.createdAt, 250),
          publishedAt: f.laterTime(articles.createdAt, 5_000),
        })
        .where(eq(articles.slug, 'story-1'));
    });
    const rows = await store.db
      .select({ updatedAt: articles.updatedAt, publishedAt: articles.publishedAt })
      .from(articles)
      .orderBy(asc(articles.id))
      .limit(2);
    expect(rows[0]!.updatedAt.getTime()).toBe(1_001_500);
    expect(rows[0]!.publishedAt?.getTime()).toBe(5_000);
    expect(rows[1]!.updatedAt.getTime()).toBe(1_000_251);
    expect(rows[1]!.publishedAt?.getTime()).toBe(1_000_001);
    const [moment] = await store.db
      .select({ at: articles.id })
      .from(articles)
      .where(sql`${articles.createdAt} = ${f.time(1_000_003)}`);
    expect(moment?.at).toBeDefined();
  });

  // Folded to lower case, as SQLite's NOCASE does: '[' and '_' come before the letters.
  test('titles in code point order with ASCII letters folded', async () => {
    const { articles } = store.tables;
    const titles = await store.db
      .select({ title: articles.title })
      .from(articles)
      .orderBy(store.fragments.titleOrder(articles.title), asc(articles.id));
    expect(titles.map((row) => row.title)).toEqual([
      '[x]',
      '_note',
      'Alpha',
      'alpha',
      'apple',
      'beta',
      'Beta',
      'Zeta',
      'Éclair',
    ]);
  });

  test.each([
    ['%ALPH%', ['Alpha', 'alpha']],
    ['%Éclair%', ['Éclair']],
    ['%éclair%', []],
    ['%\\_n%', ['_note']],
    ['b%', ['beta', 'Beta']],
  ])('LIKE %s folds ASCII letters only', async (pattern, expected) => {
    const { articles } = store.tables;
    const rows = await store.db
      .select({ title: articles.title })
      .from(articles)
      .where(store.fragments.likeFoldingAscii(articles.title, pattern))
      .orderBy(asc(articles.id));
    expect(rows.map((row) => row.title)).toEqual(expected);
  });

  test('fields of a JSON object', async () => {
    const { analyticsEvents } = store.tables;
    const f = store.fragments;
    const rows = await store.db
      .select({
        section: f.jsonText(analyticsEvents.metadata, 'section'),
        results: f.jsonNumber(analyticsEvents.metadata, 'results'),
      })
      .from(analyticsEvents)
      .orderBy(asc(analyticsEvents.id));
    expect(rows).toEqual([
      { section: 'World', results: 3 },
      { section: null, results: null },
    ]);
  });

  test('a field of a JSON object groups rows (the same expression in the select list)', async () => {
    const { analyticsEvents } = store.tables;
    const section = store.fragments.jsonText(analyticsEvents.metadata, 'section');
    const rows = await store.db
      .select({ section, events: count() })
      .from(analyticsEvents)
      .groupBy(section);
    expect(rows.sort((a, b) => String(a.section).localeCompare(String(b.section)))).toEqual([
      { section: null, events: 1 },
      { section: 'World', events: 1 },
    ]);
  });

  test('the items of a JSON list, as rows', async () => {
    const { articles } = store.tables;
    const rows = await store.db
      .select({ tag: sql<string>`lower(tag.value)` })
      .from(sql`${articles}, ${store.fragments.listItems(articles.tags, 'tag')}`)
      .where(eq(articles.slug, 'story-0'))
      .orderBy(sql`lower(tag.value)`);
    expect(rows.map((row) => row.tag)).toEqual(['moon', 'moon', 'tides']);
  });

  test('a JSON list as text, searched with LIKE folding ASCII', async () => {
    const { articles } = store.tables;
    const f = store.fragments;
    const rows = await store.db
      .select({ slug: articles.slug })
      .from(articles)
      .where(f.likeFoldingAscii(f.jsonListText(articles.tags), '%TIDES%'))
      .orderBy(asc(articles.id));
    expect(rows.map((row) => row.slug)).toEqual(['story-0']);
    const [text] = await store.db
      .select({ tags: f.jsonListText(articles.tags) })
      .from(articles)
      .where(eq(articles.slug, 'story-0'));
    // Each engine's own spelling of the list: the same items in order.
    expect(JSON.parse(String(text?.tags))).toEqual(['Moon', 'Tides', 'moon']);
  });
});
