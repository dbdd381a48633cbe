import { DatabaseImportError } from './import-records';

/** What an export file holds, piece by piece, in the order the file has it. */
export type ExportFileEntry =
  /** A top-level entry (meta, or data when it is not an object), read whole. */
  | { kind: 'section'; key: string; value: unknown }
  /** The start of data, an object whose lists are read record by record. */
  | { kind: 'data' }
  /** An entry of data that is not a list. */
  | { kind: 'table'; table: string; value: unknown }
  /** One record of a list in data. */
  | { kind: 'record'; table: string; index: number; value: unknown }
  /** The end of a list in data. */
  | { kind: 'end'; table: string; count: number };

/** The file is not JSON; the message says where. */
export class ExportFileSyntaxError extends Error {}

const WHITESPACE = /[^ \t\n\r]/g;
const STRUCTURE = /["[\]{}]/g;
const SCALAR_END = /[ \t\n\r,\]}]/g;
const SCALAR_START = /["[\-0-9tfn]/;
/** Past this many characters read, what was read is dropped from the buffer. */
const COMPACT_AT = 1 << 20;

/**
 * Reads an export document from text chunks without holding the whole of
 * it: the outer object, `data` and its lists are walked here, and each
 * record (and every other value) is cut out whole and given to JSON.parse.
 * So memory holds one chunk and one record, whatever the size of the file,
 * and JSON.parse still judges every value; the walk checks the punctuation
 * between them.
 */
export function* readExportFile(chunks: Iterable<string>): Generator<ExportFileEntry> {
  const source = chunks[Symbol.iterator]();
  let buffer = '';
  let pos = 0;
  let ended = false;
  /** Lines before the buffer's start, for messages. */
  let linesBefore = 0;

  const more = (): boolean => {
    if (ended) return false;
    const next = source.next();
    if (next.done) {
      ended = true;
      return false;
    }
    buffer += next.value;
    return true;
  };
  /** Drops what was read; only between values, where no index into the buffer is held. */
  const compact = () => {
    if (pos < COMPACT_AT) return;
    for (let at = buffer.indexOf('\n'); at !== -1 && at < pos; at = buffer.indexOf('\n', at + 1)) {
      linesBefore += 1;
    }
    buffer = buffer.slice(pos);
    pos = 0;
  };

  const lineAt = (index: number) => {
    let line = linesBefore + 1;
    for (
      let at = buffer.indexOf('\n');
      at !== -1 && at < index;
      at = buffer.indexOf('\n', at + 1)
    ) {
      line += 1;
    }
    return line;
  };
  const fail = (message: string, index = pos): never => {
    throw new ExportFileSyntaxError(`line ${lineAt(index)}: ${message}`);
  };

  /** The next character that is not white space, read up to; '' at the end of the file. */
  const peek = (): string => {
    compact();
    for (;;) {
      WHITESPACE.lastIndex = pos;
      const found = WHITESPACE.exec(buffer);
      if (found) {
        pos = found.index;
        return buffer[pos]!;
      }
      pos = buffer.length;
      if (!more()) return '';
    }
  };
  const expect = (char: string, what: string) => {
    if (peek() !== char) fail(`expected ${what}`);
    pos += 1;
  };

  /** Index just past the string whose opening quote is at `start`. */
  const stringEnd = (start: number): number => {
    let from = start + 1;
    for (;;) {
      const quote = buffer.indexOf('"', from);
      if (quote === -1) {
        from = buffer.length;
        if (!more()) fail('a string is not closed', start);
        continue;
      }
      let backslashes = 0;
      while (buffer.charCodeAt(quote - 1 - backslashes) === 92) backslashes += 1;
      if (backslashes % 2 === 0) return quote + 1;
      from = quote + 1;
    }
  };

  /** Index just past the value that starts at `pos` (checked by JSON.parse, not here). */
  const valueEnd = (): number => {
    const start = pos;
    const first = buffer[start]!;
    if (first === '"') return stringEnd(start);
    if (first === '{' || first === '[') {
      let depth = 0;
      let at = start;
      for (;;) {
        STRUCTURE.lastIndex = at;
        const found = STRUCTURE.exec(buffer);
        if (!found) {
          at = buffer.length;
          if (!more()) fail('the file ends inside a value', start);
          continue;
        }
        at = found.index;
        const char = buffer[at];
        if (char === '"') {
          at = stringEnd(at);
          continue;
        }
        depth += char === '{' || char === '[' ? 1 : -1;
        at += 1;
        if (depth === 0) return at;
      }
    }
    for (;;) {
      SCALAR_END.lastIndex = start;
      const found = SCALAR_END.exec(buffer);
      if (found) return found.index;
      if (!more()) return buffer.length;
    }
  };

  const parseValue = (): unknown => {
    const char = peek();
    if (char === '') fail('the file ends where a value was expected');
    const start = pos;
    const end = valueEnd();
    pos = end;
    try {
      return JSON.parse(buffer.slice(start, end));
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error), start);
    }
  };
  const parseKey = (): string => {
    if (peek() !== '"') fail('expected a quoted name');
    return parseValue() as string;
  };

  /** `{ "key": ... , ... }`, calling `entry` with each key once the colon is read. */
  function* members(entry: (key: string) => Generator<ExportFileEntry>) {
    expect('{', '{');
    if (peek() === '}') {
      pos += 1;
      return;
    }
    for (;;) {
      const key = parseKey();
      expect(':', ': after a name');
      yield* entry(key);
      const next = peek();
      pos += 1;
      if (next === '}') return;
      if (next !== ',') fail('expected , or }', pos - 1);
    }
  }

  function* table(name: string): Generator<ExportFileEntry> {
    if (peek() !== '[') {
      yield { kind: 'table', table: name, value: parseValue() };
      return;
    }
    pos += 1;
    let index = 0;
    if (peek() === ']') pos += 1;
    else {
      for (;;) {
        yield { kind: 'record', table: name, index, value: parseValue() };
        index += 1;
        const next = peek();
        pos += 1;
        if (next === ']') break;
        if (next !== ',') fail('expected , or ] after a record', pos - 1);
      }
    }
    yield { kind: 'end', table: name, count: index };
  }

  const first = peek();
  if (first !== '{') {
    if (first !== '' && SCALAR_START.test(first)) {
      throw new DatabaseImportError('The export must be an object with meta and data');
    }
    fail(first === '' ? 'the file is empty' : `unexpected "${first}" at the start`);
  }
  yield* members(function* (key) {
    if (key === 'data' && peek() === '{') {
      yield { kind: 'data' };
      yield* members(table);
    } else {
      yield { kind: 'section', key, value: parseValue() };
    }
  });
  if (peek() !== '') fail('unexpected text after the export');
}
