/**
 * Run by production-errors.test.ts in a child process with
 * NODE_ENV=production (which Elysia reads once, at import): answers a few
 * failing requests in-process and prints the answers as one JSON document.
 */
import { createTestApp } from '@tests/support/test-app';
import { isProduction } from 'elysia/error';

const t = await createTestApp();
console.error = () => {};
t.services.articles.listPublic = () => {
  throw Object.assign(
    new Error(
      'SQLITE_IOERR: disk I/O error: SELECT * FROM articles at /srv/gazette/src/server/modules/articles/service.ts:84:10',
    ),
    { code: 'SQLITE_IOERR' },
  );
};

const requests: Array<[string, RequestInit?]> = [
  ['/api/articles'],
  ['/api/search?sort=random'],
  ['/api/nothing-here'],
  [
    '/api/admin/auth/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: t.siteUrl },
      body: '{',
    },
  ],
  [
    '/api/admin/auth/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: t.siteUrl },
      body: '{"username":1}',
    },
  ],
];
const answers = [];
for (const [path, init] of requests) {
  const response = await t.request(path, init);
  answers.push({ path, status: response.status, text: await response.text() });
}
t.close();
process.stdout.write(JSON.stringify({ isProduction, answers }));
