import { getTableName, inArray, sql } from 'drizzle-orm';
import {
  DATABASE_TABLES,
  type DatabaseImportResult,
  type DatabaseTable,
  type DatabaseTableCounts,
  type ValidDatabaseExport,
} from '~/shared/schemas/database-export';
import type { Db } from '../../db/client';
import {
  moveIdentitySequenceOn,
  moveIdentitySequencesOn,
} from '../../db/postgres/identity-sequences';
import { runStatement } from '../../db/raw-statement';
import type { Store } from '../../db/store';
import { derivedColumns } from '../articles/article-columns';
import { databaseRefusal } from './import-error';
import { insertInBatches, insertQueue } from './insert-batches';

type Data = ValidDatabaseExport['data'];
/** One validated record of a table, as the export schema gives it. */
export type ImportRecord<T extends DatabaseTable> = Data[T][number];

function zeroCounts(): DatabaseTableCounts {
  return Object.fromEntries(DATABASE_TABLES.map((name) => [name, 0])) as DatabaseTableCounts;
}

/**
 * Adds records one at a time, table after table in the order of
 * DATABASE_TABLES (a record may refer only to tables before its own), so a
 * file of any size is applied as it is read. A record already present (the
 * same id or the same natural key) is skipped and its row left untouched.
 * Ids of the file that belong to another record here get a new id, and
 * every reference to them follows. What is already in the database is read
 * once per table, when its first record arrives.
 */
function createRecordImporter(tx: Db, store: Store) {
  const { tables } = store;
  const {
    analyticsArticleViews,
    analyticsSummaries,
    articleCorrections,
    articleRevisions,
    articles,
    authorProfiles,
    breakingNews,
    editorialTeam,
    users,
  } = tables;
  const imported = zeroCounts();
  const skipped = zeroCounts();
  const count = (name: DatabaseTable, added: boolean) => {
    if (added) imported[name] += 1;
    else skipped[name] += 1;
  };

  // Ids of the file -> ids in the database, for the references that follow.
  const userIds = new Map<string, string>();
  const profileIds = new Map<number, number>();
  /** null: the article was already here, so its revisions are too. */
  const articleIds = new Map<number, number | null>();
  /** Every article of the file -> the article it is here, added now or already here. */
  const articleTargets = new Map<number, number>();
  /** Articles added here: each needs the row of its current version (see `finish`). */
  const addedArticles: number[] = [];
  // PostgreSQL hands out new ids from a sequence, which rows written with the
  // file's own ids leave behind: it is moved on before it gives the next one.
  // (SQLite's AUTOINCREMENT follows the largest id by itself.)
  const behind = new Set<string>();
  const beforeNewIds = async (table: string) => {
    if (behind.delete(table)) await moveIdentitySequenceOn(tx, table);
  };
  /** The row's values with the file's id when it is free here, else without (a new id). */
  async function withIdIfFree<V extends object>(
    table: Parameters<typeof getTableName>[0],
    id: number,
    taken: Set<number>,
    values: V,
  ): Promise<V> {
    const name = getTableName(table);
    if (taken.has(id)) {
      await beforeNewIds(name);
      return values;
    }
    if (store.engine === 'postgres') behind.add(name);
    return { id, ...values };
  }
  const userOf = (id: string | null) => (id === null ? null : (userIds.get(id) ?? null));
  const profileOf = (id: number | null) => (id === null ? null : (profileIds.get(id) ?? null));

  const loadUsers = async () => {
    const rows = await tx.select({ id: users.id, username: users.username }).from(users);
    return {
      byId: new Set(rows.map((row) => row.id)),
      byName: new Map(rows.map((row) => [row.username, row.id])),
    };
  };
  const loadProfiles = async () => {
    const rows = await tx
      .select({ id: authorProfiles.id, name: authorProfiles.name })
      .from(authorProfiles);
    return {
      idTaken: new Set(rows.map((row) => row.id)),
      byName: new Map(rows.map((row) => [row.name, row.id])),
    };
  };
  const loadArticles = async () => {
    const rows = await tx.select({ id: articles.id, slug: articles.slug }).from(articles);
    return {
      idTaken: new Set(rows.map((row) => row.id)),
      bySlug: new Map(rows.map((row) => [row.slug, row.id])),
    };
  };
  const revisionKey = (articleId: number, version: number) => `${articleId}:${version}`;
  const loadRevisions = async () => {
    const rows = await tx
      .select({
        id: articleRevisions.id,
        articleId: articleRevisions.articleId,
        version: articleRevisions.version,
      })
      .from(articleRevisions);
    return {
      idTaken: new Set(rows.map((row) => row.id)),
      keys: new Set(rows.map((row) => revisionKey(row.articleId, row.version))),
    };
  };
  const loadBreaking = async () =>
    new Set((await tx.select({ id: breakingNews.id }).from(breakingNews)).map((row) => row.id));
  const loadMembers = async () => {
    const rows = await tx
      .select({ id: editorialTeam.id, name: editorialTeam.name })
      .from(editorialTeam);
    return {
      idTaken: new Set(rows.map((row) => row.id)),
      names: new Set(rows.map((row) => row.name)),
    };
  };
  const loadSummaries = async () => {
    const rows = await tx
      .select({ id: analyticsSummaries.id, date: analyticsSummaries.date })
      .from(analyticsSummaries);
    return {
      idTaken: new Set(rows.map((row) => row.id)),
      dates: new Set(rows.map((row) => row.date)),
      /** Days added by this import: only their article views come with them. */
      imported: new Set<string>(),
    };
  };
  /** What the database already holds, per table. */
  const here: {
    users?: Awaited<ReturnType<typeof loadUsers>>;
    profiles?: Awaited<ReturnType<typeof loadProfiles>>;
    articles?: Awaited<ReturnType<typeof loadArticles>>;
    revisions?: Awaited<ReturnType<typeof loadRevisions>>;
    breaking?: Awaited<ReturnType<typeof loadBreaking>>;
    members?: Awaited<ReturnType<typeof loadMembers>>;
    summaries?: Awaited<ReturnType<typeof loadSummaries>>;
  } = {};

  /**
   * Articles that keep their id, with their corrections, wait for a
   * multi-row INSERT; written before any other record is added (every later
   * table may refer to them) and before `finish`.
   */
  const pending = insertQueue(tx, articles, articleCorrections);

  const add = {
    async users(user: ImportRecord<'users'>) {
      await pending.flush();
      here.users ??= await loadUsers();
      const { byId, byName } = here.users;
      const existing = byId.has(user.id) ? user.id : byName.get(user.username);
      if (existing !== undefined) {
        userIds.set(user.id, existing);
        count('users', false);
        return;
      }
      await tx.insert(users).values(user);
      byId.add(user.id);
      byName.set(user.username, user.id);
      userIds.set(user.id, user.id);
      count('users', true);
    },

    async authorProfiles({ id, ...profile }: ImportRecord<'authorProfiles'>) {
      await pending.flush();
      here.profiles ??= await loadProfiles();
      const { idTaken, byName } = here.profiles;
      const existing = byName.get(profile.name);
      if (existing !== undefined) {
        profileIds.set(id, existing);
        count('authorProfiles', false);
        return;
      }
      const [row] = (await tx
        .insert(authorProfiles)
        .values(await withIdIfFree(authorProfiles, id, idTaken, profile))
        .returning({ id: authorProfiles.id })) as [{ id: number }];
      idTaken.add(row.id);
      byName.set(profile.name, row.id);
      profileIds.set(id, row.id);
      count('authorProfiles', true);
    },

    async articles(record: ImportRecord<'articles'>) {
      here.articles ??= await loadArticles();
      const { idTaken, bySlug } = here.articles;
      const { id, authorId, createdBy, savedBy, corrections, ...article } = record;
      const existing = bySlug.get(article.slug);
      if (existing !== undefined) {
        articleIds.set(id, null);
        articleTargets.set(id, existing);
        count('articles', false);
        return;
      }
      // Dates, version and the cleaned body come from the file as they are.
      const values = {
        ...article,
        ...derivedColumns(article, article.createdAt),
        authorId: profileOf(authorId),
        createdBy: userOf(createdBy),
        savedBy: userOf(savedBy),
      };
      const correctionsOf = (articleId: number) =>
        corrections.map((correction) => ({
          ...correction,
          articleId,
          createdBy: userOf(correction.createdBy),
        }));
      let row: { id: number };
      if (idTaken.has(id)) {
        // A new id, given by the database: written at once, after the rows
        // waiting (so the sequence moves on past their ids first).
        await pending.flush();
        [row] = (await tx
          .insert(articles)
          .values(await withIdIfFree(articles, id, idTaken, values))
          .returning({ id: articles.id })) as [{ id: number }];
        await insertInBatches(tx, articleCorrections, correctionsOf(row.id));
      } else {
        // Its own id: known now, so the row waits for a multi-row INSERT.
        row = { id };
        await pending.add(await withIdIfFree(articles, id, idTaken, values), correctionsOf(id));
      }
      idTaken.add(row.id);
      bySlug.set(article.slug, row.id);
      articleIds.set(id, row.id);
      articleTargets.set(id, row.id);
      addedArticles.push(row.id);
      count('articles', true);
    },

    async articleRevisions(record: ImportRecord<'articleRevisions'>) {
      await pending.flush();
      here.revisions ??= await loadRevisions();
      const { idTaken, keys } = here.revisions;
      const { id, articleId, authorId, savedBy, ...revision } = record;
      const target = articleIds.get(articleId);
      if (target === null || target === undefined) {
        count('articleRevisions', false);
        return;
      }
      const key = revisionKey(target, revision.version);
      if (keys.has(key)) {
        count('articleRevisions', false);
        return;
      }
      const values = {
        ...revision,
        articleId: target,
        authorId: profileOf(authorId),
        savedBy: userOf(savedBy),
      };
      const [row] = (await tx
        .insert(articleRevisions)
        .values(await withIdIfFree(articleRevisions, id, idTaken, values))
        .returning({ id: articleRevisions.id })) as [{ id: number }];
      idTaken.add(row.id);
      keys.add(key);
      count('articleRevisions', true);
    },

    async breakingNews(item: ImportRecord<'breakingNews'>) {
      await pending.flush();
      here.breaking ??= await loadBreaking();
      if (here.breaking.has(item.id)) {
        count('breakingNews', false);
        return;
      }
      await tx
        .insert(breakingNews)
        .values({ ...item, link: item.link || null, authorId: userOf(item.authorId) });
      here.breaking.add(item.id);
      count('breakingNews', true);
    },

    async editorialTeam(member: ImportRecord<'editorialTeam'>) {
      await pending.flush();
      here.members ??= await loadMembers();
      const { idTaken, names } = here.members;
      if (idTaken.has(member.id) || names.has(member.name)) {
        count('editorialTeam', false);
        return;
      }
      await tx.insert(editorialTeam).values(member);
      idTaken.add(member.id);
      names.add(member.name);
      count('editorialTeam', true);
    },

    // A day of readership comes whole or not at all: a day already here
    // keeps its own figures, and its article views with them.
    async analyticsSummaries({ id, topArticles, ...summary }: ImportRecord<'analyticsSummaries'>) {
      await pending.flush();
      here.summaries ??= await loadSummaries();
      const { idTaken, dates, imported: importedDays } = here.summaries;
      if (dates.has(summary.date)) {
        count('analyticsSummaries', false);
        return;
      }
      const values = {
        ...summary,
        // An article the file does not hold keeps its title, no longer a link.
        topArticles: topArticles.map((entry) => ({
          ...entry,
          articleId:
            entry.articleId === null ? null : (articleTargets.get(entry.articleId) ?? null),
        })),
      };
      const [row] = (await tx
        .insert(analyticsSummaries)
        .values(await withIdIfFree(analyticsSummaries, id, idTaken, values))
        .returning({ id: analyticsSummaries.id })) as [{ id: number }];
      idTaken.add(row.id);
      dates.add(summary.date);
      importedDays.add(summary.date);
      count('analyticsSummaries', true);
    },

    async analyticsArticleViews(views: ImportRecord<'analyticsArticleViews'>) {
      await pending.flush();
      const articleId = articleTargets.get(views.articleId);
      if (articleId === undefined || !here.summaries?.imported.has(views.date)) {
        count('analyticsArticleViews', false);
        return;
      }
      const added = await tx
        .insert(analyticsArticleViews)
        .values({ ...views, articleId })
        .onConflictDoNothing()
        .returning({ date: analyticsArticleViews.date });
      count('analyticsArticleViews', added.length > 0);
    },
  } satisfies { [T in DatabaseTable]: (record: ImportRecord<T>) => Promise<void> };

  /**
   * A file lists the versions an article replaced; its current version is
   * the article record itself (who saved it, when and why included), so its
   * row is made from the stored article once the file's own rows are in (a
   * row the file has wins). Read back from the database in batches rather
   * than kept from the file, so a streamed import holds no bodies in memory.
   * Not counted: it is no record of the file.
   */
  async function finish(): Promise<void> {
    await pending.flush();
    await beforeNewIds(getTableName(articleRevisions));
    for (let start = 0; start < addedArticles.length; start += CURRENT_VERSION_BATCH) {
      const batch = addedArticles.slice(start, start + CURRENT_VERSION_BATCH);
      // Plain SQL: drizzle's insert-select wants every column, the id included.
      await runStatement(
        store.engine,
        tx,
        sql`
        INSERT INTO article_revisions
          (article_id, version, title, content, summary, author_id, created_at, change_note, saved_by)
        SELECT id, version, title, content, summary, author_id, updated_at, change_note, saved_by
        FROM articles WHERE ${inArray(articles.id, batch)}
        ON CONFLICT DO NOTHING`,
      );
    }
  }

  return { add, finish, result: (): DatabaseImportResult => ({ imported, skipped }) };
}

/** Articles whose current version rows are written by one statement. */
const CURRENT_VERSION_BATCH = 500;

export type RecordImporter = ReturnType<typeof createRecordImporter>['add'];

/**
 * Runs `apply` with an importer inside one transaction: all or nothing. An
 * error thrown by `apply` (a record found invalid half-way through a file)
 * rolls back every record added before it.
 */
export async function importRecords(
  store: Store,
  apply: (add: RecordImporter) => Promise<void>,
): Promise<DatabaseImportResult> {
  try {
    // The store's transaction holds the write lock from its start, so what
    // was read as present stays present.
    return await store.transaction(async (tx) => {
      const importer = createRecordImporter(tx, store);
      await apply(importer.add);
      await importer.finish();
      if (store.engine === 'postgres') await moveIdentitySequencesOn(tx);
      return importer.result();
    });
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
}
