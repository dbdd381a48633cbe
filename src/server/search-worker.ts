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
import { answerDatabaseCalls } from './worker-calls';

function open({ path, busyTimeoutMs }: SearchWorkerSetup) {
  const store = openSqliteReadingStore(path, busyTimeoutMs);
  const clock = createPublicationClock(store, Date.now);
  const searches: PublicSearches = createPublicArticleService(store, clock);
  return { store, searches, close: () => store.close() };
}

answerDatabaseCalls<SearchCall, ReturnType<typeof open>>(
  (setup) => open(setup as SearchWorkerSetup),
  (opened, call) => {
    if (call.type === 'prepare') return prepareSearch(opened.store);
    if (call.method === 'searchPublic') return opened.searches.searchPublic(call.arg);
    return opened.searches.searchOverlay(call.arg);
  },
  // A search's steps await between statements: two searches on one
  // connection must not interleave.
  { oneAtATime: true },
);
