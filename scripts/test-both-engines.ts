/**
 * The unit and API tests on both engines at once: SQLite (every folder) and
 * PostgreSQL (the folders whose tests reach the database). The two runs
 * mostly wait on different things (SQLite on the processor, PostgreSQL on
 * its server), so side by side they take little longer than one. SQLite's
 * run prints as it goes; PostgreSQL's output follows in one block, so the
 * two never interleave.
 */
import { postgresBinDir } from '../tests/support/postgres-cluster';

const SQLITE_FOLDERS = ['src', 'bench', 'tests/api', 'tests/server'];
const POSTGRES_FOLDERS = ['tests/api', 'tests/server'];
/**
 * Files that open both engines themselves (parity, fragments, the store) or
 * start a cluster of their own whatever the run: once, in SQLite's run, is
 * the whole of them.
 */
const BOTH_ENGINES_ALREADY = new Set([
  'tests/api/articles/search-engine-parity.test.ts',
  'tests/api/list-engine-parity.test.ts',
  'tests/api/database/import-batches.test.ts',
  'tests/server/db/postgres-connect.test.ts',
  'tests/server/db/sql-fragments.test.ts',
  'tests/server/db/store.test.ts',
  'tests/server/operations/postgres-operations.test.ts',
]);
const postgresFiles = POSTGRES_FOLDERS.flatMap((folder) =>
  [...new Bun.Glob(`${folder}/**/*.test.{ts,tsx}`).scanSync('.')].sort(),
).filter((file) => !BOTH_ENGINES_ALREADY.has(file));
/** Side by side the machine is busier than with one run: room for a slow set-up, not for a hang. */
const TIMEOUT = ['--timeout', '15000'];

if (!postgresBinDir()) {
  console.error(
    'The tests run on PostgreSQL too, and no PostgreSQL server is installed: apt-get install -y postgresql (.ci/run does this)',
  );
  process.exit(1);
}

const started = performance.now();
const postgres = Bun.spawn(
  [process.execPath, 'test', ...TIMEOUT, ...postgresFiles.map((file) => `./${file}`)],
  {
    env: { ...process.env, GAZETTE_TEST_ENGINE: 'postgres' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
);
// Read while it runs: a full pipe would stop the run.
const postgresOutput = Promise.all([
  new Response(postgres.stdout).text(),
  new Response(postgres.stderr).text(),
]);

const sqlite = Bun.spawn([process.execPath, 'test', ...TIMEOUT, ...SQLITE_FOLDERS], {
  env: { ...process.env, GAZETTE_TEST_ENGINE: 'sqlite' },
  stdout: 'inherit',
  stderr: 'inherit',
});
const sqliteExit = await sqlite.exited;
const sqliteSeconds = (performance.now() - started) / 1000;

const [postgresStdout, postgresStderr] = await postgresOutput;
const postgresExit = await postgres.exited;
const postgresSeconds = (performance.now() - started) / 1000;
console.log('\n===== The same tests on PostgreSQL =====');
process.stdout.write(postgresStdout);
process.stdout.write(postgresStderr);

console.log(
  `\nSQLite: ${sqliteExit === 0 ? 'passed' : 'FAILED'} (${sqliteSeconds.toFixed(0)} s); PostgreSQL: ${postgresExit === 0 ? 'passed' : 'FAILED'} (${postgresSeconds.toFixed(0)} s, side by side)`,
);
process.exit(sqliteExit === 0 && postgresExit === 0 ? 0 : 1);
