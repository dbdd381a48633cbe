import { writeSync } from 'node:fs';

export interface ProgressOptions {
  /** Whether the lines go to a terminal: then one line is redrawn in place. */
  tty: boolean;
  write: (text: string) => void;
  /** Least time between two lines; by default 250 ms on a terminal, 10 s in a log. */
  intervalMs?: number;
  now?: () => number;
}

/**
 * Where a long command is: on a terminal a line redrawn in place four times
 * a second; in a log (a container's, a cron mail) a whole line every ten
 * seconds, so a long import shows it is alive without flooding the log, and
 * work done in less time prints nothing. Either way the command's one
 * result line follows on standard output.
 */
export function createProgress({ tty, write, intervalMs, now = performance.now }: ProgressOptions) {
  const interval = intervalMs ?? (tty ? 250 : 10_000);
  let last = now();
  let drawn = false;
  return {
    /** `line` is built only when it is shown. */
    update(line: () => string) {
      const at = now();
      if (at - last < interval) return;
      last = at;
      if (tty) {
        write(`\r${line()}\x1b[K`);
        drawn = true;
      } else write(`${line()}\n`);
    },
    /** Clears a line drawn in place, before the result is printed. */
    done() {
      if (drawn) write('\r\x1b[K');
      drawn = false;
    },
  };
}

export type Progress = ReturnType<typeof createProgress>;

/** Progress on standard error, as the executable prints it. */
export const standardErrorProgress = (): ProgressOptions => ({
  tty: process.stderr.isTTY === true,
  write: (text) => {
    writeSync(2, text);
  },
});

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const thousands = (n: number) => n.toLocaleString('en-US');
