import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { TEST_ENGINE } from '@tests/support/test-database';
import { seedDemoContent } from '~/server/db/seed/seed-demo';
import { SearchWorkerClient } from '~/server/modules/articles/search-worker-client';
import { resources } from '~/server/resources';
import { createServices } from '~/server/services';
import type { SearchQuery } from '~/shared/schemas/search-query';
import type { SectionSlug } from '~/shared/sections';

/**
 * On SQLite the server runs readers' searches on the search worker, a thread
 * with a read-only connection of its own (search-worker-client.ts): the
 * same answers as in the server's own thread, edits found at the next
 * search, and no statement of a search on the server's connections.
 */

let t: TestApp;
let worker: SearchWorkerClient;

const QUERIES: SearchQuery[] = [
  { q: 'portal' },
  { q: 'portal', sort: 'newest' },
  { q: 'portal treaty', sort: 'relevance' },
  { q: 'council', sort: 'title' },
  { q: 'the', section: 'cosmic-watch' },
  { q: 'report', status: 'breaking' },
  { q: 'nothing-at-all-here' },
];

describe.if(TEST_ENGINE === 'sqlite')('the search worker', () => {
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoContent(t.services);
    worker = new SearchWorkerClient(resources.searchWorker, {
      path: t.store.db.$client.filename,
      busyTimeoutMs: 5000,
    });
    await worker.prepare();
  });

  afterAll(async () => {
    worker?.close();
    await t?.close();
  });

  test('answers every search and the overlay as the server itself does', async () => {
    for (const query of QUERIES) {
      expect({ query, ...(await worker.searchPublic(query)) }).toEqual({
        query,
        ...(await t.services.articles.searchPublic(query)),
      });
    }
    for (const q of ['portal', 'cosmic council', 'zz']) {
      expect(await worker.searchOverlay(q)).toEqual(await t.services.articles.searchOverlay(q));
    }
    const found = await worker.searchPublic({ q: 'portal' });
    expect(found.total).toBeGreaterThan(0);
  });

  test('finds an edit at the next search', async () => {
    const [first] = (await t.services.articles.listPublic({ limit: 1 })).articles;
    const article = (await t.services.adminArticles.findById(first!.id))!;
    const before = await worker.searchPublic({ q: 'Quixotrellium' });
    expect(before.total).toBe(0);
    const { image, section, ...fields } = article;
    await t.services.adminArticles.update(article.id, {
      ...fields,
      image: image ?? '',
      section: section as SectionSlug,
      title: `${article.title} Quixotrellium`,
    });
    const after = await worker.searchPublic({ q: 'Quixotrellium' });
    expect(after.hits.map((hit) => hit.id)).toEqual([article.id]);
  });

  test("runs no statement of a search on the server's connections", async () => {
    const services = createServices(t.store, { searches: worker });
    const connections = [t.store.db.$client, t.db.$client];
    const prepared: string[] = [];
    const originals = connections.map((connection) => {
      const { prepare, query } = connection;
      connection.prepare = ((text: string) => {
        prepared.push(text);
        return prepare.call(connection, text);
      }) as typeof prepare;
      connection.query = ((text: string) => {
        prepared.push(text);
        return query.call(connection, text);
      }) as typeof query;
      return { connection, prepare, query };
    });
    try {
      const found = await services.articles.searchPublic({ q: 'portal treaty', sort: 'relevance' });
      expect(found.total).toBeGreaterThan(0);
      expect((await services.articles.searchOverlay('portal')).length).toBeGreaterThan(0);
    } finally {
      for (const { connection, prepare, query } of originals) {
        connection.prepare = prepare;
        connection.query = query;
      }
    }
    expect(prepared).toEqual([]);
  });

  test('a stop lets the search running finish first, and the next search starts a new worker', async () => {
    const running = worker.searchPublic({ q: 'portal treaty', sort: 'relevance' });
    await worker.stop();
    expect((await running).total).toBeGreaterThan(0);
    expect((await worker.searchPublic({ q: 'portal' })).total).toBeGreaterThan(0);
  });

  test('a stopped worker fails what was waiting, and the next search starts a new one', async () => {
    const waiting = worker.searchPublic({ q: 'portal' });
    worker.close();
    expect(waiting).rejects.toThrow('The search worker was stopped');
    expect((await worker.searchPublic({ q: 'portal' })).total).toBeGreaterThan(0);
  });
});
