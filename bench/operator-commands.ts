/**
 * `gazette export FILE` and `gazette import FILE` on a generated newsroom
 * (bench/lib/newsroom.ts), each in its own process: wall time and peak
 * resident memory. The file is then imported into an empty database and
 * exported again, which must give the same document. For comparison, the
 * same file imported the admin page's way (the whole document parsed, then
 * importDatabase), also in a process of its own.
 *
 *   bun bench/operator-commands.ts [--articles 100000]
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '@tests/support/server-process';
import { openDatabase } from '~/server/db/client';
import { createSqliteStore } from '~/server/db/store';
import { createDatabaseService } from '~/server/modules/database/service';
import { cachedNewsroom, copyNewsroom } from './lib/newsroom';
import { heading, table } from './lib/report';

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    'whole-document': { type: 'string' },
    into: { type: 'string' },
  },
});

// The page's way, run as a child of this script: the whole file in memory at once.
if (values['whole-document'] && values.into) {
  const db = openDatabase(values.into);
  const document: unknown = JSON.parse(readFileSync(values['whole-document'], 'utf8'));
  const result = createDatabaseService(createSqliteStore(db)).importDatabase(document);
  db.$client.close();
  console.log(JSON.stringify(result.imported));
  process.exit(0);
}

const COUNT = Number(values.articles);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function measured(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const run = Bun.spawnSync([process.execPath, ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.exitCode !== 0) {
    throw new Error(`${args.join(' ')} failed: ${run.stderr.toString()}${run.stdout.toString()}`);
  }
  return { seconds, peak: run.resourceUsage.maxRSS, line: run.stdout.toString().trim() };
}

const gazette = (command: string, file: string, database: string) =>
  measured(['src/server/index.ts', command, file], { DATABASE_PATH: database });

const dir = mkdtempSync(join(tmpdir(), 'gazette-bench-commands-'));
try {
  const source = copyNewsroom(await cachedNewsroom(COUNT), join(dir, 'source'));
  heading(`gazette export and import of ${COUNT.toLocaleString('en-US')} articles`);
  const file = join(dir, 'newsroom.json');
  const exported = gazette('export', file, source);
  const imported = gazette('import', file, join(dir, 'target', 'gazette.db'));
  const again = join(dir, 'again.json');
  gazette('export', again, join(dir, 'target', 'gazette.db'));
  // The first line holds the moment of the export; everything after it must match.
  const body = (path: string) => {
    const text = readFileSync(path, 'utf8');
    return text.slice(text.indexOf('\n'));
  };
  const same = body(file) === body(again);
  const whole = measured(
    [
      'bench/operator-commands.ts',
      '--whole-document',
      file,
      '--into',
      join(dir, 'whole', 'gazette.db'),
    ],
    {},
  );
  console.log(`Export file: ${megabytes(statSync(file).size)}.`);
  console.log(
    table(
      ['step', 'wall time', 'peak RSS'],
      [
        ['gazette export FILE', `${exported.seconds.toFixed(1)} s`, megabytes(exported.peak)],
        ['gazette import FILE', `${imported.seconds.toFixed(1)} s`, megabytes(imported.peak)],
        [
          'whole document: JSON.parse + importDatabase',
          `${whole.seconds.toFixed(1)} s`,
          megabytes(whole.peak),
        ],
      ],
    ),
  );
  console.log(exported.line);
  console.log(imported.line);
  console.log(`Export of the imported database matches the file: ${same ? 'yes' : 'NO'}`);
  if (!same) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
