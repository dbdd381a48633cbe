import type { Database } from 'bun:sqlite';
import { and } from 'drizzle-orm';
import { searchTerms } from '~/shared/search-terms';
import type { PostgresDb } from '../../db/postgres/connect';
import type { Store } from '../../db/store';
import {
  type CatalogueRow,
  type CatalogueSource,
  createSearchCatalogue,
  type SearchCatalogue,
} from './search-catalogue';
import { createSearchChangeLog, type SearchChangeLog } from './search-change-log';
import type { SearchScope } from './search-hits';
import { createSearchIndex, type SearchIndex } from './search-index';
import { postgresCatalogueSource } from './search-postgres';
import { postgresSearchReads, type SearchConditions, sqliteSearchReads } from './search-reads';
import { type Reader, runAwaiting, runNow, type Steps } from './search-steps';

/** A process's search data for one SQLite database: the term lookups and the catalogue. */
export interface SearchStore {
  index: SearchIndex;
  catalogue: SearchCatalogue;
}

const stores = new WeakMap<Database, SearchStore>();

const ROW_COLUMNS =
  'id, sort_time AS time, status, section, published_at AS publishedAt, title, summary, author, tags, substr(content, 1, 1) AS bodyStart';

/** SQLite's catalogue source: prepared statements on the reading connection, synchronous. */
function sqliteCatalogueSource(sqlite: Database, changeLog: SearchChangeLog): CatalogueSource {
  return {
    position: () => changeLog.position(),
    changesAfter: (_reader, position) => changeLog.changesAfter(position),
    rows: (_reader, ids) =>
      ids === null
        ? sqlite.query<CatalogueRow, []>(`SELECT ${ROW_COLUMNS} FROM articles`).all()
        : sqlite
            .query<CatalogueRow, number[]>(
              `SELECT ${ROW_COLUMNS} FROM articles WHERE id IN (${ids.map(() => '?').join(', ')})`,
            )
            .all(...ids),
  };
}

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
      catalogue: createSearchCatalogue(sqliteCatalogueSource(sqlite, changeLog)),
    };
    stores.set(sqlite, store);
  }
  return store;
}

/** A PostgreSQL process's catalogue, and the turn searches take on it. */
interface PostgresSearch {
  catalogue: SearchCatalogue;
  /** Runs `work` after every search before it: a catch-up never runs under a search. */
  inTurn<T>(work: () => Promise<T>): Promise<T>;
}

const postgresSearches = new WeakMap<object, PostgresSearch>();

function postgresSearchFor(store: Store): PostgresSearch {
  let search = postgresSearches.get(store.db);
  if (!search) {
    let last: Promise<unknown> = Promise.resolve();
    search = {
      catalogue: createSearchCatalogue(postgresCatalogueSource(store.tables)),
      inTurn<T>(work: () => Promise<T>): Promise<T> {
        const turn = last.then(work, work);
        last = turn.catch(() => undefined);
        return turn;
      },
    };
    postgresSearches.set(store.db, search);
  }
  return search;
}

/**
 * The ids of every article (whatever its status) whose title, summary,
 * author or tags hold `term` as the shared scoring reads them: the
 * catalogue's word lists, caught up in the search's transaction.
 */
function shortFieldHolders(catalogue: SearchCatalogue, term: string): number[] {
  // A deleted article's slot stays in the word lists, its entry emptied.
  const stored = (slot: number) => catalogue.entry(slot) !== null;
  return catalogue.shortScores([term], stored).slots.map((slot) => catalogue.entry(slot)!.id);
}

/** What a search's steps are handed: the engine's reads and the caught-up catalogue, and the transaction. */
export type SearchSession = Omit<SearchScope, 'keep'> & { tx: Reader };

/**
 * Runs a search's steps on either engine within one read transaction (one
 * snapshot: the catalogue caught up, the candidates counted, scored and
 * shown agree), after catching the catalogue up. SQLite: synchronously on
 * the reading connection. PostgreSQL: a read-only repeatable-read
 * transaction, awaited, one search of a process at a time (the gate runs
 * them one at a time anyway), so a catch-up never changes the catalogue
 * under a search. `conditions`: the search's filters and query, whose
 * condition each engine builds (PostgreSQL's inside the transaction, from
 * what its indexes find there).
 */
export function runSearch<T>(
  store: Store,
  conditions: SearchConditions,
  work: (session: SearchSession) => Steps<T>,
): Promise<T> {
  const { articles } = store.tables;
  if (store.engine === 'sqlite') {
    const search = searchStoreFor(store.db.$client);
    const matches =
      searchTerms(conditions.q).length > 0
        ? search.index.matches(conditions.q, articles)
        : undefined;
    const where = and(conditions.filters, matches);
    return Promise.resolve(
      store.db.transaction((tx) =>
        runNow(
          (function* () {
            yield* search.catalogue.catchUp(tx);
            const reads = sqliteSearchReads(tx, articles, search.index, where);
            return yield* work({ reads, catalogue: search.catalogue, tx });
          })(),
        ),
      ),
    );
  }
  const search = postgresSearchFor(store);
  const db = store.db as unknown as PostgresDb;
  return search.inTurn(() =>
    db.transaction(
      (pgTx) => {
        const tx = pgTx as unknown as Reader;
        return runAwaiting(
          (function* () {
            yield* search.catalogue.catchUp(tx);
            const reads = postgresSearchReads(tx, articles, conditions, (term) =>
              shortFieldHolders(search.catalogue, term),
            );
            return yield* work({ reads, catalogue: search.catalogue, tx });
          })(),
        );
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    ),
  );
}

/** No filter and no query: every article (for the catalogue's load, and tests). */
export const NO_CONDITIONS: SearchConditions = { filters: undefined, q: '' };

/**
 * Loads this process's catalogue (every article's short fields: seconds at
 * 100,000 articles) before any reader asks, so the first search after a
 * start costs what any other does. Called once the server listens; on
 * SQLite the load holds the event loop while it runs, as the first search
 * would have.
 */
export async function prepareSearch(store: Store): Promise<void> {
  // biome-ignore lint/correctness/useYield: the catch-up that runs before any search's steps is the whole work.
  await runSearch(store, NO_CONDITIONS, function* () {
    return undefined;
  });
}
