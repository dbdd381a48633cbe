import type { Database } from 'bun:sqlite';
import { createSearchCatalogue, type SearchCatalogue } from './search-catalogue';
import { createSearchChangeLog } from './search-change-log';
import { createSearchIndex, type SearchIndex } from './search-index';

/** A process's search data for one database: the term lookups and the catalogue. */
export interface SearchStore {
  index: SearchIndex;
  catalogue: SearchCatalogue;
}

const stores = new WeakMap<Database, SearchStore>();

/**
 * One search store per database connection, shared by the reader search
 * and the back office's list: the vocabulary and the catalogue are kept in
 * memory once, and both catch up from the same change log.
 */
export function searchStoreFor(sqlite: Database): SearchStore {
  let store = stores.get(sqlite);
  if (!store) {
    const changeLog = createSearchChangeLog(sqlite);
    store = {
      index: createSearchIndex(sqlite, changeLog),
      catalogue: createSearchCatalogue(sqlite, changeLog),
    };
    stores.set(sqlite, store);
  }
  return store;
}
