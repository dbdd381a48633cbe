/**
 * Stops the PostgreSQL test run with one line when no PostgreSQL server is
 * installed, instead of one failure per test.
 */
import { postgresBinDir } from '../tests/support/postgres-cluster';

if (!postgresBinDir()) {
  console.error(
    'The tests run on PostgreSQL too, and no PostgreSQL server is installed: apt-get install -y postgresql (.ci/run does this)',
  );
  process.exit(1);
}
