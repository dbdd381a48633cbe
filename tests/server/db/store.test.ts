import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openPostgresStore } from '~/server/db/postgres/store';
import { openSqliteStore, type Store } from '~/server/db/store';
import { type PostgresCluster, startPostgresCluster } from '../../support/postgres-cluster';

const item = (text: string) => ({
  text,
  priority: 1,
  active: true,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

type OpenedStore = Store & { close(): void | Promise<void> };

let cluster: PostgresCluster;
beforeAll(() => {
  cluster = startPostgresCluster();
});
afterAll(() => cluster?.stop());

let databases = 0;
const engines: Array<[string, () => Promise<OpenedStore> | OpenedStore]> = [
  [
    'SQLite',
    () => openSqliteStore(join(mkdtempSync(join(tmpdir(), 'gazette-store-')), 'gazette.db')),
  ],
  ['PostgreSQL', () => openPostgresStore(cluster.createDatabase(`store_${++databases}`))],
];

describe.each(engines)('the %s store', (engine, open) => {
  let store: OpenedStore;

  beforeEach(async () => {
    store = await open();
  });
  afterEach(async () => {
    await store.close();
    const file = store.db.$client.filename as string | undefined;
    if (engine === 'SQLite' && file) rmSync(join(file, '..'), { recursive: true, force: true });
  });

  const texts = async () =>
    (await store.db.select().from(store.tables.breakingNews)).map((row) => row.text);

  test('a transaction commits all of its writes, and reads see them once it returns', async () => {
    const { breakingNews } = store.tables;
    const id = await store.transaction(async (tx) => {
      const [row] = await tx.insert(breakingNews).values(item('one')).returning();
      await tx.insert(breakingNews).values(item('two'));
      return row?.id;
    });
    expect(id).toBeNumber();
    expect((await texts()).sort()).toEqual(['one', 'two']);
  });

  test('a failing transaction leaves nothing behind, and the next one runs', async () => {
    const { breakingNews } = store.tables;
    const failing = store.transaction(async (tx) => {
      await tx.insert(breakingNews).values(item('lost'));
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    await store.transaction((tx) => tx.insert(breakingNews).values(item('kept')));
    expect(await texts()).toEqual(['kept']);
  });

  test('reads elsewhere never see a transaction that is still open', async () => {
    const { breakingNews } = store.tables;
    let release = () => {};
    const paused = new Promise<void>((resolve) => {
      release = resolve;
    });
    const open = store.transaction(async (tx) => {
      await tx.insert(breakingNews).values(item('pending'));
      await paused;
    });
    await Bun.sleep(5);
    const seenMeanwhile = await texts();
    release();
    await open;
    expect(seenMeanwhile).toEqual([]);
    expect(await texts()).toEqual(['pending']);
  });

  // PostgreSQL runs transactions side by side; rules that read then write lock their rows.
  test.if(engine === 'SQLite')(
    'transactions run one at a time, in the order they were asked for',
    async () => {
      const { breakingNews } = store.tables;
      const order: string[] = [];
      // Each reads the count and writes one more: interleaved, two would read the same count.
      const bump = (name: string) =>
        store.transaction(async (tx) => {
          order.push(`start ${name}`);
          const rows = await tx.select().from(breakingNews);
          await Bun.sleep(2);
          await tx.insert(breakingNews).values(item(`${name}:${rows.length}`));
          order.push(`end ${name}`);
        });
      await Promise.all([bump('a'), bump('b'), bump('c')]);
      expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
      expect((await texts()).sort()).toEqual(['a:0', 'b:1', 'c:2']);
    },
  );

  // SQLite reads through a read-only connection: a write there would skip the
  // queue and could land inside another request's open transaction.
  test.if(engine === 'SQLite')(
    'a write outside a transaction is refused and changes nothing',
    async () => {
      const { breakingNews } = store.tables;
      const write = Promise.resolve().then(() =>
        store.db.insert(breakingNews).values(item('stray')),
      );
      await expect(write).rejects.toThrow(/readonly/);
      expect(await texts()).toEqual([]);
    },
  );

  test('a transaction started inside another joins it, and its failure undoes both', async () => {
    const { breakingNews } = store.tables;
    const attempt = store.transaction(async (tx) => {
      await tx.insert(breakingNews).values(item('outer'));
      await store.transaction(async (inner) => {
        await inner.insert(breakingNews).values(item('inner'));
      });
      const [row] = await tx.select().from(breakingNews).where(eq(breakingNews.text, 'inner'));
      expect(row?.text).toBe('inner');
      throw new Error('undo');
    });
    await expect(attempt).rejects.toThrow('undo');
    expect(await texts()).toEqual([]);
  });

  test('its changes version moves with each committed transaction, not with reads or a rollback', async () => {
    const { breakingNews } = store.tables;
    const before = store.changes.version();
    await texts();
    expect(store.changes.version()).toBe(before);
    const undone = store.transaction(async (tx) => {
      await tx.insert(breakingNews).values(item('undone'));
      throw new Error('undo');
    });
    await expect(undone).rejects.toThrow('undo');
    expect(store.changes.version()).toBe(before);
    await store.transaction(async (tx) => {
      await tx.insert(breakingNews).values(item('kept'));
    });
    const after = store.changes.version();
    expect(after).not.toBe(before);
    await store.transaction(async (tx) => {
      await tx.update(breakingNews).set({ priority: 2 });
    });
    expect(store.changes.version()).not.toBe(after);
  });
});
