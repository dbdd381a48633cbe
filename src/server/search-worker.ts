/**
 * The search worker's entry point: runs readers' searches on its own thread
 * and its own read-only connection to the SQLite file
 * (modules/articles/search-worker-client.ts). It sits beside index.ts
 * because the compiled binary keeps each entry point's path relative to
 * their common folder (scripts/build-binary.ts, resources.ts).
 */
import { openSqliteReadingStore } from './db/store';
import { createPublicArticleService } from './modules/articles/public-service';
import { createPublicationClock } from './modules/articles/publication-clock';
import { prepareSearch } from './modules/articles/search-store';
import type {
  PublicSearches,
  SearchWorkerMessage,
  SearchWorkerReply,
} from './modules/articles/search-worker-client';

declare const self: Worker;

let opened: { store: ReturnType<typeof openSqliteReadingStore>; searches: PublicSearches } | null =
  null;
// One message at a time: a search's steps await between statements, and
// two searches on one connection must not interleave.
let turn: Promise<void> = Promise.resolve();

async function answer(message: Exclude<SearchWorkerMessage, { type: 'open' }>): Promise<unknown> {
  if (!opened) throw new Error('No database was opened');
  if (message.type === 'prepare') return prepareSearch(opened.store);
  if (message.type === 'stop') {
    opened.store.close();
    opened = null;
    return;
  }
  if (message.method === 'searchPublic') return opened.searches.searchPublic(message.arg);
  return opened.searches.searchOverlay(message.arg);
}

self.addEventListener('message', (event: MessageEvent<SearchWorkerMessage>) => {
  const message = event.data;
  if (message.type === 'open') {
    const store = openSqliteReadingStore(message.path, message.busyTimeoutMs);
    opened = {
      store,
      searches: createPublicArticleService(store, createPublicationClock(store, Date.now)),
    };
    return;
  }
  turn = turn.then(async () => {
    let reply: SearchWorkerReply;
    try {
      reply = { id: message.id, result: await answer(message) };
    } catch (error) {
      reply = {
        id: message.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
    }
    self.postMessage(reply);
  });
});
