/**
 * What the server writes to its log about requests, and how much. A client's
 * mistake is one line and never a stack trace: it says what was refused, not
 * where in the code. A failure on our side carries its error, stack and all,
 * for the operator. Either way a flood is bounded: at most a few lines of
 * one kind a minute, then one line saying how many were left out, so a
 * scanner cannot fill the disk or bury the one line that matters.
 */

/** Lines of one kind written per window at most. */
export const LOG_LINES_PER_WINDOW = 20;
export const LOG_WINDOW_MS = 60_000;
/** Text from a request (a path, a header) is cut to this before it is logged. */
const MAX_QUOTED_LENGTH = 200;

export interface LogLimitOptions {
  linesPerWindow?: number;
  windowMs?: number;
  /** The clock, in epoch milliseconds; tests move it. */
  now?: () => number;
  write: (...parts: unknown[]) => void;
}

interface LogWindow {
  start: number;
  written: number;
  leftOut: number;
}

/**
 * Writes at most `linesPerWindow` lines of each kind per window; the next
 * line of a kind after its window ends first says how many were left out.
 * Kinds are fixed names in the code, so the map of windows stays small.
 */
export function createLogLimit({
  linesPerWindow = LOG_LINES_PER_WINDOW,
  windowMs = LOG_WINDOW_MS,
  now = Date.now,
  write,
}: LogLimitOptions) {
  const windows = new Map<string, LogWindow>();
  return function log(kind: string, ...parts: unknown[]): void {
    const time = now();
    let window = windows.get(kind);
    if (!window || time - window.start >= windowMs || time < window.start) {
      if (window && window.leftOut > 0) {
        write(
          `(${window.leftOut} more "${kind}" ${window.leftOut === 1 ? 'line was' : 'lines were'} left out of the log since ${new Date(window.start).toISOString()})`,
        );
      }
      window = { start: time, written: 0, leftOut: 0 };
      windows.set(kind, window);
    }
    if (window.written < linesPerWindow) {
      window.written += 1;
      write(...parts);
    } else {
      window.leftOut += 1;
    }
  };
}

const writeToLog = (...parts: unknown[]) => console.error(...parts);
let limited = createLogLimit({ write: writeToLog });

/**
 * Starts every kind's window afresh. A server calls it once as it is built;
 * several apps built in one process (tests) then do not share a window.
 */
export function startRequestLog(): void {
  limited = createLogLimit({ write: writeToLog });
}

/** Request text as a log shows it: quoted, escaped (no forged lines), and cut. */
export function quoted(text: string): string {
  const cut = text.length > MAX_QUOTED_LENGTH ? `${text.slice(0, MAX_QUOTED_LENGTH)}…` : text;
  return JSON.stringify(cut);
}

/** A request's method and path for a log line, whatever its URL holds. */
export function requestLabel(request: Request): string {
  // A parsed path is percent-encoded: it holds no line break to forge a line with.
  if (URL.canParse(request.url)) return `${request.method} ${new URL(request.url).pathname}`;
  return `${request.method} ${quoted(request.url)}`;
}

/** A client's mistake worth an operator's notice: one line, never a stack trace. */
export function logClientError(kind: string, line: string): void {
  limited(kind, line);
}

/** A failure on our side: the line and the error, with its stack, for the operator. */
export function logServerError(kind: string, line: string, error: unknown): void {
  limited(kind, line, error);
}

/** A failure outside the code (a database gone, say): one line for the operator, no stack. */
export function logServerNotice(kind: string, line: string): void {
  limited(kind, line);
}
