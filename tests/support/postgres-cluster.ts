/**
 * A throw-away PostgreSQL cluster for tests and benchmarks: Debian's
 * `postgresql` binaries, a data folder copied from a template made once (in
 * memory when /dev/shm has room, else the temp folder), a free port on
 * 127.0.0.1 and the unix socket beside the data, fsync off. PostgreSQL
 * refuses to run as root, so as root every server binary runs as an
 * unprivileged system user (created once) that owns the folder.
 */
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { freePort } from './server-process';

/** The system account the server runs as when the tests run as root. */
const CLUSTER_USER = 'gazettepg';
const DEBIAN_ROOT = '/usr/lib/postgresql';

export interface PostgresCluster {
  /** `postgres://gazette:PASSWORD@127.0.0.1:PORT/gazette`, for the product's code. */
  url: string;
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
  /** The folder holding the data, the log and the socket. */
  dir: string;
  /** Runs SQL as the cluster's superuser (over the socket) and returns psql's output. */
  psql: (sql: string, database?: string) => string;
  /** The same, without holding up the process while it runs. */
  psqlAsync: (sql: string, database?: string) => Promise<string>;
  /** The URL of one of the cluster's databases, as the test role. */
  urlFor: (database: string) => string;
  /**
   * Creates another database owned by the test role and returns its URL:
   * empty, or a copy of `template` (a database nobody is connected to).
   */
  createDatabase: (name: string, template?: string) => string;
  /** Drops a database, closing whatever connections it still has. */
  dropDatabase: (name: string) => void;
  /**
   * Stops the server as an operator would (`pg_ctl stop`, fast: open
   * connections are closed), keeping its data and port, to see how the
   * product copes while its database is gone.
   */
  pause: () => void;
  /** Starts the paused server again, on the same port with the same data. */
  resume: () => void;
  /**
   * Stops the server and deletes the folder; safe to call twice. A process
   * that exits without calling it stops it on exit; one that is killed leaves
   * it to the next cluster started, which removes it.
   */
  stop: () => void;
}

/** The newest PostgreSQL installed from Debian's packages, or null when none is. */
export function postgresBinDir(): string | null {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const majors = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(DEBIAN_ROOT, name, 'bin', 'initdb')))
    .map(Number)
    .sort((a, b) => b - a);
  return majors.length > 0 ? join(DEBIAN_ROOT, String(majors[0]), 'bin') : null;
}

const isRoot = process.getuid?.() === 0;
const DIR_PREFIX = 'gazette-pg-';
const TEMPLATE_PREFIX = 'gazette-pgtemplate-';
/** Changes whenever the initdb options change, so an old template is not reused. */
const TEMPLATE_VERSION = 'v1';
/** Beside the data: the process the cluster belongs to. */
const OWNER_FILE = 'owner.pid';

/**
 * Where clusters live: in memory (/dev/shm) when it has room, since a
 * cluster is some 40 MB of files written at once and a shared disk makes
 * that seconds; the temp folder otherwise (a container's /dev/shm is often
 * only 64 MB).
 */
function clusterBase(): string {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize > 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // No /dev/shm on this system.
  }
  return tmpdir();
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops and deletes the clusters of test processes that died without
 * stopping them (killed, or interrupted with Ctrl-C): their servers would
 * otherwise run on, each holding a port and memory, until the machine restarts.
 */
function removeOrphans(bin: string): void {
  for (const name of readdirSync(clusterBase())) {
    if (!name.startsWith(DIR_PREFIX)) continue;
    const dir = join(clusterBase(), name);
    let owner = Number.NaN;
    try {
      owner = Number(readFileSync(join(dir, OWNER_FILE), 'utf8'));
    } catch {
      // A folder being set up right now has no owner file yet: leave it.
      continue;
    }
    if (isAlive(owner)) continue;
    if (existsSync(join(dir, 'data', 'postmaster.pid'))) {
      Bun.spawnSync(
        asClusterUser([join(bin, 'pg_ctl'), '-D', join(dir, 'data'), '-m', 'immediate', 'stop']),
        {
          stdout: 'ignore',
          stderr: 'ignore',
        },
      );
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runAsync(command: string[], what: string): Promise<string> {
  const child = Bun.spawn(command, { stdout: 'pipe', stderr: 'pipe' });
  const [stdout, stderr, exitCode] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  if (exitCode !== 0) throw new Error(`${what} failed (exit ${exitCode}): ${stdout}${stderr}`);
  return stdout + stderr;
}

function run(command: string[], what: string): string {
  const result = Bun.spawnSync(command, { stdout: 'pipe', stderr: 'pipe' });
  const output = `${result.stdout.toString()}${result.stderr.toString()}`;
  if (result.exitCode !== 0) throw new Error(`${what} failed (exit ${result.exitCode}): ${output}`);
  return output;
}

/** Runs a server binary as the cluster's user when we are root, as ourselves otherwise. */
function asClusterUser(command: string[]): string[] {
  return isRoot ? ['runuser', '-u', CLUSTER_USER, '--', ...command] : command;
}

function ensureClusterUser(): { uid: number; gid: number } | null {
  if (!isRoot) return null;
  const exists = Bun.spawnSync(['id', '-u', CLUSTER_USER]).exitCode === 0;
  if (!exists) {
    const created = Bun.spawnSync(['useradd', '--system', '--no-create-home', CLUSTER_USER]);
    // Another test process may have created it meanwhile (useradd exits 9).
    if (created.exitCode !== 0 && Bun.spawnSync(['id', '-u', CLUSTER_USER]).exitCode !== 0) {
      throw new Error(`useradd ${CLUSTER_USER} failed: ${created.stderr.toString()}`);
    }
  }
  const uid = Number(run(['id', '-u', CLUSTER_USER], 'id -u').trim());
  const gid = Number(run(['id', '-g', CLUSTER_USER], 'id -g').trim());
  return { uid, gid };
}

/**
 * An initialised, never started data folder, made once per PostgreSQL major
 * version and copied for every cluster. It is made in a folder of its own
 * and renamed into place whole, so a test process never copies half of one.
 */
function templateCluster(bin: string, owner: { uid: number; gid: number } | null): string {
  const template = join(
    clusterBase(),
    `${TEMPLATE_PREFIX}${basename(dirname(bin))}-${TEMPLATE_VERSION}-${process.getuid?.() ?? 0}`,
  );
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const work = mkdtempSync(join(clusterBase(), `${TEMPLATE_PREFIX}making-`));
  try {
    const pwfile = join(work, 'superuser-password');
    // initdb wants a superuser password for password authentication; the
    // superuser only ever signs in over the socket, so it is thrown away.
    writeFileSync(pwfile, crypto.randomUUID(), { mode: 0o600 });
    if (owner) {
      chownSync(work, owner.uid, owner.gid);
      chownSync(pwfile, owner.uid, owner.gid);
    }
    run(
      asClusterUser([
        join(bin, 'initdb'),
        '-D',
        join(work, 'data'),
        '-U',
        'postgres',
        '--pwfile',
        pwfile,
        // The socket (superuser set-up) is trusted; TCP, which the product
        // uses, checks passwords, so a wrong one fails as it would in production.
        '--auth-local=trust',
        '--auth-host=scram-sha-256',
        '-E',
        'UTF8',
        '--no-sync',
      ]),
      'initdb',
    );
    try {
      renameSync(join(work, 'data'), template);
    } catch (error) {
      // Another test process made it first.
      if (!existsSync(join(template, 'PG_VERSION'))) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return template;
}

/**
 * Starts a fresh cluster with a login role and a database of its own: under
 * a second (the first on a machine 2-3 s, making the template). Call
 * `stop()` in afterAll: it also runs if the process exits without it.
 */
export function startPostgresCluster(): PostgresCluster {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      `No PostgreSQL server found under ${DEBIAN_ROOT}: install it with apt-get install -y postgresql`,
    );
  }
  removeOrphans(bin);
  const owner = ensureClusterUser();
  const dir = mkdtempSync(join(clusterBase(), DIR_PREFIX));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  let stopped = false;
  let started = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    if (started) {
      Bun.spawnSync(asClusterUser([join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop']), {
        stdout: 'ignore',
        stderr: 'ignore',
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A test file that dies before its afterAll still takes its server with it.
  process.on('exit', stop);

  try {
    writeFileSync(join(dir, OWNER_FILE), String(process.pid));
    if (owner) chownSync(dir, owner.uid, owner.gid);
    chmodSync(dir, 0o700);
    // A copy of a cluster made once: initdb is most of a start's time.
    run(['cp', '-a', templateCluster(bin, owner), data], 'copying the template cluster');
    const port = freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      // A test cluster is thrown away: nothing needs to survive a power cut.
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    const startPostgres = () => {
      // Before the start: a start that fails late may still leave a server running.
      started = true;
      run(
        asClusterUser([join(bin, 'pg_ctl'), '-D', data, '-l', log, '-w', '-o', options, 'start']),
        'pg_ctl start',
      );
    };
    startPostgres();

    const psqlCommand = (sql: string, database: string) => [
      join(bin, 'psql'),
      '-X',
      '-q',
      '-A',
      '-t',
      '-v',
      'ON_ERROR_STOP=1',
      '-h',
      dir,
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      database,
      '-c',
      sql,
    ];
    const psql = (sql: string, database = 'postgres') => run(psqlCommand(sql, database), 'psql');
    const psqlAsync = (sql: string, database = 'postgres') =>
      runAsync(psqlCommand(sql, database), 'psql');
    const user = 'gazette';
    const password = `pw-${crypto.randomUUID()}`;
    const urlFor = (database: string) =>
      `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    psql(`CREATE ROLE ${user} LOGIN PASSWORD '${password}'`);
    // CREATE DATABASE cannot share a transaction with anything else.
    const createDatabase = (name: string, template?: string) => {
      psql(`CREATE DATABASE ${name} OWNER ${user}${template ? ` TEMPLATE ${template}` : ''}`);
      return urlFor(name);
    };
    const dropDatabase = (name: string) => {
      psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
    const database = 'gazette';
    createDatabase(database);
    return {
      url: urlFor(database),
      host: '127.0.0.1',
      port,
      user,
      password,
      database,
      dir,
      psql,
      psqlAsync,
      urlFor,
      createDatabase,
      dropDatabase,
      pause() {
        run(
          asClusterUser([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']),
          'pg_ctl stop',
        );
        started = false;
      },
      resume: startPostgres,
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
