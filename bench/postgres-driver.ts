/**
 * Drizzle over Bun's built-in PostgreSQL client (`drizzle-orm/bun-sql`)
 * against drizzle over the `postgres` package (`drizzle-orm/postgres-js`),
 * on a throw-away cluster on this machine (TCP to 127.0.0.1, the PostgreSQL
 * schema and its migrations): one article by slug, a home page's queries, an
 * edit's transaction of three writes, and a multi-row insert of a few
 * thousand articles. Each workload runs A,B,B,A and prints milliseconds and
 * the ratio bun-sql ÷ postgres-js (below 1: Bun's client is faster). Before
 * timing, both read back one row of every JavaScript type the schema uses and
 * must agree with what was written. Decision: docs/decisions/015-postgresql-engine.md.
 *
 *   bun bench/postgres-driver.ts [--rounds 1000] [--articles 5000]
 */
import { parseArgs } from 'node:util';
import { startPostgresCluster } from '@tests/support/postgres-cluster';
import { SQL } from 'bun';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { drizzle as bunSqlDrizzle } from 'drizzle-orm/bun-sql';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as postgresJsDrizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from '~/server/db/postgres/schema';
import { resources } from '~/server/resources';
import { heading, median, ms, percentile, ratio, table } from './lib/report';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1000' },
    articles: { type: 'string', default: '5000' },
  },
});
const ROUNDS = Number(values.rounds);
const ARTICLES = Number(values.articles);
/** Rows per INSERT: 25 columns each stays far below PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 500;

type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
interface Driver {
  name: string;
  db: Db;
  close: () => Promise<void>;
}

const cluster = startPostgresCluster();
try {
  const setup = postgres(cluster.url, { max: 1, onnotice: () => {} });
  await migrate(postgresJsDrizzle({ client: setup }), {
    migrationsFolder: resources.postgresMigrationsDir,
  });
  await setup.end();

  const bunClient = new SQL(cluster.url, { max: 10 });
  const postgresClient = postgres(cluster.url, { max: 10, onnotice: () => {} });
  const drivers: Driver[] = [
    {
      name: 'bun-sql',
      db: bunSqlDrizzle({ client: bunClient, schema }) as unknown as Db,
      close: () => bunClient.close(),
    },
    {
      name: 'postgres-js',
      db: postgresJsDrizzle({ client: postgresClient, schema }) as unknown as Db,
      close: () => postgresClient.end(),
    },
  ];

  const [bunSql, postgresJs] = drivers as [Driver, Driver];
  await seed(postgresJs.db);
  const jsonStorage: Record<string, string> = {};
  for (const driver of drivers) jsonStorage[driver.name] = await checkTypes(driver);

  heading(
    `Drizzle on PostgreSQL ${cluster.psql('SHOW server_version').trim()}: Bun's SQL client vs postgres-js (${ROUNDS} rounds, ${ARTICLES} rows)`,
  );
  const workloads: [string, (db: Db, round: number) => Promise<unknown>, number][] = [
    ['one article by slug', (db, round) => articleBySlug(db, round), ROUNDS],
    ['home page (4 queries)', (db) => homePage(db), Math.ceil(ROUNDS / 2)],
    [
      'edit transaction (3 writes)',
      (db, round) => editTransaction(db, round),
      Math.ceil(ROUNDS / 4),
    ],
  ];
  const rows: string[][] = [];
  for (const [label, work, rounds] of workloads) {
    const times: Record<string, number[]> = { 'bun-sql': [], 'postgres-js': [] };
    for (const driver of [bunSql, postgresJs, postgresJs, bunSql]) {
      for (let round = 0; round < rounds / 10; round++) await work(driver.db, round); // warm up
      for (let round = 0; round < rounds; round++) {
        const started = performance.now();
        await work(driver.db, round);
        times[driver.name]!.push(performance.now() - started);
      }
    }
    const a = times['bun-sql']!;
    const b = times['postgres-js']!;
    rows.push([
      label,
      `${ms(median(a))} / ${ms(percentile(a, 95))}`,
      `${ms(median(b))} / ${ms(percentile(b, 95))}`,
      ratio(median(a) / median(b)),
    ]);
  }
  const inserts: Record<string, number[]> = { 'bun-sql': [], 'postgres-js': [] };
  for (const driver of [bunSql, postgresJs, postgresJs, bunSql]) {
    inserts[driver.name]!.push(await bulkInsert(driver.db));
  }
  const insertA = median(inserts['bun-sql']!);
  const insertB = median(inserts['postgres-js']!);
  rows.push([
    `insert ${ARTICLES} articles (${INSERT_BATCH} a statement)`,
    ms(insertA),
    ms(insertB),
    ratio(insertA / insertB),
  ]);
  console.log(
    table(
      ['workload', 'bun-sql p50 / p95', 'postgres-js p50 / p95', 'bun-sql ÷ postgres-js'],
      rows,
    ),
  );
  console.log(
    `\nEvery value read back as written with both drivers. A JSON list is stored as: ${drivers.map((driver) => `${driver.name} ${jsonStorage[driver.name]}`).join(', ')} (right: array).`,
  );
  for (const driver of drivers) await driver.close();
} finally {
  cluster.stop();
}

function articleRow(index: number, prefix: string) {
  const at = new Date(Date.UTC(2024, 0, 1) + index * 60_000);
  return {
    slug: `${prefix}-${index}`,
    title: `Rift ${index} opens over Earth-${index % 999}`,
    section: ['world', 'science', 'culture', 'sport'][index % 4]!,
    summary: 'A summary of a few words, as the list pages show it.',
    content: `<p>${'The multiverse keeps its own counsel. '.repeat(40)}</p>`,
    author: `Author ${index % 20}`,
    date: at.toISOString().slice(0, 10),
    sortTime: at.getTime(),
    status: index % 10 === 0 ? ('draft' as const) : ('published' as const),
    tags: ['rifts', `tag-${index % 50}`],
    featured: index % 25 === 0,
    readTime: 3,
    publishedAt: at,
  };
}

async function seed(db: Db): Promise<void> {
  const rows = Array.from({ length: 2000 }, (_, index) => articleRow(index, 'seed'));
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insert(schema.articles).values(rows.slice(start, start + INSERT_BATCH));
  }
  await db.insert(schema.breakingNews).values([{ text: 'Rift sealed', priority: 2 }]);
}

/**
 * Both drivers must give back exactly what drizzle gave them, or the timing
 * is moot. Returns how the database itself holds a JSON list: 'array' is
 * right; 'string' means the list was encoded twice and stored as one JSON
 * string, which reads back fine through drizzle but defeats `@>`, the JSON
 * functions, their indexes and every other reader of the database.
 */
async function checkTypes(driver: Driver): Promise<string> {
  const written = {
    ...articleRow(0, `types-${driver.name}`),
    publishedAt: new Date('2024-02-29T23:59:59.123Z'),
    sortTime: 4_102_444_800_123,
    tags: ['a "quoted" tag', 'ünïcödé'],
    featured: true,
  };
  const [inserted] = await driver.db
    .insert(schema.articles)
    .values(written)
    .returning({ id: schema.articles.id });
  const [read] = await driver.db
    .select()
    .from(schema.articles)
    .where(eq(schema.articles.id, inserted!.id));
  const problems = (Object.keys(written) as (keyof typeof written)[]).filter(
    (key) => JSON.stringify(read?.[key]) !== JSON.stringify(written[key]),
  );
  if (!(read?.createdAt instanceof Date)) problems.push('createdAt' as never);
  if (problems.length > 0) {
    throw new Error(`${driver.name} read back different ${problems.join(', ')}`);
  }
  return cluster
    .psql(`SELECT jsonb_typeof(tags) FROM articles WHERE id = ${inserted!.id}`, cluster.database)
    .trim();
}

function articleBySlug(db: Db, round: number) {
  return db
    .select()
    .from(schema.articles)
    .where(eq(schema.articles.slug, `seed-${round % 2000}`));
}

async function homePage(db: Db) {
  const latest = await db
    .select({
      id: schema.articles.id,
      slug: schema.articles.slug,
      title: schema.articles.title,
      summary: schema.articles.summary,
      section: schema.articles.section,
      tags: schema.articles.tags,
      publishedAt: schema.articles.publishedAt,
    })
    .from(schema.articles)
    .where(ne(schema.articles.status, 'draft'))
    .orderBy(desc(schema.articles.sortTime))
    .limit(20);
  const featured = await db
    .select({ id: schema.articles.id, title: schema.articles.title })
    .from(schema.articles)
    .where(and(eq(schema.articles.featured, true), ne(schema.articles.status, 'draft')))
    .orderBy(desc(schema.articles.sortTime))
    .limit(5);
  const [total] = await db
    .select({ n: count() })
    .from(schema.articles)
    .where(ne(schema.articles.status, 'draft'));
  const breaking = await db
    .select()
    .from(schema.breakingNews)
    .where(eq(schema.breakingNews.active, true))
    .orderBy(desc(schema.breakingNews.priority));
  return { latest, featured, total, breaking };
}

function editTransaction(db: Db, round: number) {
  const id = (round % 2000) + 1;
  return db.transaction(async (tx) => {
    const [article] = await tx
      .update(schema.articles)
      .set({ summary: `Edited ${round}`, updatedAt: new Date() })
      .where(eq(schema.articles.id, id))
      .returning({ version: schema.articles.version, title: schema.articles.title });
    await tx.insert(schema.auditEvents).values({
      at: new Date(),
      action: 'article.update',
      target: article!.title,
      address: '127.0.0.1',
    });
    await tx
      .update(schema.articles)
      .set({ version: article!.version + 1 })
      .where(eq(schema.articles.id, id));
  });
}

/** Milliseconds to insert ARTICLES rows in statements of INSERT_BATCH; deleted afterwards, untimed. */
async function bulkInsert(db: Db): Promise<number> {
  const prefix = `bulk-${crypto.randomUUID()}`;
  const rows = Array.from({ length: ARTICLES }, (_, index) => articleRow(index, prefix));
  const started = performance.now();
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insert(schema.articles).values(rows.slice(start, start + INSERT_BATCH));
  }
  const elapsed = performance.now() - started;
  const slugs = rows.map((row) => row.slug);
  for (let start = 0; start < slugs.length; start += INSERT_BATCH) {
    await db
      .delete(schema.articles)
      .where(inArray(schema.articles.slug, slugs.slice(start, start + INSERT_BATCH)));
  }
  return elapsed;
}
