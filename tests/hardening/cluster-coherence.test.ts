/**
 * Two server processes, A and B, on one PostgreSQL database behave as one:
 * a write through A is in B's pages (cached ones included) and API within a
 * second, also when B's listening connection is lost; a session opened on
 * A works on B and a sign-out on A ends it there; wrong passwords spread
 * over both lock the account once, and one address's sign-in attempts
 * over both are refused after the limit in total; an import through A
 * shows on B; and kill -9 of A amid writes through both loses no
 * acknowledged write while B serves on. The two servers are started once for the file, the tests
 * run in order on them.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { type ServersOnPostgres, startServersOnPostgres } from '@tests/support/postgres-servers';
import type { RunningServer } from '@tests/support/server-process';
import { buildArticle } from '~/server/db/seed/factories/article';
import { buildBreakingNews } from '~/server/db/seed/factories/breaking-news';
import { LOGIN_ATTEMPTS_PER_HOUR } from '~/server/modules/auth/login-throttle';
import { LOCK_THRESHOLD } from '~/server/modules/auth/sign-in-lockout';
import type { DatabaseExport } from '~/shared/schemas/database-export';
import { adminSend, FAULT_ADMIN, signInOver } from './fault-support';
import { buildLargeExport } from './large-export';

/** How soon a write through A must be visible through B. */
const VISIBLE_WITHIN_MS = 1000;
/** The same when B's notifications are lost: the once-a-second check finds it. */
const FALLBACK_WITHIN_MS = 2500;
const DATABASE = 'cluster_coherence';

let group: ServersOnPostgres | undefined;
let a: RunningServer;
let b: RunningServer;
/** The admin's sessions, opened before the account is locked, for the writes after it. */
let cookieOnA: string;
let cookieOnB: string;
const delays: number[] = [];

beforeAll(async () => {
  // Both at once on the new database, as a cluster starts: one migrates,
  // creates the admin and loads the demo newsroom; the other finds them.
  group = await startServersOnPostgres({ database: DATABASE, count: 2, env: FAULT_ADMIN });
  [a, b] = group.servers as [RunningServer, RunningServer];
  cookieOnA = await signInOver(a.url);
  cookieOnB = await signInOver(b.url);
}, 60_000);

afterAll(async () => {
  if (delays.length > 0) {
    console.log(
      `Writes through A seen through B (notified): ${delays.length}, the slowest after ${Math.round(Math.max(...delays))} ms (median ${Math.round(delays.sort((x, y) => x - y)[Math.floor(delays.length / 2)]!)} ms)`,
    );
  }
  await group?.stop();
}, 30_000);

const sql = (statement: string) => group!.sql(statement);

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  return response.text();
}

/** Renders the paths on B twice, so they are in its page cache. */
async function cacheOnB(...paths: string[]) {
  for (const path of paths) {
    for (let i = 0; i < 2; i++) expect((await fetch(`${b.url}${path}`)).status).toBe(200);
  }
}

/**
 * Waits until every check holds on B, from the moment A acknowledged the
 * write; records and returns how long it took, or fails past `limitMs`.
 */
async function seenOnB(
  checks: Array<() => Promise<boolean>>,
  limitMs = VISIBLE_WITHIN_MS,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const held = await Promise.all(checks.map((check) => check()));
    const ms = performance.now() - started;
    if (held.every(Boolean)) {
      delays.push(ms);
      return ms;
    }
    if (ms > limitMs) {
      throw new Error(`Not visible through B after ${Math.round(ms)} ms: ${held.join(', ')}`);
    }
    await Bun.sleep(10);
  }
}

/** The archive (the newest stories) with ids past the demo newsroom's, which it is imported beside. */
function archiveBeside(file: DatabaseExport): DatabaseExport {
  for (const article of file.data.articles) article.id += 1000;
  return file;
}

const pageHas = (path: string, needle: string) => async () =>
  (await text(`${b.url}${path}`)).includes(needle);
const apiTitleIs = (slug: string, title: string) => async () => {
  const response = await fetch(`${b.url}/api/articles/${slug}`);
  return response.status === 200 && ((await response.json()) as { title: string }).title === title;
};

describe('two processes on one PostgreSQL database', () => {
  test('started together on a new database, they create the admin and the demo newsroom once', () => {
    expect(sql('SELECT count(*) FROM users')).toBe('1');
    expect(sql('SELECT count(*) FROM articles')).toBe('60');
    const loaded = [a, b].filter((server) =>
      server.output().includes('Loaded the demo content (60 articles).'),
    );
    expect(loaded).toHaveLength(1);
  });

  test('an import through A is in the pages and the API of B', async () => {
    await cacheOnB('/', '/api/articles?limit=5');
    const imported = await adminSend(
      a.url,
      cookieOnA,
      'POST',
      '/api/admin/import-database',
      JSON.stringify(archiveBeside(buildLargeExport(30, Date.now() - 60_000))),
    );
    expect(imported.status).toBe(200);
    await seenOnB([
      pageHas('/', '/article/archive-story-1"'),
      async () =>
        ((await (await fetch(`${b.url}/api/articles?limit=5`)).json()) as { slug: string }[])
          .map((article) => article.slug)
          .includes('archive-story-1'),
    ]);
    expect((await fetch(`${b.url}/article/archive-story-30`)).status).toBe(200);
  });

  test('an article edit through A is in B’s cached page and its API within a second', async () => {
    const article = buildArticle({ slug: 'edited-on-a', title: 'First Seen On A' });
    const created = await adminSend(a.url, cookieOnA, 'POST', '/api/admin/articles', article);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await seenOnB([pageHas('/article/edited-on-a', 'First Seen On A')]);
    await cacheOnB('/article/edited-on-a', '/');

    // A change made behind the servers' backs stays unseen in B's cached
    // page: what B serves next comes from its cache, not a fresh render.
    sql(`UPDATE articles SET summary = 'Changed behind the servers' WHERE id = ${id}`);
    await Bun.sleep(1200);
    expect(await text(`${b.url}/article/edited-on-a`)).not.toContain('Changed behind the servers');

    for (const title of ['Edited Once On A', 'Edited Twice On A']) {
      const edited = await adminSend(a.url, cookieOnA, 'PATCH', `/api/admin/articles/${id}`, {
        ...article,
        title,
      });
      expect(edited.status).toBe(200);
      await seenOnB([pageHas('/article/edited-on-a', title), apiTitleIs('edited-on-a', title)]);
      await cacheOnB('/article/edited-on-a');
    }
  });

  test('publishing through A puts the article on B’s cached home page within a second', async () => {
    const draft = buildArticle({
      slug: 'published-on-a',
      title: 'Published On A',
      status: 'draft',
      // The newest story: first on the home page.
      date: new Date(Date.now() - 1000).toISOString(),
    });
    const created = await adminSend(a.url, cookieOnA, 'POST', '/api/admin/articles', draft);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await cacheOnB('/', '/sitemap-articles.xml');
    expect(await text(`${b.url}/`)).not.toContain('/article/published-on-a"');

    const published = await adminSend(a.url, cookieOnA, 'PATCH', `/api/admin/articles/${id}`, {
      ...draft,
      status: 'published',
    });
    expect(published.status).toBe(200);
    await seenOnB([
      pageHas('/', '/article/published-on-a"'),
      pageHas('/sitemap-articles.xml', '/article/published-on-a<'),
      apiTitleIs('published-on-a', 'Published On A'),
    ]);
  });

  test('breaking news posted through A is on B’s cached home page within a second', async () => {
    await cacheOnB('/');
    const news = `Rift alert over Earth-${crypto.randomUUID().slice(0, 8)}`;
    const posted = await adminSend(a.url, cookieOnA, 'POST', '/api/admin/breaking-news', {
      ...buildBreakingNews(),
      text: news,
      active: true,
    });
    expect(posted.status).toBe(201);
    await seenOnB([
      pageHas('/', news),
      async () => (await text(`${b.url}/api/breaking-news`)).includes(news),
    ]);
  });

  test('with B’s listening connection killed, a write through A still reaches B’s cached page', async () => {
    await cacheOnB('/');
    // Every listening connection on the database goes (A's and B's):
    // notifications sent now reach no one.
    const killed = sql(
      `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = '${DATABASE}' AND application_name = 'gazette-changes'`,
    );
    expect(Number(killed)).toBe(2);
    const news = `Unheard alert ${crypto.randomUUID().slice(0, 8)}`;
    const posted = await adminSend(a.url, cookieOnA, 'POST', '/api/admin/breaking-news', {
      ...buildBreakingNews(),
      text: news,
      active: true,
    });
    expect(posted.status).toBe(201);
    const ms = await seenOnB([pageHas('/', news)], FALLBACK_WITHIN_MS);
    // Reported on its own: the delays above are the notified ones.
    delays.pop();
    console.log(
      `With the listening connections killed, B showed A's write after ${Math.round(ms)} ms`,
    );
    // Both listen again (the checks replaced their connections).
    const started = performance.now();
    while (
      sql(
        `SELECT count(*) FROM pg_stat_activity WHERE datname = '${DATABASE}' AND application_name = 'gazette-changes'`,
      ) !== '2'
    ) {
      expect(performance.now() - started).toBeLessThan(5000);
      await Bun.sleep(50);
    }
  });

  test('a session opened on A works on B, and signing out on A ends it on B', async () => {
    const cookie = await signInOver(a.url);
    const onB = () =>
      fetch(`${b.url}/api/admin/articles?limit=1`, { headers: { Cookie: cookie } }).then(
        (response) => response.status,
      );
    expect(await onB()).toBe(200);
    const out = await adminSend(a.url, cookie, 'POST', '/api/admin/auth/logout');
    expect(out.status).toBeLessThan(300);
    expect(await onB()).toBe(401);
    // The admin's other sessions are untouched.
    expect(
      (await fetch(`${b.url}/api/admin/articles?limit=1`, { headers: { Cookie: cookieOnB } }))
        .status,
    ).toBe(200);
  });

  test('50 parallel wrong passwords spread over both lock the account exactly once, with the exact count', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const url = (i % 2 === 0 ? a : b).url;
        return fetch(`${url}/api/admin/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: url },
          body: JSON.stringify({
            username: FAULT_ADMIN.ADMIN_USERNAME,
            password: 'wrong-password',
          }),
        });
      }),
    );
    const statuses = responses.map((response) => response.status);
    // Both addresses are this machine's: one record, whichever process counted.
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOCK_THRESHOLD - 1);
    expect(statuses.filter((status) => status === 423)).toHaveLength(50 - (LOCK_THRESHOLD - 1));
    expect(
      sql(
        `SELECT failed_attempts || ' ' || lock_count || ' ' || (locked_until > now()) FROM users WHERE username = '${FAULT_ADMIN.ADMIN_USERNAME}'`,
      ),
    ).toBe(`${LOCK_THRESHOLD} 1 true`);
    expect(sql("SELECT failures || ' ' || lock_count FROM sign_in_failures")).toBe(
      `${LOCK_THRESHOLD} 1`,
    );
    // The right password meets the lock on both processes.
    for (const running of [a, b]) {
      const locked = await fetch(`${running.url}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: running.url },
        body: JSON.stringify({
          username: FAULT_ADMIN.ADMIN_USERNAME,
          password: FAULT_ADMIN.ADMIN_PASSWORD,
        }),
      });
      expect(locked.status).toBe(423);
    }
  }, 60_000);

  test('sign-in attempts from one address spread over both are refused with 429 after exactly the limit in total', async () => {
    // This machine's attempts so far (the sign-ins above, the wrong passwords) count too.
    const used = Number(sql('SELECT attempts FROM sign_in_attempts'));
    expect(used).toBeGreaterThan(0);
    const left = LOGIN_ATTEMPTS_PER_HOUR - used;
    const sent = left + 40;
    const responses = await Promise.all(
      Array.from({ length: sent }, (_, i) => {
        const url = (i % 2 === 0 ? a : b).url;
        return fetch(`${url}/api/admin/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: url },
          body: JSON.stringify({ username: `nobody-${i}`, password: 'wrong-password' }),
        });
      }),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(left);
    expect(statuses.filter((status) => status === 429)).toHaveLength(sent - left);
    // Each process let some through: the count is shared, not one per process.
    for (const half of [0, 1]) {
      expect(
        statuses.filter((status, i) => i % 2 === half && status !== 429).length,
      ).toBeGreaterThan(0);
    }
    // One row for the address, at the limit.
    expect(sql("SELECT count(*) || ' ' || sum(attempts) FROM sign_in_attempts")).toBe(
      `1 ${LOGIN_ATTEMPTS_PER_HOUR}`,
    );
    // Both processes now refuse even the right password, with the same answer.
    for (const running of [a, b]) {
      const refused = await fetch(`${running.url}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: running.url },
        body: JSON.stringify({
          username: FAULT_ADMIN.ADMIN_USERNAME,
          password: FAULT_ADMIN.ADMIN_PASSWORD,
        }),
      });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /^Too many sign-in attempts from your network\. Try again in \d+ minutes?\.$/,
      );
    }
  }, 60_000);

  test('kill -9 of A amid writes through both: every acknowledged write is whole, none half-made, and B serves throughout', async () => {
    const cookies = new Map([
      [a, cookieOnA],
      [b, cookieOnB],
    ]);
    /** Slug -> the title of its last acknowledged save. */
    const acknowledged = new Map<string, string>();
    const failedOnB: string[] = [];
    const readerFailures: string[] = [];
    let reads = 0;
    let stop = false;
    /** One editor per process: each story created, then edited, each save acknowledged or not. */
    const editor = async (server: RunningServer, name: string) => {
      for (let n = 0; !stop; n++) {
        const slug = `${name}-story-${n}`;
        const draft = buildArticle({ slug, title: `Story ${n} from ${name}`, status: 'published' });
        try {
          const created = await adminSend(
            server.url,
            cookies.get(server)!,
            'POST',
            '/api/admin/articles',
            draft,
          );
          if (created.status !== 201) {
            if (server === b) failedOnB.push(`${slug}: ${created.status}`);
            continue;
          }
          acknowledged.set(slug, draft.title);
          const { id } = (await created.json()) as { id: number };
          const title = `Story ${n} from ${name}, corrected`;
          const edited = await adminSend(
            server.url,
            cookies.get(server)!,
            'PATCH',
            `/api/admin/articles/${id}`,
            { ...draft, title },
          );
          if (edited.status === 200) acknowledged.set(slug, title);
          else if (server === b) failedOnB.push(`${slug} edit: ${edited.status}`);
        } catch (error) {
          if (server === b) failedOnB.push(`${slug}: ${String(error)}`);
          else return; // A is gone: its editor stops.
        }
      }
    };
    /** A reader on B the whole time: every page and API answer must be a success. */
    const reader = async () => {
      while (!stop) {
        for (const path of ['/', '/api/articles?limit=5', '/article/edited-on-a']) {
          try {
            const response = await fetch(`${b.url}${path}`);
            await response.arrayBuffer();
            reads += 1;
            if (response.status !== 200) readerFailures.push(`${path}: ${response.status}`);
          } catch (error) {
            readerFailures.push(`${path}: ${String(error)}`);
          }
        }
      }
    };
    const running = [editor(a, 'a'), editor(b, 'b'), reader()];
    await Bun.sleep(1500);
    await a.crash();
    const ackedAtCrash = acknowledged.size;
    await Bun.sleep(1000);
    stop = true;
    await Promise.all(running);

    expect(failedOnB).toEqual([]);
    expect(readerFailures).toEqual([]);
    expect(reads).toBeGreaterThan(10);
    expect([...acknowledged.keys()].filter((slug) => slug.startsWith('a-')).length).toBeGreaterThan(
      0,
    );
    expect(acknowledged.size).toBeGreaterThan(ackedAtCrash);

    const stored = new Map(
      sql(
        `SELECT a.slug || '|' || a.title || '|' || a.version || '|' || count(r.id)
         FROM articles a LEFT JOIN article_revisions r ON r.article_id = a.id
         WHERE a.slug ~ '^[ab]-story-' GROUP BY a.id`,
      )
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [slug, title, version, revisions] = line.split('|');
          return [slug!, { title: title!, version: Number(version), revisions: Number(revisions) }];
        }),
    );
    // Every acknowledged save is there, as saved (or saved again since).
    for (const [slug, title] of acknowledged) {
      const row = stored.get(slug);
      expect(row, slug).toBeDefined();
      if (title.endsWith('corrected')) expect(row!.title).toBe(title);
    }
    // Nothing half-made: each story has one revision per version, and none
    // is there that was not asked for (at most the one A was writing).
    for (const [slug, row] of stored)
      expect({ slug, ...row }).toEqual({ slug, ...row, revisions: row.version });
    expect(stored.size - acknowledged.size).toBeLessThanOrEqual(1);
    // And B's pages show what was written through A before it died.
    const lastOfA = [...acknowledged].filter(([slug]) => slug.startsWith('a-')).at(-1)!;
    await seenOnB([pageHas(`/article/${lastOfA[0]}`, lastOfA[1])]);
  }, 60_000);
});
