/**
 * `gazette check`, `gazette backup` and `gazette unlock` with DATABASE_URL
 * set, against a throw-away PostgreSQL cluster: the same commands as on
 * SQLite, each one line and an exit code, never the password.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from '@tests/support/operator-command';
import {
  type PostgresCluster,
  postgresBinDir,
  startPostgresCluster,
} from '@tests/support/postgres-cluster';
import { freePort, projectRoot } from '@tests/support/server-process';
import { moveIdentitySequencesOn } from '~/server/db/postgres/identity-sequences';
import { openPostgresStore } from '~/server/db/postgres/store';
import { buildArticle, createArticle } from '~/server/db/seed/factories/article';
import { checkDatabase } from '~/server/operations/check';
import { createServices } from '~/server/services';

let cluster: PostgresCluster;
let dir: string;
let databases = 0;
const bin = postgresBinDir();
/** This version's migrations. */
const MIGRATIONS = (
  JSON.parse(readFileSync(join(projectRoot, 'drizzle-postgres/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/** A new database, migrated as the server migrates it, with a few articles. */
async function migratedDatabase(articles = 3): Promise<{ url: string; name: string }> {
  const name = `ops_${++databases}`;
  const url = cluster.createDatabase(name);
  const store = await openPostgresStore(url, { maxConnections: 2 });
  try {
    const services = createServices(store);
    for (let n = 0; n < articles; n += 1) await createArticle(services, buildArticle());
    await services.users.create({ username: 'editor', password: 'long-enough', role: 'admin' });
  } finally {
    await store.close();
  }
  return { url, name };
}

const settings = (url: string) => ({
  DATABASE_PATH: 'data/gazette.db',
  DATABASE_URL: url,
  DATABASE_CONNECT_TIMEOUT_S: 5,
});

/** Nothing a command prints may hold the password, as typed or URL-encoded. */
function expectNoPassword(lines: string[]) {
  for (const line of lines) {
    expect(line).not.toContain(cluster.password);
    expect(line).not.toContain(encodeURIComponent(cluster.password));
  }
}

beforeAll(() => {
  cluster = startPostgresCluster();
  dir = mkdtempSync(join(tmpdir(), 'gazette-pg-operations-'));
});
afterAll(() => {
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('gazette check on PostgreSQL', () => {
  test('a migrated database is sound: one line naming the server, never the password, exit 0', async () => {
    const { url, name } = await migratedDatabase();
    const { code, out, err } = await runCommand(['check'], { DATABASE_URL: url });
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      new RegExp(
        `^The database at PostgreSQL gazette@127\\.0\\.0\\.1:${cluster.port}/${name} is sound \\(server \\d+\\.\\d+[^;]*; ${MIGRATIONS} of ${MIGRATIONS} migrations applied; keys, indexes, search triggers and identity sequences present, constraints validated, foreign keys holding\\)\\.$`,
      ),
    );
    expectNoPassword([...out, ...err]);
  });

  test('a database no Gazette has migrated: the migrations not applied, exit 1, and nothing changed', async () => {
    const name = `ops_${++databases}`;
    const url = cluster.createDatabase(name);
    const { code, out, err } = await runCommand(['check'], { DATABASE_URL: url });
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toStartWith(
      `The database at PostgreSQL gazette@127.0.0.1:${cluster.port}/${name} has problems (${MIGRATIONS} of ${MIGRATIONS} migrations not applied (the server applies them when it starts); table `,
    );
    // The check applies nothing itself.
    expect(cluster.psql("SELECT to_regclass('public.articles') IS NULL", name).trim()).toBe('t');
  });

  test('names each problem: an unknown migration, a dangling row, an unvalidated constraint, a dropped trigger and index, a sequence behind', async () => {
    const { url, name } = await migratedDatabase();
    cluster.psql(
      `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-the-future', 4102444800000)`,
      name,
    );
    // Rows written with triggers off (a restore as replica) escape the foreign keys.
    cluster.psql(
      `SET session_replication_role = replica; INSERT INTO article_revisions (article_id, version, title, content, summary) VALUES (987654, 1, 't', 'c', 's')`,
      name,
    );
    cluster.psql(
      'ALTER TABLE articles ADD CONSTRAINT articles_version_positive CHECK (version > 0) NOT VALID',
      name,
    );
    cluster.psql('DROP TRIGGER search_changes_after_update ON articles', name);
    cluster.psql('DROP INDEX articles_summary_trgm_idx', name);
    cluster.psql(
      `SELECT setval(pg_get_serial_sequence('breaking_news', 'id'), 1, false); INSERT INTO breaking_news (id, text) VALUES (40, 'Kept its own id')`,
      name,
    );
    const result = await checkDatabase(settings(url));
    expect(result.problems.sort()).toEqual(
      [
        '1 applied migrations unknown to this version (migrated by a newer Gazette)',
        '1 article_revisions row refers to a missing articles row (article_id 987654)',
        'constraint articles_version_positive on articles(version) is not validated',
        'search trigger search_changes_after_update is missing',
        'index articles_summary_trgm_idx is missing',
        'the identity of breaking_news.id would give 1, not past the largest 40',
      ].sort(),
    );
    const { code, err } = await runCommand(['check'], { DATABASE_URL: url });
    expect(code).toBe(1);
    expect(err).toHaveLength(1);
    expect(err[0]).toContain(' and 3 more). Missing migrations are applied by starting');
  });

  test('a server that is not there: one line naming DATABASE_URL and the cause, exit 1', async () => {
    const url = `postgres://gazette:${encodeURIComponent(cluster.password)}@127.0.0.1:${freePort()}/gazette`;
    const { code, out, err } = await runCommand(['check'], {
      DATABASE_URL: url,
      DATABASE_CONNECT_TIMEOUT_S: '0',
    });
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err.at(-1)).toMatch(
      /^Cannot connect to DATABASE_URL \(gazette@127\.0\.0\.1:\d+\/gazette\): connection refused, still after waiting 0 s$/,
    );
    expectNoPassword(err);
    const wrong = await runCommand(['check'], {
      DATABASE_URL: `postgres://gazette:wrong-one@127.0.0.1:${cluster.port}/gazette`,
    });
    expect(wrong.err).toEqual([
      `Cannot connect to DATABASE_URL (gazette@127.0.0.1:${cluster.port}/gazette): wrong password for user "gazette"`,
    ]);
  });
});

describe('gazette backup on PostgreSQL', () => {
  test.if(bin !== null)(
    'runs pg_dump from PATH: a custom-format file pg_restore brings back whole, the password never on a line',
    async () => {
      const { url, name } = await migratedDatabase(12);
      const target = join(dir, 'backups', 'gazette.dump');
      const { code, out, err } = await runCommand(['backup', target], {
        DATABASE_URL: url,
        PATH: `${bin}:/usr/bin:/bin`,
      });
      expect({ code, err }).toEqual({ code: 0, err: [] });
      expect(out).toHaveLength(1);
      expect(out[0]).toMatch(
        new RegExp(
          `^Backed up PostgreSQL gazette@127\\.0\\.0\\.1:${cluster.port}/${name} to ${target} with pg_dump \\(custom format, \\d+\\.\\d MB, \\d+ entries listed by pg_restore, \\d+\\.\\d s\\); restore it with pg_restore\\.$`,
        ),
      );
      expectNoPassword(out);
      // Only the file: no partial copy beside it.
      expect(readdirSync(join(dir, 'backups'))).toEqual(['gazette.dump']);
      expect(statSync(target).size).toBeGreaterThan(0);

      // Restored into an empty database, it holds the same rows and passes the check.
      const restoredName = `ops_${++databases}`;
      const restoredUrl = cluster.createDatabase(restoredName);
      const restore = Bun.spawnSync(
        [
          join(bin!, 'pg_restore'),
          '--no-owner',
          '--exit-on-error',
          `--dbname=${restoredUrl}`,
          target,
        ],
        { stdout: 'pipe', stderr: 'pipe' },
      );
      expect(restore.stderr.toString()).toBe('');
      expect(restore.exitCode).toBe(0);
      const slugs = "SELECT string_agg(slug, ',' ORDER BY id) FROM articles";
      expect(cluster.psql(slugs, restoredName)).toBe(cluster.psql(slugs, name));
      expect((await runCommand(['check'], { DATABASE_URL: restoredUrl })).code).toBe(0);
    },
  );

  test("without pg_dump on PATH: one line saying backups are pg_dump's job, exit 1, nothing written", async () => {
    const { url } = await migratedDatabase(0);
    const target = join(dir, 'none', 'gazette.dump');
    const empty = mkdtempSync(join(dir, 'no-tools-'));
    const { code, out, err } = await runCommand(['backup', target], {
      DATABASE_URL: url,
      PATH: empty,
    });
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toStartWith(
      "PostgreSQL backups are pg_dump's job: pg_dump is not on PATH, so nothing was written.",
    );
    expectNoPassword(err);
    expect(existsSync(target)).toBe(false);
  });

  test.if(bin !== null)(
    'a pg_dump that fails: its reason on one line, no file, exit 1',
    async () => {
      const name = `ops_${++databases}`;
      const url = cluster.createDatabase(name);
      // The role may not read a table created by the superuser.
      cluster.psql('CREATE TABLE private_notes (note text)', name);
      const target = join(dir, 'refused', 'gazette.dump');
      const { code, out, err } = await runCommand(['backup', target], {
        DATABASE_URL: url,
        PATH: `${bin}:/usr/bin:/bin`,
      });
      expect(code).toBe(1);
      expect(out).toEqual([]);
      expect(err).toHaveLength(1);
      expect(err[0]).toStartWith(
        `pg_dump could not back up PostgreSQL gazette@127.0.0.1:${cluster.port}/${name}, nothing was written: pg_dump: error:`,
      );
      expect(err[0]).toContain('permission denied');
      expectNoPassword(err);
      expect(readdirSync(join(dir, 'refused'))).toEqual([]);
    },
  );
});

describe('gazette unlock on PostgreSQL', () => {
  test('finds the account in the database at DATABASE_URL', async () => {
    const { url, name } = await migratedDatabase(0);
    const { code, out, err } = await runCommand(['unlock', 'editor'], { DATABASE_URL: url });
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out).toEqual([
      `Unlocked "editor" in PostgreSQL gazette@127.0.0.1:${cluster.port}/${name}: no address was locked out, and its count of failed sign-ins is reset.`,
    ]);
    expect((await runCommand(['unlock', 'nobody'], { DATABASE_URL: url })).err).toEqual([
      `There is no user named "nobody" in PostgreSQL gazette@127.0.0.1:${cluster.port}/${name}.`,
    ]);
  });
});

describe('identity sequences after rows that kept their ids', () => {
  test('move past the largest id, and never back over ids already handed out', async () => {
    const { url } = await migratedDatabase(3);
    const store = await openPostgresStore(url, { maxConnections: 2 });
    try {
      const services = createServices(store);
      const { articles, breakingNews } = store.tables;
      const ids = async () =>
        (await store.db.select({ id: articles.id }).from(articles)).map((row) => row.id).sort();
      const [, , newest] = await ids();
      // The newest article deleted: its id is not handed out again.
      await services.adminArticles.deleteById(newest!);
      await store.transaction((tx) =>
        tx.insert(breakingNews).values({ id: 40, text: 'Kept its own id' }),
      );
      await store.transaction(moveIdentitySequencesOn);
      expect((await createArticle(services, buildArticle())).id).toBe(newest! + 1);
      const item = await services.breakingNews.create({
        text: 'Added after',
        priority: 1,
        active: true,
        link: '',
      });
      expect(item.id).toBe(41);
    } finally {
      await store.close();
    }
  });
});
