/**
 * The render worker's entry point: renders reader pages on its own thread
 * and its own connection to the database: read-only to the SQLite file, or
 * a small pool of PostgreSQL connections (ssr/render-worker-client.ts). It sits beside index.ts because the
 * compiled binary keeps each entry point's path relative to their common
 * folder (scripts/build-binary.ts, resources.ts).
 */
import { setApiTransport } from '~/client/api/transport';
import { openPostgresStore } from './db/postgres/store';
import { openSqliteReadingStore, type Store } from './db/store';
import { buffersOf } from './http/compressed-page';
import { NonceSlots } from './http/nonce-slots';
import { nextReaderChange } from './http/timed-change';
import { createSearchGate } from './modules/articles/search-gate';
import { createServices } from './services';
import { createPageDataReader, trackTopics } from './ssr/page-data-reader';
import { renderPage } from './ssr/render-page';
import type { RenderCall, RenderedPage, RenderWorkerSetup } from './ssr/render-worker-client';
import { answerCalls, belowServingThread } from './worker-calls';

type Render = (key: string, nonce: string, version: string) => Promise<RenderedPage>;

/** PostgreSQL connections of the worker's own: renders are few at a time, each a few reads. */
const POSTGRES_CONNECTIONS = 2;
/**
 * The server was connected before it asked for a page, so the database is
 * up: a worker that cannot reach it within a few seconds gives up, and the
 * page is rendered on the serving thread rather than keep its reader waiting.
 */
const POSTGRES_CONNECT_TIMEOUT_S = 5;

let setup: RenderWorkerSetup | null = null;
let opened: Promise<{ close(): void | Promise<void>; render: Render }> | null = null;

/** The database, opened on the first call; one that could not be opened is tried again on the next. */
function opening() {
  if (!setup) throw new Error('No database was given');
  opened ??= open(setup).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** The server's data version, as the render under way was asked for with it. */
let serverVersion = '';

async function openDatabase(
  database: RenderWorkerSetup['database'],
): Promise<Store & { close(): void | Promise<void> }> {
  const store =
    database.engine === 'sqlite'
      ? openSqliteReadingStore(database.path, database.busyTimeoutMs)
      : // The server has brought the schema up to date before it renders anything.
        await openPostgresStore(database.url, {
          connectTimeoutS: POSTGRES_CONNECT_TIMEOUT_S,
          maxConnections: POSTGRES_CONNECTIONS,
          applyMigrations: false,
        });
  // The data is as new as the server says: what the worker keeps of its
  // reads (pages' reads, remembered counts) is dropped whenever the server's
  // version has moved (a write, a publication, another process's change),
  // and it needs no listening connection of its own to know.
  return { ...store, changes: { version: () => serverVersion } };
}

async function open({ database, siteUrl, analytics, assets }: RenderWorkerSetup) {
  const store = await openDatabase(database);
  const services = createServices(store);
  const pageData = createPageDataReader({
    services,
    nextChange: () => nextReaderChange(services),
    // Searches are rendered by the server, where the readers' allowance is kept.
    searchGate: createSearchGate(),
    siteUrl,
    // Only the server answers the API: a page reading through it is rendered there.
    api: () => Promise.reject(new Error('This page reads through the API')),
  });
  setApiTransport(pageData.transport);
  const runtime = { siteUrl, analytics };
  const render: Render = async (key, nonce, version) => {
    serverVersion = version;
    const [response, topics] = await trackTopics(() =>
      renderPage(new URL(key, siteUrl), { assets, runtime, nonce, dataScope: pageData.scope }),
    );
    const html = new Uint8Array(await response.arrayBuffer());
    // A read the table does not know went to the API, which is not here.
    if (topics === null) throw new Error('This page reads through the API');
    const page: RenderedPage = {
      status: response.status,
      headers: [...response.headers],
      html,
      topics: [...topics],
    };
    if (response.status === 200) page.gzip = NonceSlots.partsOf(html, nonce);
    return page;
  };
  return { close: () => store.close(), render };
}

belowServingThread();

answerCalls<RenderCall>(
  async (call) => {
    if (call.type === 'stop') {
      const open = opened;
      opened = null;
      await (await open?.catch(() => null))?.close();
      return;
    }
    const worker = await opening();
    return worker.render(call.key, call.nonce, call.version);
  },
  {
    transfer(result) {
      if (!result) return [];
      const { html, gzip } = result as RenderedPage;
      return buffersOf([html, ...(gzip?.deflated ?? [])]);
    },
    setup(message) {
      setup = message as RenderWorkerSetup;
    },
  },
);
