/**
 * Opening a PostgreSQL database from a DATABASE_URL, against a throw-away
 * cluster: the migrations on an empty database, again on a migrated one and
 * from two servers at once; values read back as the SQLite schema yields
 * them; and every failure as one line naming DATABASE_URL and its cause,
 * never the password.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Socket, TCPSocketListener } from 'bun';
import { eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { closePostgres, openPostgres, type PostgresDb } from '~/server/db/postgres/connect';
import { DatabaseConnectError } from '~/server/db/postgres/connection-errors';
import * as schema from '~/server/db/postgres/schema';
import { type PostgresCluster, startPostgresCluster } from '../../support/postgres-cluster';
import { freePort, projectRoot } from '../../support/server-process';

let cluster: PostgresCluster;
beforeAll(() => {
  cluster = startPostgresCluster();
});
afterAll(() => cluster?.stop());

const journal = JSON.parse(
  readFileSync(join(projectRoot, 'drizzle-postgres/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function appliedMigrations(db: PostgresDb): Promise<number> {
  const rows = await db.$client`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`;
  return rows[0]!.n as number;
}

/**
 * Indexes only a hand-written migration declares: the search's trigram
 * indexes (drizzle-postgres/0003_search_candidates.sql), which have no twin
 * in the SQLite schema that the two schemas' parity test compares.
 */
const HAND_WRITTEN_INDEXES = [
  ...['title', 'summary', 'author', 'tags', 'content'].map(
    (column) => `articles_${column}_trgm_idx`,
  ),
  // The back office list's search, ASCII letters folded (0004).
  ...['title', 'summary', 'author', 'tags'].map((column) => `articles_${column}_folded_trgm_idx`),
  // The bodies' trigrams as an array, ASCII letters folded (0009).
  'articles_body_trigrams_idx',
];

describe('openPostgres', () => {
  test('applies the migrations to an empty database: every table, column, default, index and key of the schema', async () => {
    const db = await openPostgres(cluster.url, { connectTimeoutS: 5 });
    try {
      expect(await appliedMigrations(db)).toBe(journal.entries.length);
      // The migrations and the schema module must agree: a schema change
      // without its generated migration fails here.
      const tables = Object.values(schema as Record<string, unknown>)
        .filter((value): value is PgTable => is(value, PgTable))
        .map(getTableConfig);
      const columns = await db.$client<
        { table: string; column: string; nullable: string; defaulted: boolean }[]
      >`
        SELECT table_name AS table, column_name AS column, is_nullable AS nullable,
          (column_default IS NOT NULL OR is_identity = 'YES') AS defaulted
        FROM information_schema.columns WHERE table_schema = 'public'`;
      expect(
        columns
          .map((c) => `${c.table}.${c.column} null ${c.nullable} default ${c.defaulted}`)
          .sort(),
      ).toEqual(
        tables
          .flatMap((table) =>
            table.columns.map(
              (column) =>
                // A default computed in JavaScript ($defaultFn) is not the database's.
                `${table.name}.${column.name} null ${column.notNull ? 'NO' : 'YES'} default ${column.default !== undefined || column.generatedIdentity !== undefined}`,
            ),
          )
          .sort(),
      );
      // Indexes of their own: not those behind a primary key or unique constraint.
      const indexes = await db.$client<{ name: string }[]>`
        SELECT i.relname AS name FROM pg_index x
        JOIN pg_class i ON i.oid = x.indexrelid
        JOIN pg_namespace n ON n.oid = i.relnamespace
        WHERE n.nspname = 'public'
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`;
      expect(indexes.map((index) => index.name).sort()).toEqual(
        [
          ...tables.flatMap((table) => table.indexes.map((index) => index.config.name!)),
          ...HAND_WRITTEN_INDEXES,
        ].sort(),
      );
      const foreignKeys = await db.$client<{ key: string }[]>`
        SELECT format('%s.%s on delete %s', c.conrelid::regclass, a.attname, c.confdeltype) AS key
        FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f'`;
      const deleteCode = { cascade: 'c', 'set null': 'n', 'no action': 'a' } as Record<
        string,
        string
      >;
      expect(foreignKeys.map((row) => row.key).sort()).toEqual(
        tables
          .flatMap((table) =>
            table.foreignKeys.map(
              (key) =>
                `${table.name}.${key.reference().columns[0]!.name} on delete ${deleteCode[key.onDelete ?? 'no action']}`,
            ),
          )
          .sort(),
      );
    } finally {
      await closePostgres(db);
    }
  });

  test('a second start applies nothing again and keeps the data', async () => {
    const first = await openPostgres(cluster.url, { connectTimeoutS: 5 });
    await first.insert(schema.breakingNews).values({ text: 'Rift sealed over Earth-616' });
    await closePostgres(first);
    const second = await openPostgres(cluster.url, { connectTimeoutS: 5 });
    try {
      expect(await appliedMigrations(second)).toBe(journal.entries.length);
      const rows = await second.select().from(schema.breakingNews);
      expect(rows.map((row) => row.text)).toContain('Rift sealed over Earth-616');
    } finally {
      await closePostgres(second);
    }
  });

  test('servers starting together on an empty database migrate it once', async () => {
    const url = cluster.createDatabase('started_together');
    const dbs = await Promise.all([1, 2, 3].map(() => openPostgres(url, { connectTimeoutS: 5 })));
    try {
      for (const db of dbs) expect(await appliedMigrations(db)).toBe(journal.entries.length);
    } finally {
      await Promise.all(dbs.map(closePostgres));
    }
  });

  test('reads back the JavaScript values the SQLite schema yields, and stores JSON as JSON', async () => {
    const db = await openPostgres(cluster.url, { connectTimeoutS: 5 });
    try {
      const publishedAt = new Date('2024-02-29T23:59:59.123Z');
      const [row] = await db
        .insert(schema.articles)
        .values({
          slug: 'values-read-back',
          title: 'Values',
          section: 'science',
          summary: 's',
          content: '<p>c</p>',
          author: 'A',
          date: '2024-02-29',
          sortTime: 4_102_444_800_123,
          status: 'published',
          tags: ['a "quoted" tag', 'ünïcödé'],
          featured: true,
          readTime: 1,
          publishedAt,
        })
        .returning();
      expect(row).toMatchObject({
        sortTime: 4_102_444_800_123,
        tags: ['a "quoted" tag', 'ünïcödé'],
        featured: true,
        additionalImages: [],
        imagePosition: 'center',
        version: 1,
      });
      expect(row!.publishedAt).toEqual(publishedAt);
      expect(row!.createdAt).toBeInstanceOf(Date);
      const [stored] = await db.$client`
        SELECT jsonb_typeof(tags) AS tags, tags @> '["ünïcödé"]' AS contains
        FROM articles WHERE id = ${row!.id}`;
      expect(stored).toEqual({ tags: 'array', contains: true });
      const [summary] = await db
        .insert(schema.analyticsSummaries)
        .values({ date: '2024-02-29', topArticles: [{ articleId: 1, title: 't', views: 2 }] })
        .returning();
      const [text] = await db.$client`
        SELECT top_articles::text AS json FROM analytics_summaries WHERE id = ${summary!.id}`;
      // The keys stay in the order they were written, as in SQLite's JSON text.
      expect(text!.json).toBe('[{"articleId":1,"title":"t","views":2}]');
      await db.delete(schema.articles).where(eq(schema.articles.id, row!.id));
    } finally {
      await closePostgres(db);
    }
  });

  test('waits for a server that starts after it, within DATABASE_CONNECT_TIMEOUT_S', async () => {
    const port = freePort();
    const url = new URL(cluster.url);
    url.port = String(port);
    const waits: string[] = [];
    let proxy: TCPSocketListener<Pair> | undefined;
    const late = setTimeout(() => {
      proxy = forward(port, cluster.port);
    }, 700);
    const started = performance.now();
    try {
      const db = await openPostgres(url.toString(), {
        connectTimeoutS: 20,
        onWait: (line) => waits.push(line),
      });
      expect(performance.now() - started).toBeGreaterThan(600);
      expect(await appliedMigrations(db)).toBe(journal.entries.length);
      await closePostgres(db);
    } finally {
      clearTimeout(late);
      proxy?.stop(true);
    }
    expect(waits.length).toBeGreaterThan(0);
    expect(waits[0]).toContain('connection refused');
    for (const line of waits) expect(line).not.toContain(cluster.password);
  });

  test('every failure is one line naming DATABASE_URL and its cause, without the password', async () => {
    const silent = Bun.listen({
      hostname: '127.0.0.1',
      port: 0,
      // Accepts the connection and never answers, as a stuck server or a wrong port.
      socket: { data() {} },
    });
    const url = new URL(cluster.url);
    const at = (change: (url: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return copy.toString();
    };
    const refusedPort = freePort();
    const cases: [string, string, RegExp, number][] = [
      [
        'wrong password',
        at((u) => {
          u.password = `${cluster.password}-wrong`;
        }),
        /wrong password for user "gazette"$/,
        5,
      ],
      [
        'missing database',
        withDatabase(cluster.url, 'no_such_newsroom'),
        /database "no_such_newsroom" does not exist$/,
        5,
      ],
      [
        'unreachable',
        at((u) => {
          u.port = String(refusedPort);
        }),
        /connection refused, still after waiting 1 s$/,
        1,
      ],
      [
        'unknown host',
        at((u) => {
          u.hostname = 'no-such-host.invalid';
        }),
        /host "no-such-host\.invalid" not found, still after waiting 1 s$/,
        1,
      ],
      [
        'timeout',
        at((u) => {
          u.port = String(silent.port);
        }),
        /no answer from the server, still after waiting 1 s$/,
        1,
      ],
      [
        'not a postgres URL',
        `mysql://gazette:${cluster.password}@127.0.0.1/gazette`,
        /: Invalid DATABASE_URL: must be a postgres:\/\/user:password@host:port\/database URL$/,
        1,
      ],
    ];
    const logged: string[] = [];
    const originals = { log: console.log, warn: console.warn, error: console.error };
    for (const name of ['log', 'warn', 'error'] as const) {
      console[name] = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    }
    try {
      const results = await Promise.all(
        cases.map(async ([label, caseUrl, expected, timeoutS]) => {
          const started = performance.now();
          const message = await openPostgres(caseUrl, {
            connectTimeoutS: timeoutS,
            onWait: (line) => logged.push(line),
          }).then(
            () => 'connected',
            (error: Error) => {
              expect(error).toBeInstanceOf(DatabaseConnectError);
              return error.message;
            },
          );
          return { label, message, expected, seconds: (performance.now() - started) / 1000 };
        }),
      );
      for (const { label, message, expected, seconds } of results) {
        expect(`${label}: ${message}`).toMatch(expected);
        expect(`${label}: ${message}`).toMatch(
          label === 'not a postgres URL' ? /./ : /DATABASE_URL \(gazette@/,
        );
        expect(message).toContain('DATABASE_URL');
        expect(message).not.toContain('\n');
        expect(message).not.toContain(cluster.password);
        expect(message).not.toContain(encodeURIComponent(cluster.password));
        // Wrong credentials and a missing database are final: no waiting.
        if (['wrong password', 'missing database'].includes(label)) expect(seconds).toBeLessThan(2);
        // The wait is bounded: the timeout plus one attempt at most.
        expect(seconds).toBeLessThan(5);
      }
    } finally {
      Object.assign(console, originals);
      silent.stop(true);
    }
    for (const line of logged) expect(line).not.toContain(cluster.password);
  });

  // Last: it stops the cluster the tests above share.
  test('the throw-away cluster stops and leaves nothing behind', async () => {
    const { dir, port } = cluster;
    cluster.stop();
    expect(existsSync(dir)).toBe(false);
    const reached = await Bun.connect({ hostname: '127.0.0.1', port, socket: { data() {} } }).then(
      (socket) => {
        socket.end();
        return true;
      },
      () => false,
    );
    expect(reached).toBe(false);
  });
});

/** Writes all of `chunk`, keeping what the socket did not take until it drains. */
function writer(socket: Socket<unknown>) {
  let queued = new Uint8Array(0);
  const flush = () => {
    if (queued.length === 0) return;
    const written = socket.write(queued);
    queued = queued.slice(Math.max(0, written));
  };
  return {
    write(chunk: Uint8Array) {
      const next = new Uint8Array(queued.length + chunk.length);
      next.set(queued);
      next.set(chunk, queued.length);
      queued = next;
      flush();
    },
    flush,
  };
}

type Writer = ReturnType<typeof writer>;
type Pair = {
  toClient?: Writer;
  toServer?: Writer;
  upstream?: Socket<unknown>;
  pending: Uint8Array[];
};

/** A TCP forwarder from `from` to the cluster: a server that appears late. */
function forward(from: number, to: number): TCPSocketListener<Pair> {
  return Bun.listen<Pair>({
    hostname: '127.0.0.1',
    port: from,
    socket: {
      open(client) {
        client.data = { pending: [], toClient: writer(client as Socket<unknown>) };
        Bun.connect({
          hostname: '127.0.0.1',
          port: to,
          socket: {
            data(_, chunk) {
              client.data.toClient!.write(chunk);
            },
            drain() {
              client.data.toServer?.flush();
            },
            close() {
              client.end();
            },
          },
        }).then((upstream) => {
          client.data.upstream = upstream as Socket<unknown>;
          client.data.toServer = writer(upstream as Socket<unknown>);
          for (const chunk of client.data.pending) client.data.toServer.write(chunk);
          client.data.pending = [];
        });
      },
      data(client, chunk) {
        if (client.data.toServer) client.data.toServer.write(chunk);
        else client.data.pending.push(new Uint8Array(chunk));
      },
      drain(client) {
        client.data.toClient?.flush();
      },
      close(client) {
        client.data.upstream?.end();
      },
    },
  });
}
