import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import { databaseExportSchema } from '~/shared/schemas/database-export';
import { createFuzzApp, type FuzzApp } from './fuzz-app';
import { hostileBody, hostileJsonText, hostileQuery } from './hostile-input';

/**
 * Database export and import under hostile input. The import takes whole
 * records by design (ids, timestamps and counters included); what must hold
 * is that a file it refuses writes nothing, not one record of it.
 */

let app: FuzzApp;
/** A real export of the seeded database, the base every hostile file is made from. */
let exported: {
  meta: Record<string, unknown>;
  data: Record<string, Array<Record<string, unknown>>>;
};

const IMPORT = '/api/admin/import-database';
const EXPORT = '/api/admin/export-database';
const FUZZ_TIMEOUT = 60_000;
/** Stands for the hostile value in the serialised file until it is swapped in as raw text. */
const SLOT = '\u0000hostile-slot\u0000';

beforeAll(async () => {
  app = await createFuzzApp();
  const response = await app.send({ method: 'GET', path: EXPORT, headers: { cookie: app.cookie } });
  expect(response.status).toBe(200);
  exported = response.json as typeof exported;
});

afterAll(() => {
  app.report('Admin database API fuzz');
  app.close();
});

const headers = (signedIn: boolean) => app.hostileHeaders(signedIn);

/** The export with one field of one record (or of meta) replaced by hostile JSON text. */
function mutatedExport() {
  const tables = Object.keys(exported.data).filter((name) => exported.data[name]!.length > 0);
  const recordField = fc
    .constantFrom(...tables)
    .chain((table) =>
      fc.tuple(
        fc.constant(table),
        fc.nat({ max: exported.data[table]!.length - 1 }),
        fc.constantFrom(...Object.keys(exported.data[table]![0]!), 'id', '__proto__', 'extra'),
      ),
    );
  const metaField = fc.constantFrom('exportedAt', 'schemaVersion', 'app', '__proto__');
  return fc.tuple(fc.oneof(recordField, metaField), hostileJsonText).map(([where, value]) => {
    const file = structuredClone(exported);
    if (typeof where === 'string') file.meta[where] = SLOT;
    else {
      const [table, index, field] = where;
      file.data[table]![index]![field] = SLOT;
    }
    return JSON.stringify(file).replace(JSON.stringify(SLOT), value);
  });
}

describe('database export and import under hostile input', () => {
  test(
    `POST ${IMPORT}`,
    () =>
      app.fuzz({
        label: `POST ${IMPORT}`,
        numRuns: 400,
        bodySchema: databaseExportSchema,
        cases: fc.tuple(
          fc.oneof(
            { arbitrary: mutatedExport(), weight: 3 },
            { arbitrary: hostileBody(exported), weight: 2 },
          ),
          headers(true),
        ),
        request: ([body, headers]) => ({ method: 'POST', path: IMPORT, headers, body }),
      }),
    FUZZ_TIMEOUT,
  );

  test(
    `GET ${EXPORT}`,
    () =>
      app.fuzz({
        label: `GET ${EXPORT}`,
        numRuns: 60,
        cases: fc.tuple(hostileQuery(['format', 'tables']), headers(true)),
        request: ([query, headers]) => ({
          method: 'GET',
          path: query ? `${EXPORT}?${query}` : EXPORT,
          headers,
        }),
      }),
    FUZZ_TIMEOUT,
  );

  test(
    'both without a valid session are refused and change nothing',
    () =>
      app.fuzz({
        label: 'database endpoints without a session',
        numRuns: 200,
        refuseAll: true,
        cases: fc.tuple(fc.constantFrom(IMPORT, EXPORT), mutatedExport(), headers(false)),
        request: ([path, body, headers]) => {
          const method = path === EXPORT ? 'GET' : 'POST';
          return { method, path, headers, body: method === 'GET' ? undefined : body };
        },
      }),
    FUZZ_TIMEOUT,
  );
});
