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
  SearchCall,
  SearchWorkerSetup,
} from './modules/articles/search-worker-client';
import { answerCalls } from './worker-calls';

let opened: { store: ReturnType<typeof openSqliteReadingStore>; searches: PublicSearches } | null =
  null;

answerCalls<SearchCall>(
  (call) => {
    if (!opened) throw new Error('No database was opened');
    if (call.type === 'prepare') return prepareSearch(opened.store);
    if (call.type === 'stop') {
      opened.store.close();
      opened = null;
      return;
    }
    if (call.method === 'searchPublic') return opened.searches.searchPublic(call.arg);
    return opened.searches.searchOverlay(call.arg);
  },
  {
    // A search's steps await between statements: two searches on one
    // connection must not interleave.
    oneAtATime: true,
    setup(message) {
      const { path, busyTimeoutMs } = message as SearchWorkerSetup;
      const store = openSqliteReadingStore(path, busyTimeoutMs);
      const clock = createPublicationClock(store, Date.now);
      opened = { store, searches: createPublicArticleService(store, clock) };
    },
  },
);
