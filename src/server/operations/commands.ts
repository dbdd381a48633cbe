import { DatabaseDamagedError } from '../db/integrity';
import { EnvError, readDatabasePath } from '../env';
import { backupDatabase, backupReport } from './backup';
import { checkDatabase, checkReport } from './check';
import { openCommandDatabase } from './command-database';
import { exportReport, exportToFile, STANDARD_OUTPUT } from './export-file';
import { importFromFile, importReport } from './import-file';
import { OperationError } from './operation-error';
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
 * `gazette export FILE` or `gazette import FILE` against DATABASE_PATH and
 * returns the exit code: 0 done, 1 failed. Prints one line either way
 * (export and import also a progress line on long work).
 */
export async function runOperatorCommand(
  args: readonly string[],
  env: Record<string, string | undefined> = process.env,
  output: Output = { log: console.log, error: console.error },
): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === 'backup') {
      if (rest.length !== 1) throw new OperationError(`Usage: gazette backup PATH. ${usage}`);
      output.log(backupReport(backupDatabase(readDatabasePath(env), rest[0]!)));
      return 0;
    }
    if (command === 'check') {
      if (rest.length !== 0) throw new OperationError(`Usage: gazette check. ${usage}`);
      const result = checkDatabase(readDatabasePath(env));
      if (result.problems.length === 0) {
        output.log(checkReport(result));
        return 0;
      }
      output.error(checkReport(result));
      return 1;
    }
    if (command === 'unlock') {
      if (rest.length !== 1) throw new OperationError(`Usage: gazette unlock USERNAME. ${usage}`);
      output.log(unlockReport(await unlockAccount(readDatabasePath(env), rest[0]!)));
      return 0;
    }
    if (command === 'export') {
      if (rest.length !== 1) throw new OperationError(`Usage: gazette export FILE. ${usage}`);
      const { name, database, close } = openCommandDatabase(readDatabasePath(env), {
        create: false,
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
        close();
      }
      return 0;
    }
    if (command === 'import') {
      if (rest.length !== 1) throw new OperationError(`Usage: gazette import FILE. ${usage}`);
      const file = rest[0]!;
      const { name, database, close } = openCommandDatabase(readDatabasePath(env), {
        create: true,
      });
      try {
        const result = await importFromFile(
          database,
          file,
          output.progress ?? standardErrorProgress(),
        );
        output.log(importReport(name, result));
      } finally {
        close();
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
      error instanceof DatabaseDamagedError
    ) {
      output.error(error.message);
    } else {
      // A file-system refusal (permissions, a full disk): still one line, not a stack trace.
      output.error(`gazette ${command} failed: ${error instanceof Error ? error.message : error}`);
    }
    return 1;
  }
}
