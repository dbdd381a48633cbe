import { describe, expect, test } from 'bun:test';
import { type ExportFileEntry, ExportFileSyntaxError, readExportFile } from './export-file-reader';
import { DatabaseImportError } from './import-records';

/** The text cut into pieces of `size` characters, as a file is read. */
function* pieces(text: string, size: number) {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

const read = (text: string, size = text.length || 1) => [...readExportFile(pieces(text, size))];

/** What the reader should give for a document, from JSON.parse of the whole of it. */
function expected(document: Record<string, unknown>): ExportFileEntry[] {
  const entries: ExportFileEntry[] = [];
  for (const [key, value] of Object.entries(document)) {
    if (key !== 'data' || typeof value !== 'object' || value === null || Array.isArray(value)) {
      entries.push({ kind: 'section', key, value });
      continue;
    }
    entries.push({ kind: 'data' });
    for (const [table, list] of Object.entries(value)) {
      if (!Array.isArray(list)) {
        entries.push({ kind: 'table', table, value: list });
        continue;
      }
      list.forEach((record, index) => {
        entries.push({ kind: 'record', table, index, value: record });
      });
      entries.push({ kind: 'end', table, count: list.length });
    }
  }
  return entries;
}

const awkward = {
  meta: { exportedAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1, app: 'x' },
  data: {
    users: [],
    articles: [
      {
        id: 1,
        title: 'Quotes "inside", a backslash \\ and \\" both',
        content: '<p class="lead">{not] a [structure}</p>\n<p>\\\\</p>',
        tags: ['a', ['nested', { deep: [1, 2, { x: null }] }]],
        ends: 'with a backslash \\',
      },
      { id: 2, title: 'Unicode: ünïcödé — 😀 \u2028 \u0000', empty: '', list: [] },
      { id: 3, number: -1.5e-7, flags: [true, false, null] },
    ],
    notATable: 'kept whole',
    counts: { a: 1 },
  },
  extra: [1, 2, 3],
};

describe('readExportFile', () => {
  test.each([1, 2, 3, 7, 64, 100_000])(
    'gives the records JSON.parse gives, read %i characters at a time',
    (size) => {
      for (const text of [JSON.stringify(awkward), JSON.stringify(awkward, null, 2)]) {
        expect(read(text, size)).toEqual(expected(awkward));
      }
    },
  );

  test('an export with data that is not an object reads it whole', () => {
    expect(read('{"meta":1,"data":[1,2]}')).toEqual([
      { kind: 'section', key: 'meta', value: 1 },
      { kind: 'section', key: 'data', value: [1, 2] },
    ]);
    expect(read(' { } ')).toEqual([]);
  });

  test.each([
    [
      '{"meta":{}, "data":{"articles":[{"id":1},',
      'line 1: the file ends where a value was expected',
    ],
    ['{"meta":{}, "data":{"articles":[{"id":1}', 'line 1: expected , or ] after a record'],
    ['{"data":{"articles":[\n{"id":1}\n{"id":2}]}}', 'line 3: expected , or ] after a record'],
    ['{"data":{"articles":[{"id":1,}]}}', 'line 1: JSON Parse error'],
    ['{"data":{"articles":[{"title":"not closed}]}}', 'line 1: a string is not closed'],
    ['{"data":{"articles":[{"id":[1,2]', 'line 1: the file ends inside a value'],
    ['{"data":{"articles":[{"id":[1}]}}', "line 1: JSON Parse error: Expected ']'"],
    ['{"meta":{}}x', 'line 1: unexpected text after the export'],
    ['{"meta" {}}', 'line 1: expected : after a name'],
    ['{meta: {}}', 'line 1: expected a quoted name'],
    ['', 'line 1: the file is empty'],
    ['SQLite format 3', 'line 1: unexpected "S" at the start'],
  ])('%j is refused: %s', (text, message) => {
    for (const size of [1, 5, text.length || 1]) {
      let error: unknown;
      try {
        read(text, size);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ExportFileSyntaxError);
      expect((error as Error).message).toStartWith(message);
    }
  });

  test('a document that is not an object is no export', () => {
    for (const text of ['[1]', '"text"', '12', 'null']) {
      expect(() => read(text)).toThrow(DatabaseImportError);
      expect(() => read(text)).toThrow('The export must be an object with meta and data');
    }
  });

  test('names the line of a fault far into a large file', () => {
    const good = JSON.stringify({ id: 1, text: 'x'.repeat(500) });
    const lines = Array.from({ length: 5000 }, () => good);
    lines[4321] = '{"id": oops}';
    const text = `{"data":{"articles":[\n${lines.join(',\n')}\n]}}`;
    expect(() => read(text, 4096)).toThrow(/^line 4323: JSON Parse error/);
  });
});
