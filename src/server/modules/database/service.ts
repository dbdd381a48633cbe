import { asc, gt, inArray } from 'drizzle-orm';
import {
  DATABASE_EXPORT_APP,
  DATABASE_EXPORT_VERSION,
  DATABASE_TABLES,
  type DatabaseExport,
  type DatabaseImportResult,
  type DatabaseTable,
  type DatabaseTableCounts,
  databaseExportSchema,
  exportIssueMessage,
  type ValidDatabaseExport,
} from '~/shared/schemas/database-export';
import type { SectionSlug } from '~/shared/sections';
import type { Db } from '../../db/client';
import { openReadSnapshot } from '../../db/read-snapshot';
import {
  analyticsArticleViews,
  analyticsSummaries,
  articleCorrections,
  articleRevisions,
  articles,
  authorProfiles,
  breakingNews,
  editorialTeam,
  users,
} from '../../db/schema';
import { derivedColumns } from '../articles/article-columns';
import { sanitizeArticleHtml } from '../articles/sanitize';

/** An import that was refused; the message names the record at fault. Nothing was written. */
export class DatabaseImportError extends Error {}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

function zeroCounts(): DatabaseTableCounts {
  return Object.fromEntries(DATABASE_TABLES.map((name) => [name, 0])) as DatabaseTableCounts;
}

type Data = ValidDatabaseExport['data'];

type Exported = DatabaseExport['data'];
type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** Each table's rows as the export writes them, column by column (an allow-list). */
const exportRecord = {
  users: (row: Row<typeof users>): Exported['users'][number] => ({
    id: row.id,
    username: row.username,
    passwordHash: row.passwordHash,
    role: row.role,
    createdAt: iso(row.createdAt),
    lastLogin: isoOrNull(row.lastLogin),
    failedAttempts: row.failedAttempts,
    lockedUntil: isoOrNull(row.lockedUntil),
    lockCount: row.lockCount,
    ...(row.active ? {} : { active: false }),
    ...(row.mustChangePassword ? { mustChangePassword: true } : {}),
  }),
  authorProfiles: (row: Row<typeof authorProfiles>): Exported['authorProfiles'][number] => ({
    id: row.id,
    name: row.name,
    bio: row.bio,
    title: row.title,
    avatar: row.avatar,
    socialTwitter: row.socialTwitter,
    socialLinkedin: row.socialLinkedin,
    expertise: row.expertise,
    joinedDate: iso(row.joinedDate),
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }),
  // sort_time is left out: it is derived from date and createdAt again on import.
  articles: (
    row: Row<typeof articles>,
    corrections: Row<typeof articleCorrections>[],
  ): Exported['articles'][number] => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    section: row.section as SectionSlug,
    summary: row.summary,
    content: row.content,
    author: row.author,
    date: row.date,
    dateDisplay: row.dateDisplay,
    image: row.image,
    imagePosition: row.imagePosition,
    additionalImages: row.additionalImages,
    status: row.status,
    tags: row.tags,
    featured: row.featured,
    readTime: row.readTime,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    publishedAt: isoOrNull(row.publishedAt),
    version: row.version,
    authorId: row.authorId,
    createdBy: row.createdBy,
    savedBy: row.savedBy,
    changeNote: row.changeNote,
    corrections: corrections.map((correction) => ({
      kind: correction.kind,
      text: correction.text,
      createdAt: iso(correction.createdAt),
      createdBy: correction.createdBy,
    })),
  }),
  articleRevisions: (row: Row<typeof articleRevisions>): Exported['articleRevisions'][number] => ({
    id: row.id,
    articleId: row.articleId,
    version: row.version,
    title: row.title,
    content: row.content,
    summary: row.summary,
    authorId: row.authorId,
    createdAt: iso(row.createdAt),
    changeNote: row.changeNote,
    savedBy: row.savedBy,
  }),
  breakingNews: (row: Row<typeof breakingNews>): Exported['breakingNews'][number] => ({
    id: row.id,
    text: row.text,
    link: row.link,
    priority: row.priority,
    active: row.active,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    authorId: row.authorId,
  }),
  editorialTeam: (row: Row<typeof editorialTeam>): Exported['editorialTeam'][number] => ({
    id: row.id,
    role: row.role,
    name: row.name,
    background: row.background,
    expertise: row.expertise,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }),
  analyticsSummaries: (
    row: Row<typeof analyticsSummaries>,
  ): Exported['analyticsSummaries'][number] => ({
    id: row.id,
    date: row.date,
    totalViews: row.totalViews,
    uniqueVisitors: row.uniqueVisitors,
    topArticles: row.topArticles,
    topSearches: row.topSearches,
    bounceRate: row.bounceRate,
    unansweredSearches: row.unansweredSearches,
    topReferrers: row.topReferrers,
    topSections: row.topSections,
  }),
  analyticsArticleViews: (
    row: Row<typeof analyticsArticleViews>,
  ): Exported['analyticsArticleViews'][number] => ({
    articleId: row.articleId,
    date: row.date,
    views: row.views,
  }),
};

/** Rows of the two tables that grow with the archive are read this many at a time. */
const EXPORT_BATCH = 500;

/** The corrections of some articles, oldest first, by article. */
function correctionsOf(db: Db, articleIds: number[]) {
  const byArticle = new Map<number, Row<typeof articleCorrections>[]>();
  if (articleIds.length === 0) return byArticle;
  const rows = db
    .select()
    .from(articleCorrections)
    .where(inArray(articleCorrections.articleId, articleIds))
    .orderBy(asc(articleCorrections.createdAt), asc(articleCorrections.id))
    .all();
  for (const row of rows) {
    const list = byArticle.get(row.articleId) ?? [];
    list.push(row);
    byArticle.set(row.articleId, list);
  }
  return byArticle;
}

/** A table's export records, in the export's order; the large tables a batch at a time. */
function* tableRecords(db: Db, table: DatabaseTable): Generator<unknown> {
  switch (table) {
    case 'users':
      yield* db
        .select()
        .from(users)
        .orderBy(asc(users.createdAt), asc(users.id))
        .all()
        .map(exportRecord.users);
      return;
    case 'authorProfiles':
      yield* db
        .select()
        .from(authorProfiles)
        .orderBy(asc(authorProfiles.id))
        .all()
        .map(exportRecord.authorProfiles);
      return;
    case 'articles':
      for (let after = 0; ; ) {
        const rows = db
          .select()
          .from(articles)
          .where(gt(articles.id, after))
          .orderBy(asc(articles.id))
          .limit(EXPORT_BATCH)
          .all();
        const corrections = correctionsOf(
          db,
          rows.map((row) => row.id),
        );
        yield* rows.map((row) => exportRecord.articles(row, corrections.get(row.id) ?? []));
        if (rows.length < EXPORT_BATCH) return;
        after = rows.at(-1)!.id;
      }
    case 'articleRevisions':
      for (let after = 0; ; ) {
        const rows = db
          .select()
          .from(articleRevisions)
          .where(gt(articleRevisions.id, after))
          .orderBy(asc(articleRevisions.id))
          .limit(EXPORT_BATCH)
          .all();
        yield* rows.map(exportRecord.articleRevisions);
        if (rows.length < EXPORT_BATCH) return;
        after = rows.at(-1)!.id;
      }
    case 'breakingNews':
      yield* db
        .select()
        .from(breakingNews)
        .orderBy(asc(breakingNews.id))
        .all()
        .map(exportRecord.breakingNews);
      return;
    case 'editorialTeam':
      yield* db
        .select()
        .from(editorialTeam)
        .orderBy(asc(editorialTeam.id))
        .all()
        .map(exportRecord.editorialTeam);
      return;
    case 'analyticsSummaries':
      yield* db
        .select()
        .from(analyticsSummaries)
        .orderBy(asc(analyticsSummaries.date))
        .all()
        .map(exportRecord.analyticsSummaries);
      return;
    case 'analyticsArticleViews':
      yield* db
        .select()
        .from(analyticsArticleViews)
        .orderBy(asc(analyticsArticleViews.date), asc(analyticsArticleViews.articleId))
        .all()
        .map(exportRecord.analyticsArticleViews);
      return;
  }
}

/**
 * The one module that spans every table: it writes a whole newsroom out as
 * JSON and reads one back in. Tables are named in an allow-list, column by
 * column, so sessions and any future secret never leave by accident.
 */
export function createDatabaseService(db: Db) {
  function exportData(): DatabaseExport['data'] {
    return Object.fromEntries(
      DATABASE_TABLES.map((table) => [table, [...tableRecords(db, table)]]),
    ) as DatabaseExport['data'];
  }

  function exportMeta(now: Date): DatabaseExport['meta'] {
    return {
      exportedAt: now.toISOString(),
      schemaVersion: DATABASE_EXPORT_VERSION,
      app: DATABASE_EXPORT_APP,
    };
  }

  /** Validates the whole file, and cleans article bodies, before anything is written. */
  function validate(file: unknown): Data {
    const parsed = databaseExportSchema.safeParse(file);
    if (!parsed.success) throw new DatabaseImportError(exportIssueMessage(parsed.error));
    const { data } = parsed.data;
    // Bodies are cleaned as the editor's form cleans them: pages render them as stored.
    data.articles.forEach((article, index) => {
      article.content = sanitizeArticleHtml(article.content);
      if (!article.content.trim()) {
        throw new DatabaseImportError(
          `articles[${index}].content: Content is required (nothing is left once cleaned)`,
        );
      }
    });
    data.articleRevisions.forEach((revision, index) => {
      revision.content = sanitizeArticleHtml(revision.content);
      if (!revision.content.trim()) {
        throw new DatabaseImportError(
          `articleRevisions[${index}].content: Content is required (nothing is left once cleaned)`,
        );
      }
    });
    return data;
  }

  /**
   * Adds what the database does not have yet. A record already present (the
   * same id or the same natural key) is skipped and its row left untouched.
   * Ids of the file that belong to another record here get a new id, and
   * every reference to them follows. One synchronous transaction: all or nothing.
   */
  function importData(data: Data): DatabaseImportResult {
    const imported = zeroCounts();
    const skipped = zeroCounts();
    const count = (name: DatabaseTable, added: boolean) => {
      if (added) imported[name] += 1;
      else skipped[name] += 1;
    };

    db.transaction(
      (tx) => {
        // Ids of the file -> ids in the database, for the references that follow.
        const userIds = new Map<string, string>();
        const profileIds = new Map<number, number>();
        /** null: the article was already here, so its revisions are too. */
        const articleIds = new Map<number, number | null>();
        /** Every article of the file -> the article it is here, added now or already here. */
        const articleTargets = new Map<number, number>();

        const existingUsers = tx
          .select({ id: users.id, username: users.username })
          .from(users)
          .all();
        const userById = new Set(existingUsers.map((row) => row.id));
        const userByName = new Map(existingUsers.map((row) => [row.username, row.id]));
        for (const user of data.users) {
          const existing = userById.has(user.id) ? user.id : userByName.get(user.username);
          if (existing !== undefined) {
            userIds.set(user.id, existing);
            count('users', false);
            continue;
          }
          tx.insert(users).values(user).run();
          userById.add(user.id);
          userByName.set(user.username, user.id);
          userIds.set(user.id, user.id);
          count('users', true);
        }

        const existingProfiles = tx
          .select({ id: authorProfiles.id, name: authorProfiles.name })
          .from(authorProfiles)
          .all();
        const profileIdTaken = new Set(existingProfiles.map((row) => row.id));
        const profileByName = new Map(existingProfiles.map((row) => [row.name, row.id]));
        for (const { id, ...profile } of data.authorProfiles) {
          const existing = profileByName.get(profile.name);
          if (existing !== undefined) {
            profileIds.set(id, existing);
            count('authorProfiles', false);
            continue;
          }
          const row = tx
            .insert(authorProfiles)
            .values(profileIdTaken.has(id) ? profile : { id, ...profile })
            .returning({ id: authorProfiles.id })
            .get();
          profileIdTaken.add(row.id);
          profileByName.set(profile.name, row.id);
          profileIds.set(id, row.id);
          count('authorProfiles', true);
        }

        const existingArticles = tx
          .select({ id: articles.id, slug: articles.slug })
          .from(articles)
          .all();
        const articleIdTaken = new Set(existingArticles.map((row) => row.id));
        const articleBySlug = new Map(existingArticles.map((row) => [row.slug, row.id]));
        const userOf = (id: string | null) => (id === null ? null : (userIds.get(id) ?? null));
        for (const { id, authorId, createdBy, savedBy, corrections, ...article } of data.articles) {
          const existing = articleBySlug.get(article.slug);
          if (existing !== undefined) {
            articleIds.set(id, null);
            articleTargets.set(id, existing);
            count('articles', false);
            continue;
          }
          // Dates, version and the cleaned body come from the file as they are.
          const values = {
            ...article,
            ...derivedColumns(article, article.createdAt),
            authorId: authorId === null ? null : (profileIds.get(authorId) ?? null),
            createdBy: userOf(createdBy),
            savedBy: userOf(savedBy),
          };
          const row = tx
            .insert(articles)
            .values(articleIdTaken.has(id) ? values : { id, ...values })
            .returning({ id: articles.id })
            .get();
          for (const correction of corrections) {
            tx.insert(articleCorrections)
              .values({ ...correction, articleId: row.id, createdBy: userOf(correction.createdBy) })
              .run();
          }
          articleIdTaken.add(row.id);
          articleBySlug.set(article.slug, row.id);
          articleIds.set(id, row.id);
          articleTargets.set(id, row.id);
          count('articles', true);
        }

        const existingRevisions = tx
          .select({
            id: articleRevisions.id,
            articleId: articleRevisions.articleId,
            version: articleRevisions.version,
          })
          .from(articleRevisions)
          .all();
        const revisionIdTaken = new Set(existingRevisions.map((row) => row.id));
        const revisionKey = (articleId: number, version: number) => `${articleId}:${version}`;
        const revisionKeys = new Set(
          existingRevisions.map((row) => revisionKey(row.articleId, row.version)),
        );
        for (const { id, articleId, authorId, savedBy, ...revision } of data.articleRevisions) {
          const target = articleIds.get(articleId);
          if (target === null || target === undefined) {
            count('articleRevisions', false);
            continue;
          }
          const key = revisionKey(target, revision.version);
          if (revisionKeys.has(key)) {
            count('articleRevisions', false);
            continue;
          }
          const values = {
            ...revision,
            articleId: target,
            authorId: authorId === null ? null : (profileIds.get(authorId) ?? null),
            savedBy: userOf(savedBy),
          };
          const row = tx
            .insert(articleRevisions)
            .values(revisionIdTaken.has(id) ? values : { id, ...values })
            .returning({ id: articleRevisions.id })
            .get();
          revisionIdTaken.add(row.id);
          revisionKeys.add(key);
          count('articleRevisions', true);
        }

        const breakingIdTaken = new Set(
          tx
            .select({ id: breakingNews.id })
            .from(breakingNews)
            .all()
            .map((row) => row.id),
        );
        for (const item of data.breakingNews) {
          if (breakingIdTaken.has(item.id)) {
            count('breakingNews', false);
            continue;
          }
          tx.insert(breakingNews)
            .values({
              ...item,
              link: item.link || null,
              authorId: item.authorId === null ? null : (userIds.get(item.authorId) ?? null),
            })
            .run();
          breakingIdTaken.add(item.id);
          count('breakingNews', true);
        }

        const existingMembers = tx
          .select({ id: editorialTeam.id, name: editorialTeam.name })
          .from(editorialTeam)
          .all();
        const memberIdTaken = new Set(existingMembers.map((row) => row.id));
        const memberNames = new Set(existingMembers.map((row) => row.name));
        for (const member of data.editorialTeam) {
          if (memberIdTaken.has(member.id) || memberNames.has(member.name)) {
            count('editorialTeam', false);
            continue;
          }
          tx.insert(editorialTeam).values(member).run();
          memberIdTaken.add(member.id);
          memberNames.add(member.name);
          count('editorialTeam', true);
        }

        // A day of readership comes whole or not at all: a day already
        // here keeps its own figures, and its article views with them.
        const existingSummaries = tx
          .select({ id: analyticsSummaries.id, date: analyticsSummaries.date })
          .from(analyticsSummaries)
          .all();
        const summaryIdTaken = new Set(existingSummaries.map((row) => row.id));
        const summaryDates = new Set(existingSummaries.map((row) => row.date));
        const importedDays = new Set<string>();
        for (const { id, topArticles, ...summary } of data.analyticsSummaries) {
          if (summaryDates.has(summary.date)) {
            count('analyticsSummaries', false);
            continue;
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
          const row = tx
            .insert(analyticsSummaries)
            .values(summaryIdTaken.has(id) ? values : { id, ...values })
            .returning({ id: analyticsSummaries.id })
            .get();
          summaryIdTaken.add(row.id);
          summaryDates.add(summary.date);
          importedDays.add(summary.date);
          count('analyticsSummaries', true);
        }
        for (const views of data.analyticsArticleViews) {
          const articleId = articleTargets.get(views.articleId);
          if (articleId === undefined || !importedDays.has(views.date)) {
            count('analyticsArticleViews', false);
            continue;
          }
          const added = tx
            .insert(analyticsArticleViews)
            .values({ ...views, articleId })
            .onConflictDoNothing()
            .returning({ date: analyticsArticleViews.date })
            .get();
          count('analyticsArticleViews', added !== undefined);
        }
      },
      // Takes the write lock first, so what was read as present stays present.
      { behavior: 'immediate' },
    );
    return { imported, skipped };
  }

  return {
    /**
     * The whole newsroom as one JSON document; users carry password hashes,
     * never sessions. Readership travels as its daily summaries and article
     * views; its raw events stay behind.
     */
    exportDatabase(now = new Date()): DatabaseExport {
      return { meta: exportMeta(now), data: exportData() };
    },

    /**
     * The same document as exportDatabase, as text in pieces: one record a
     * line, read a batch at a time from one snapshot of the database, so an
     * archive of any size is written out without holding it in memory, and
     * as it was at one moment however long the download takes. Stopping
     * early (return() on the generator) ends the snapshot.
     */
    *exportText(now = new Date()): Generator<string> {
      const snapshot = openReadSnapshot(db);
      try {
        yield `{"meta":${JSON.stringify(exportMeta(now))},"data":{`;
        for (const [index, table] of DATABASE_TABLES.entries()) {
          yield `${index === 0 ? '' : ','}\n"${table}":[`;
          let count = 0;
          for (const record of tableRecords(snapshot.db, table)) {
            yield `${count === 0 ? '' : ','}\n${JSON.stringify(record)}`;
            count += 1;
          }
          yield count === 0 ? ']' : '\n]';
        }
        yield '\n}}\n';
      } finally {
        snapshot.end();
      }
    },

    /**
     * Validates every record of an export, then adds the new ones in one
     * transaction. Throws DatabaseImportError, having written nothing, when
     * any record is invalid.
     */
    importDatabase(file: unknown): DatabaseImportResult {
      return importData(validate(file));
    },
  };
}

export type DatabaseService = ReturnType<typeof createDatabaseService>;
