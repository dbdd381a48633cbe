import { expect, test } from 'bun:test';
import { join } from 'node:path';
import { projectRoot } from '@tests/support/server-process';
import { INTERNAL_ERROR_MESSAGE } from '~/server/http/errors';
import { errorShapeProblem } from './fuzz-app';

/**
 * The binary and `npm start` run with NODE_ENV=production, which changes
 * how Elysia describes errors. Errors must look the same there: the one
 * shape, field paths for validation, and nothing of an internal failure.
 */
test('in production an internal failure is a bare 500 and every error keeps its shape', async () => {
  const child = Bun.spawn([process.execPath, join(import.meta.dir, 'production-probe.ts')], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [output, errors, exitCode] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  expect({ exitCode, errors }).toEqual({ exitCode: 0, errors: '' });
  const { isProduction, answers } = JSON.parse(output) as {
    isProduction: boolean;
    answers: Array<{ path: string; status: number; text: string }>;
  };
  expect(isProduction).toBe(true);

  const byPath = (path: string) => answers.filter((answer) => answer.path === path);
  for (const { status, text } of answers) {
    expect(errorShapeProblem(JSON.parse(text), status)).toBeNull();
  }
  const [internal] = byPath('/api/articles');
  expect(internal).toEqual({
    path: '/api/articles',
    status: 500,
    text: JSON.stringify({ status: 500, message: INTERNAL_ERROR_MESSAGE }),
  });
  const [query] = byPath('/api/search?sort=random');
  expect(JSON.parse(query!.text)).toMatchObject({ status: 400, issues: [{ path: 'sort' }] });
  expect(byPath('/api/nothing-here')[0]!.status).toBe(404);
  const [parse, validation] = byPath('/api/admin/auth/login');
  expect(JSON.parse(parse!.text)).toEqual({
    status: 400,
    message: 'The request body is not valid JSON',
  });
  expect(JSON.parse(validation!.text)).toMatchObject({
    status: 422,
    issues: [{ path: 'username' }, { path: 'password' }],
  });
}, 30_000);
