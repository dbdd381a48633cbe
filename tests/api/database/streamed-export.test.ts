import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { TEST_ENGINE } from '@tests/support/test-database';
import type { PostgresDb } from '~/server/db/postgres/connect';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import type { DatabaseExport } from '~/shared/schemas/database-export';

/** More articles than one batch of the export reads, so it reads several. */
const EXTRA_ARTICLES = 1_200;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.services, Date.UTC(2026, 2, 14));
  for (let n = 0; n < EXTRA_ARTICLES; n += 1) {
    const article = await createArticle(t.services, buildArticle({ slug: `archive-${n}` }));
    if (n % 100 === 0) {
      await t.services.adminArticles.update(article.id, buildArticle({ slug: `archive-${n}` }));
    }
  }
  await createAdmin(t, 'editor');
  cookie = await signIn(t);
  // Building 1,200 articles with their versions takes seconds on a busy machine.
}, 60_000);

afterAll(() => t.close());

describe('GET /api/admin/export-database, streamed', () => {
  test('is the whole export, record for record, named for its day', async () => {
    const response = await adminRequest(t, 'GET', '/api/admin/export-database', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const file = JSON.parse(text) as DatabaseExport;
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="gazette-export-${file.meta.exportedAt.slice(0, 10)}.json"`,
    );
    const whole = await t.services.database.exportDatabase(new Date(file.meta.exportedAt));
    expect(file).toEqual(JSON.parse(JSON.stringify(whole)));
    expect(file.data.articles.length).toBeGreaterThan(EXTRA_ARTICLES);
    expect(file.data.articleRevisions.length).toBe(EXTRA_ARTICLES / 100);
    // One record a line: a large export can be read, diffed and streamed line by line.
    expect(text.split('\n').length).toBeGreaterThan(file.data.articles.length);
  });

  test('is one moment of the data, whatever is written while it is read', async () => {
    const pieces = t.services.database.exportText(new Date());
    const read: string[] = [];
    // The meta and the first records: the snapshot has begun.
    for (let n = 0; n < 10; n += 1) read.push((await pieces.next()).value as string);
    const added = await createArticle(t.services, buildArticle({ slug: 'written-during-export' }));
    await t.services.adminArticles.deleteById(1);
    for await (const piece of pieces) read.push(piece);
    const file = JSON.parse(read.join('')) as DatabaseExport;
    const slugs = file.data.articles.map((article) => article.slug);
    expect(slugs).not.toContain(added.slug);
    expect(file.data.articles.some((article) => article.id === 1)).toBe(true);
  });

  // SQLite only: a snapshot that is let go shows as a log that can be folded
  // back (WAL checkpoint); PostgreSQL has no such log to check.
  test.if(TEST_ENGINE === 'sqlite')(
    'an export given up half-way lets go of its snapshot',
    async () => {
      const response = await adminRequest(t, 'GET', '/api/admin/export-database', { cookie });
      const reader = response.body!.getReader();
      await reader.read();
      await reader.cancel();
      // With the snapshot gone, the log can be folded back into the file entirely.
      await createArticle(t.services, buildArticle({ slug: 'after-a-cancelled-export' }));
      const checkpoint = t.db.$client.query('PRAGMA wal_checkpoint(TRUNCATE)').get() as {
        busy: number;
      };
      expect(checkpoint.busy).toBe(0);
    },
  );

  // PostgreSQL: the snapshot is a transaction on a reserved connection; let
  // go, no connection of the database is left in the middle of one.
  test.if(TEST_ENGINE === 'postgres')(
    'an export given up half-way ends its snapshot transaction',
    async () => {
      const openSnapshots = async () => {
        const pool = (t.db as unknown as PostgresDb).$client;
        const [row] = await pool<{ n: number }[]>`
          SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'idle in transaction'`;
        return row!.n;
      };
      const response = await adminRequest(t, 'GET', '/api/admin/export-database', { cookie });
      const reader = response.body!.getReader();
      await reader.read();
      expect(await openSnapshots()).toBe(1);
      await reader.cancel();
      for (let tries = 0; tries < 50 && (await openSnapshots()) > 0; tries += 1) {
        await Bun.sleep(20);
      }
      expect(await openSnapshots()).toBe(0);
    },
  );
});
