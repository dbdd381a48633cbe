/**
 * Two PostgreSQL stores on one database, as two processes hold them: each
 * hears of the other's commits (NOTIFY, or the once-a-second check when
 * notifications are lost), what pages show apart from the rest; its own
 * commits it knows already. Timed work named alike runs in one of them at
 * a time.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { type PostgresCluster, startPostgresCluster } from '@tests/support/postgres-cluster';
import type { Socket } from 'bun';
import { openPostgresStore } from '~/server/db/postgres/store';
import type { Store } from '~/server/db/store';

type OpenedStore = Store & { close(): Promise<void> };

let cluster: PostgresCluster;
let url: string;
const stores: OpenedStore[] = [];

beforeAll(() => {
  cluster = startPostgresCluster();
  url = cluster.createDatabase('cluster_changes');
});
afterAll(async () => {
  for (const store of stores) await store.close();
  cluster?.stop();
});

async function open(listen = true, checkEveryMs?: number): Promise<OpenedStore> {
  const store = await openPostgresStore(url, { maxConnections: 2, listen, checkEveryMs });
  stores.push(store);
  return store;
}

/** Counts the calls of a store's watch listener. */
function watchCalls(store: Store) {
  const calls = { count: 0 };
  store.changes.watch?.(() => {
    calls.count += 1;
  });
  return calls;
}

const breaking = (text: string) => ({
  text,
  priority: 1,
  active: true,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

/** Waits until `done` holds; returns the milliseconds it took, or throws past `limitMs`. */
async function within(limitMs: number, done: () => boolean): Promise<number> {
  const started = performance.now();
  while (!done()) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await Bun.sleep(5);
  }
  return performance.now() - started;
}

interface ProxiedConnection {
  client: Socket<ProxiedConnection>;
  server: Socket | null;
  /** What the client sent before the server's side was open. */
  early: Uint8Array[];
  silent: boolean;
}

/**
 * A TCP proxy to the cluster whose `silence()` makes every connection open
 * at that moment drop what either side sends, without closing it: a network
 * cut without a reset, which the driver only notices when TCP gives up.
 * Connections opened later pass through.
 */
function silencingProxy(port: number) {
  const open = new Set<ProxiedConnection>();
  const listener = Bun.listen<ProxiedConnection>({
    hostname: '127.0.0.1',
    port: 0,
    socket: {
      async open(client) {
        const connection: ProxiedConnection = { client, server: null, early: [], silent: false };
        client.data = connection;
        open.add(connection);
        connection.server = await Bun.connect({
          hostname: '127.0.0.1',
          port,
          socket: {
            data: (_server, chunk) => {
              if (!connection.silent) client.write(chunk);
            },
            close: () => {
              if (!connection.silent) client.end();
            },
          },
        });
        for (const chunk of connection.early) connection.server.write(chunk);
      },
      data(client, chunk) {
        const connection = client.data;
        if (connection.silent) return;
        if (connection.server) connection.server.write(chunk);
        else connection.early.push(new Uint8Array(chunk));
      },
      close(client) {
        if (!client.data.silent) client.data.server?.end();
        open.delete(client.data);
      },
    },
  });
  return {
    port: listener.port,
    silence() {
      for (const connection of open) connection.silent = true;
    },
    stop() {
      for (const connection of open) {
        connection.server?.end();
        connection.client.end();
      }
      listener.stop(true);
    },
  };
}

/** Lets a store's listening connection come up: its first check has read the row. */
/** Starts the store's listening and waits until it has read the row (and so listens). */
async function settle(store: Store) {
  const deadline = Date.now() + 10_000;
  while (store.changes.version().endsWith(':-1')) {
    if (Date.now() > deadline) throw new Error('The data version was never read');
    await Bun.sleep(20);
  }
}

describe('processes on one PostgreSQL database', () => {
  test('hear of each other’s commits that change pages, at once; not of their own', async () => {
    const a = await open();
    const b = await open();
    const heardOnA = watchCalls(a);
    const heardOnB = watchCalls(b);
    await Promise.all([settle(a), settle(b)]);
    const before = b.changes.version();

    await a.transaction((tx) => tx.insert(a.tables.breakingNews).values(breaking('from A')));
    const ms = await within(1000, () => heardOnB.count === 1);
    expect(b.changes.version()).not.toBe(before);
    console.log(`B heard of A's commit after ${ms.toFixed(0)} ms`);
    // A wrote it: its own refresh is the writer's business, not the watch's.
    await Bun.sleep(200);
    expect(heardOnA.count).toBe(0);
    expect(heardOnB.count).toBe(1);
  });

  test('its own commits are never taken for another’s, even when a check reads one before the transaction returns', async () => {
    // A check every millisecond: many of them read the row between a commit and its return.
    const a = await open(true, 1);
    const heard = watchCalls(a);
    await settle(a);
    for (let round = 0; round < 40; round += 1) {
      // Side by side too, so their returns may come in another order than their commits.
      await Promise.all(
        Array.from({ length: 3 }, (_, n) =>
          a.transaction((tx) =>
            tx.insert(a.tables.breakingNews).values(breaking(`own ${round}.${n}`)),
          ),
        ),
      );
    }
    await Bun.sleep(300);
    expect(heard.count).toBe(0);
    // Its checks stop here rather than run through the other tests.
    stores.splice(stores.indexOf(a), 1);
    await a.close();
  });

  test('a write that says what it changed is heard with that description; one that does not, as anything', async () => {
    const a = await open();
    const b = await open();
    const heard: (string | null)[] = [];
    b.changes.watch?.((description) => heard.push(description));
    await Promise.all([settle(a), settle(b)]);

    const [, describe] = await a.changes.recording!(() =>
      a.transaction((tx) => tx.insert(a.tables.breakingNews).values(breaking('described'))),
    );
    await describe('ticker');
    await within(1000, () => heard.length === 1);
    expect(heard).toEqual(['ticker']);
    // Nothing else follows: the waiting ended with the description.
    await Bun.sleep(400);
    expect(heard).toEqual(['ticker']);

    await a.transaction((tx) => tx.insert(a.tables.breakingNews).values(breaking('undescribed')));
    const ms = await within(1000, () => heard.length === 2);
    expect(heard[1]).toBeNull();
    console.log(`An undescribed commit refreshed everything after ${ms.toFixed(0)} ms`);
  });

  test('a commit of what no page shows moves its own version only: no row, no notification, no listener', async () => {
    const a = await open();
    const b = await open();
    const heardOnB = watchCalls(b);
    await Promise.all([settle(a), settle(b)]);
    const [onA, onB] = [a.changes.version(), b.changes.version()];
    const row = () => cluster.psql('SELECT version FROM data_version', 'cluster_changes').trim();
    const rowBefore = row();
    // As a sign-in, a session or a readership batch writes.
    await a.transaction((tx) =>
      tx.insert(a.tables.auditEvents).values({
        at: new Date(),
        action: 'sign-in',
        actorName: 'someone',
        detail: null,
        address: '',
      } as typeof a.tables.auditEvents.$inferInsert),
    );
    expect(a.changes.version()).not.toBe(onA);
    await Bun.sleep(1300);
    expect(row()).toBe(rowBefore);
    expect(b.changes.version()).toBe(onB);
    expect(heardOnB.count).toBe(0);
    // Nor does a transaction that only read.
    await a.transaction((tx) => tx.select().from(a.tables.breakingNews));
    expect(row()).toBe(rowBefore);
    // The row moves with what pages show, and B hears of it.
    await a.transaction((tx) => tx.insert(a.tables.breakingNews).values(breaking('shown')));
    expect(Number(row())).toBe(Number(rowBefore) + 1);
    await within(1000, () => heardOnB.count === 1 && b.changes.version() !== onB);
  });

  test('without notifications, the once-a-second check still finds another’s commit', async () => {
    const a = await open();
    const deaf = await open(false);
    const heard = watchCalls(deaf);
    await Promise.all([settle(a), settle(deaf)]);
    await a.transaction((tx) => tx.insert(a.tables.breakingNews).values(breaking('unheard')));
    const ms = await within(2500, () => heard.count === 1);
    console.log(`Found by the check alone after ${ms.toFixed(0)} ms`);
  });

  test('a lost listening connection is replaced, and everything refreshed once', async () => {
    const a = await open();
    const b = await open();
    const heardOnB = watchCalls(b);
    await Promise.all([settle(a), settle(b)]);
    const killed = cluster.psql(
      `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = 'cluster_changes' AND application_name = 'gazette-changes'`,
    );
    expect(Number(killed.trim())).toBeGreaterThanOrEqual(2);
    // Reconnected: one refresh for whatever was missed.
    await within(2500, () => heardOnB.count === 1);
    // And it listens again: the next commit is heard at once.
    await Bun.sleep(300);
    await a.transaction((tx) => tx.insert(a.tables.breakingNews).values(breaking('again')));
    await within(1000, () => heardOnB.count === 2);
  });

  test('a listening connection cut without a reset is given up for a new one, and everything refreshed once', async () => {
    const proxy = silencingProxy(Number(new URL(url).port));
    const throughProxy = new URL(url);
    throughProxy.port = String(proxy.port);
    const a = await openPostgresStore(throughProxy.toString(), {
      maxConnections: 1,
      checkEveryMs: 50,
      stalledAfterMs: 500,
    });
    const b = await open();
    const heardOnA = watchCalls(a);
    await Promise.all([settle(a), settle(b)]);
    try {
      // Every connection A has goes silent: no reset, nothing delivered either way.
      proxy.silence();
      await b.transaction((tx) => tx.insert(b.tables.breakingNews).values(breaking('unheard')));
      // Its check waits on the silent connection; a new one listens and refreshes.
      const ms = await within(5000, () => heardOnA.count === 1);
      console.log(
        `A gave up its silent listening connection and refreshed after ${ms.toFixed(0)} ms`,
      );
      await Bun.sleep(300);
      await b.transaction((tx) => tx.insert(b.tables.breakingNews).values(breaking('heard')));
      await within(1000, () => heardOnA.count === 2);
    } finally {
      await a.close();
      proxy.stop();
    }
  }, 20_000);

  test('work named alike runs in one store at a time; the other skips it', async () => {
    const a = await open();
    const b = await open();
    let release = () => {};
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    const onA = a.alone('day end', () => holding);
    await Bun.sleep(100);
    expect(await b.alone('day end', async () => {})).toBe(false);
    // Another name is not held.
    expect(await b.alone('purge', async () => {})).toBe(true);
    release();
    expect(await onA).toBe(true);
    expect(await b.alone('day end', async () => {})).toBe(true);
  });
});
