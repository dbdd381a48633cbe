/**
 * The render worker's entry point: renders reader pages on its own thread
 * and its own read-only connection to the SQLite file
 * (ssr/render-worker-client.ts). It sits beside index.ts because the
 * compiled binary keeps each entry point's path relative to their common
 * folder (scripts/build-binary.ts, resources.ts).
 */
import { setApiTransport } from '~/client/api/transport';
import { openSqliteReadingStore } from './db/store';
import { gzipPage } from './http/compressed-page';
import { nextReaderChange } from './http/timed-change';
import { createSearchGate } from './modules/articles/search-gate';
import { createServices } from './services';
import { createPageDataReader, trackTopics } from './ssr/page-data-reader';
import { pageBytes, renderPage } from './ssr/render-page';
import type { RenderCall, RenderedPage, RenderWorkerSetup } from './ssr/render-worker-client';
import { keptPage } from './ssr/script-hashes';
import { onIdleCoresOnly } from './thread-priority';
import { answerDatabaseCalls } from './worker-calls';

type Render = (key: string, nonce: string) => Promise<RenderedPage>;

function open({ path, busyTimeoutMs, siteUrl, analytics, assets }: RenderWorkerSetup) {
  const store = openSqliteReadingStore(path, busyTimeoutMs);
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
  const render: Render = async (key, nonce) => {
    const [response, topics] = await trackTopics(() =>
      renderPage(new URL(key, siteUrl), {
        assets,
        runtime,
        nonce,
        dataScope: pageData.scope,
        bytesOnly: true,
      }),
    );
    const html = await pageBytes(response);
    // A read the table does not know went to the API, which is not here.
    if (topics === null) throw new Error('This page reads through the API');
    if (response.status !== 200) {
      return { status: response.status, headers: [...response.headers], html, topics: [...topics] };
    }
    // A page to keep: in its kept form, compressed here rather than on the serving thread.
    const kept = keptPage(html, nonce, response.headers);
    return {
      status: 200,
      headers: [...response.headers],
      html: kept,
      topics: [...topics],
      gzip: gzipPage(kept),
    };
  };
  return { close: () => store.close(), render };
}

onIdleCoresOnly();

answerDatabaseCalls<RenderCall, { close(): void; render: Render }>(
  (setup) => open(setup as RenderWorkerSetup),
  (opened, call) => opened.render(call.key, call.nonce),
  {
    // Moved to the server, not copied: each is this render's own.
    transfer(result) {
      if (!result) return [];
      const { html, gzip } = result as RenderedPage;
      return gzip ? [html.buffer, gzip.buffer] : [html.buffer];
    },
  },
);
