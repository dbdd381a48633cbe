import { DatabaseDamagedError } from '../db/integrity';
import { EnvError, readDatabasePath } from '../env';
import { backupDatabase, backupReport } from './backup';
import { checkDatabase, checkReport } from './check';
import { OperationError } from './operation-error';
import { unlockAccount, unlockReport } from './unlock';

/** The operator commands of the executable, besides serving: `gazette <command> ...`. */
export const OPERATOR_COMMANDS = ['backup', 'check', 'unlock'] as const;

export function isOperatorCommand(word: string | undefined): boolean {
  return word !== undefined && !word.startsWith('-');
}

interface Output {
  log: (line: string) => void;
  error: (line: string) => void;
}

const usage = 'Run "gazette --help" for the commands.';

/**
 * Runs `gazette backup PATH`, `gazette check` or `gazette unlock USERNAME`
 * against DATABASE_PATH and returns the exit code: 0 done, 1 failed. Prints
 * one line either way.
 */
export function runOperatorCommand(
  args: readonly string[],
  env: Record<string, string | undefined> = process.env,
  output: Output = { log: console.log, error: console.error },
): number {
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
      output.log(unlockReport(unlockAccount(readDatabasePath(env), rest[0]!)));
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
