/**
 * Server processes on a throw-away PostgreSQL cluster, as the multi-process
 * tests run them: the cluster, a database on it (a new one, or the
 * cluster's own), and servers started together on it, as a deploy starts
 * them. Everything started is stopped again, also when a start fails.
 */
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster';
import { type RunningServer, startServer } from './server-process';

export interface ServersOnPostgres {
  cluster: PostgresCluster;
  /** The database's name, and the URL a further process is given to join it. */
  database: string;
  databaseUrl: string;
  servers: RunningServer[];
  /** One statement's output on the database, trimmed. */
  sql: (statement: string) => string;
  /** Stops the servers, then the cluster. */
  stop: () => Promise<void>;
}

export async function startServersOnPostgres({
  database,
  count,
  env = {},
}: {
  /** A new database of this name; without it, the cluster's own. */
  database?: string;
  count: number;
  /** Besides DATABASE_URL, which names the database. */
  env?: Record<string, string>;
}): Promise<ServersOnPostgres> {
  const cluster = startPostgresCluster();
  const name = database ?? cluster.database;
  const databaseUrl = database ? cluster.createDatabase(database) : cluster.url;
  const started = await Promise.allSettled(
    Array.from({ length: count }, () =>
      startServer({ env: { ...env, DATABASE_URL: databaseUrl } }),
    ),
  );
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    cluster.stop();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return {
    cluster,
    database: name,
    databaseUrl,
    servers,
    sql: (statement) => cluster.psql(statement, name).trim(),
    stop,
  };
}
