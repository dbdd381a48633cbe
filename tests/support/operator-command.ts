import { runOperatorCommand } from '~/server/operations/commands';

/** Runs an operator command in-process: its exit code and the lines it printed. */
export async function runCommand(args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCommand(args, env, {
    log: (line) => out.push(line),
    error: (line) => err.push(line),
  });
  return { code, out, err };
}
