import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { adminInit, adminRequest, createAdmin, signIn } from '@tests/support/admin-session';
import { readerInSocket } from '@tests/support/reader-in-socket';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { buildArticle } from '~/server/db/seed/factories/article';
import type { AdminUser } from '~/server/modules/auth/service';
import { articleInputOf } from '~/shared/article-input';
import type { Article } from '~/shared/schemas/article';

/**
 * An editor's save runs several steps on the serving thread before the
 * save itself (the session check, the body, the permission), each slow
 * when its code has not run for a while. A reader who arrives during them
 * is answered before the save goes on, not after all of them.
 */

let t: TestApp;
let server: ReturnType<typeof Bun.serve>;
let cookie: string;
let edited: Article;
const order: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t, 'editor');
  cookie = await signIn(t);
  const created = await adminRequest(t, 'POST', '/api/admin/articles', {
    cookie,
    body: buildArticle({ slug: 'saved-while-read' }),
  });
  edited = (await created.json()) as Article;
  server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: (request, peer) => {
      order.push(`reader asked for ${new URL(request.url).pathname}`);
      return t.fetch(request, peer);
    },
  });
  // Two password hashes, and on PostgreSQL the test cluster's start: seconds on a busy machine.
}, 30_000);

afterAll(async () => {
  await server.stop(true);
  await t.close();
});

describe("an editor's save", () => {
  test('a reader who arrives during its session check is answered before the save is written', async () => {
    const { auth, articleSaves } = t.services;
    const authenticate = auth.authenticate;
    const save = articleSaves.save;
    let reader: { answered: Promise<number> } | null = null;
    // The session check, held until the reader's request is in the server's socket.
    auth.authenticate = (token): Promise<AdminUser | null> => {
      reader ??= readerInSocket(server.port!, '/');
      return authenticate(token);
    };
    articleSaves.save = (input) => {
      order.push('the save is written');
      return save(input);
    };
    try {
      const response = await t.fetch(
        new Request(
          `${t.siteUrl}/api/admin/articles/${edited.id}`,
          adminInit(t, 'PATCH', {
            cookie,
            body: { ...articleInputOf(edited), title: 'Saved while a reader asked' },
          }),
        ),
      );
      expect(response.status).toBe(200);
      expect(reader).not.toBeNull();
      expect(await reader!.answered).toBe(0);
      expect(order).toEqual(['reader asked for /', 'the save is written']);
    } finally {
      auth.authenticate = authenticate;
      articleSaves.save = save;
    }
  });
});
