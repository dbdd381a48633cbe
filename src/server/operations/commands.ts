import { DatabaseDamagedError } from '../db/integrity';
import { DatabaseConnectError } from '../db/postgres/connection-errors';
import { EnvError, readDatabaseSettings } from '../env';
import { backupDatabase, backupReport } from './backup';
import { checkDatabase, checkReport } from './check';
import { openCommandDatabase } from './command-database';
import { exportReport, exportToFile, STANDARD_OUTPUT } from './export-file';
import { importFromFile, importReport } from './import-file';
import { OperationError } from './operation-error';
import { backupPostgres, postgresBackupReport } from './postgres-backup';
import { type ProgressOptions, standardErrorProgress } from './progress';
import { unlockAccount, unlockReport } from './unlock';

/** The operator commands of the executable, besides serving: `gazette <command> ...`. */
export const OPERATOR_COMMANDS = ['backup', 'check', 'unlock', 'export', 'import'] as const;

export function isOperatorCommand(word: string | undefined): boolean {
  return word !== undefined && !word.startsWith('-');
}

interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
  /** Where long work says how far it is (standard error by default). */
  progress?: ProgressOptions;
}

const usage = 'Run "gazette --help" for the commands.';

/**
 * Runs `gazette backup PATH`, `gazette check`, `gazette unlock USERNAME`,
 * `gazette export FILE` or `gazette import FILE` against the configured
 * database (PostgreSQL at DATABASE_URL when it is set, else the SQLite file
 * at DATABASE_PATH) and returns the exit code: 0 done, 1 failed. Prints one line either way
 * (export and import also a progress line on long work).
 */
export async function runOperatorCommand(
  args: readonly string[],
  env: Record<string, string | undefined> = process.env,
  output: Output = { log: console.log, error: console.error },
): Promise<number> {
  const [command, ...rest] = args;
  // Waiting for PostgreSQL (DATABASE_CONNECT_TIMEOUT_S) is told on standard error.
  const onWait = output.error;
  try {
    if (command === 'backup') {
      if (rest.length !== 1) throw new OperationError(`Usage: gazette backup PATH. ${usage}`);
      const settings = readDatabaseSettings(env);
      output.log(
        settings.DATABASE_URL
          ? postgresBackupReport(await backupPostgres(settings.DATABASE_URL, rest[0]!, env))
          : backupReport(backupDatabase(settings.DATABASE_PATH, rest[0]!)),
      );
      return 0;
    }
    if (command === 'check') {
      if (rest.length !== 0) throw new OperationError(`Usage: gazette check. ${usage}`);
      const result = await checkDatabase(readDatabaseSettings(env), onWait);
      if (result.problems.length === 0) {
        output.log(checkReport(result));
        return 0;
      }
      output.error(checkReport(result));
      return 1;
    }
    if (command === 'unlock') {
      if (rest.length !== 1) throw new OperationError(`Usage: gazette unlock USERNAME. ${usage}`);
      output.log(unlockReport(await unlockAccount(readDatabaseSettings(env), rest[0]!, onWait)));
      return 0;
    }
    if (command === 'export') {
      if (rest.length !== 1) throw new OperationError(`Usage: gazette export FILE. ${usage}`);
      const { name, database, close } = await openCommandDatabase(readDatabaseSettings(env), {
        create: false,
        onWait,
      });
      try {
        const result = await exportToFile(
          database,
          rest[0]!,
          output.progress ?? standardErrorProgress(),
        );
        // The document owns standard output when it is written there.
        (rest[0] === STANDARD_OUTPUT ? output.error : output.log)(exportReport(name, result));
      } finally {
        await close();
      }
      return 0;
    }
    if (command === 'import') {
      if (rest.length !== 1) throw new OperationError(`Usage: gazette import FILE. ${usage}`);
      const file = rest[0]!;
      const { name, database, close } = await openCommandDatabase(readDatabaseSettings(env), {
        create: true,
        onWait,
      });
      try {
        const result = await importFromFile(
          database,
          file,
          output.progress ?? standardErrorProgress(),
        );
        output.log(importReport(name, result));
      } finally {
        await close();
      }
      return 0;
    }
    const commands = new Intl.ListFormat('en', { type: 'conjunction' }).format(OPERATOR_COMMANDS);
    throw new OperationError(
      `Unknown command "${command}"; the commands are ${commands}. ${usage}`,
    );
  } catch (error) {
    if (
      error instanceof OperationError ||
      error instanceof EnvError ||
      error instanceof DatabaseDamagedError ||
      error instanceof DatabaseConnectError
    ) {
      output.error(error.message);
    } else {
      // A file-system refusal (permissions, a full disk): still one line, not a stack trace.
      output.error(`gazette ${command} failed: ${error instanceof Error ? error.message : error}`);
    }
    return 1;
  }
}
